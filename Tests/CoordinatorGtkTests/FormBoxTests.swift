import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class FormBoxTests: XCTestCase {
    /// A window showing a form of three rows: "Name", "Card number" (with a problem shown under
    /// it) and "Expiry", each an entry 8 characters wide at least.
    @MainActor
    private struct ShownForm {
        let window = Window(title: "Payment")
        let form = FormBox()
        let labels = ["Name", "Card number", "Expiry"].map { Label($0) }
        let entries = (0..<3).map { _ in Entry() }
        let problem = Label("Enter 16 digits")
        let hiddenProblem = Label("Not shown")

        init(width: Int32) {
            for (index, (label, entry)) in zip(labels, entries).enumerated() {
                entry.widthChars = 8
                form.addRow(label, field: entry, note: [hiddenProblem, problem, nil][index])
            }
            gtk_widget_set_no_show_all(hiddenProblem.widget, 1)
            window.add(form)
            window.setDefaultSize(width: width, height: 400)
            window.showAll()
        }

        /// The space each row takes from the top of its label (or field) to the bottom of its
        /// field (or problem), in order.
        var rowSpans: [(top: Int32, bottom: Int32)] {
            zip(labels, entries).map { label, entry in
                let bottomPart = entry === entries[1] ? allocation(of: problem) : allocation(of: entry)
                return (min(allocation(of: label).y, allocation(of: entry).y), bottomPart.y + bottomPart.height)
            }
        }
    }

    func testLabelsGoBesideTheirFieldsWhileTheFieldsHaveRoomAndAboveThemWhenNot() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let shown = ShownForm(width: 600)
            defer { shown.window.destroy() }
            let (form, labels, entries) = (shown.form, shown.labels, shown.entries)
            waitFor("laid out") { shown.problem.isMapped }
            XCTAssertFalse(form.placesLabelsAbove)
            let fieldX = allocation(of: entries[0]).x
            for (label, entry) in zip(labels, entries) {
                let (text, field) = (allocation(of: label), allocation(of: entry))
                XCTAssertEqual(field.x, fieldX, "the fields line up")
                XCTAssertEqual(text.x + text.width + 12, fieldX, "“\(label.text)” ends beside its field")
                XCTAssertEqual(field.x + field.width, 600, "the field takes the room left")
                XCTAssertLessThan(text.y, field.y + field.height, "“\(label.text)” on its field's line")
            }
            let (card, problem) = (allocation(of: entries[1]), allocation(of: shown.problem))
            XCTAssertEqual([problem.x, problem.y], [fieldX, card.y + card.height + 6], "the problem under its field")
            let spans = shown.rowSpans
            XCTAssertEqual(spans[1].top, spans[0].bottom + 12, "a hidden problem takes no room")
            XCTAssertEqual(spans[2].top, spans[1].bottom + 12)

            let widths = form.preferredWidths
            let beside = labels[1].preferredWidths.natural + 12 + entries[1].preferredWidths.minimum
            XCTAssertLessThan(widths.minimum, beside, "narrower than a label beside its field")
            gtk_window_resize(shown.window.window, widths.minimum, 400)
            waitFor("each label above its field, where the field starts") {
                form.placesLabelsAbove && zip(labels, entries).allSatisfy { label, entry in
                    let (text, field) = (allocation(of: label), allocation(of: entry))
                    return text.x == 0 && field.x == 0 && field.width == widths.minimum && field.y == text.y + text.height + 6
                }
            }
            let stacked = shown.rowSpans
            XCTAssertEqual(stacked[1].top, stacked[0].bottom + 12, "rows do not overlap")
            XCTAssertEqual(stacked[2].top, stacked[1].bottom + 12)
            var height: Int32 = 0
            gtk_widget_get_preferred_height_for_width(form.widget, widths.minimum, &height, nil)
            XCTAssertEqual(stacked[2].bottom, height, "as tall as it asks to be at that width")

        }
    }

    func testTabGoesDownTheFormFieldByFieldLabelsBesideOrAbove() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Tab")
            defer { window.destroy() }
            let form = FormBox()
            let name = Entry(), help = Button(label: "What name?"), card = Entry()
            form.addRow(Label("Name"), field: name, note: help)
            form.addRow(Label("Card number"), field: card)
            window.add(form)
            window.setDefaultSize(width: 600, height: 300)
            window.showAll()
            activateForKeyboard(window)  // GTK moves the focus out of a button only in an active window
            for width in [600, form.preferredWidths.minimum] {
                gtk_window_resize(window.window, width, 300)
                waitFor("laid out \(width) px wide") { window.size.width == width && allocation(of: form).width == width }
                name.grabFocus()
                let order = (0..<2).map { _ in
                    _ = gtk_widget_child_focus(window.widget, GTK_DIR_TAB_FORWARD)
                    return window.focusWidget?.widget
                }
                XCTAssertEqual(order, [help.widget, card.widget],
                               "the note under the field, then the next field (labels above: \(form.placesLabelsAbove))")
            }
        }
    }

    func testAPartMissingOrHiddenTakesNoRoomAndAChildAddedPlainlyIsARowOfItsOwn() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Parts")
            defer { window.destroy() }
            let form = FormBox()
            let unlabelled = Entry(), hiddenField = Entry(), lone = Label("Lone"), added = Entry()
            let hiddenFieldsLabel = Label("Hidden field")
            form.addRow(nil, field: unlabelled)
            form.addRow(hiddenFieldsLabel, field: hiddenField)
            form.addRow(lone, field: Entry())
            form.add(added)  // as to any container
            gtk_widget_set_no_show_all(hiddenField.widget, 1)
            window.add(form)
            window.setDefaultSize(width: 900, height: 400)
            window.showAll()
            waitFor("laid out") { added.isMapped }
            XCTAssertEqual(allocation(of: added).y, allocation(of: form.children.last { $0.widget != added.widget }!).y
                           + allocation(of: form.children.last { $0.widget != added.widget }!).height + 12,
                           "placed under the last row, a row of its own")
            XCTAssertEqual(allocation(of: added).width, allocation(of: unlabelled).width, "as wide as the other fields")
            gtk_window_resize(window.window, form.preferredWidths.minimum, 400)
            waitFor("labels above") { form.placesLabelsAbove }
            let label = allocation(of: hiddenFieldsLabel), next = allocation(of: lone)
            XCTAssertEqual(next.y, label.y + label.height + 12, "no gap for the hidden field under its label")

            let fieldsOnly = FormBox()
            let field = Entry()
            fieldsOnly.addRow(nil, field: field)
            form.remove(added)
            fieldsOnly.add(added)  // taken out of a row, it forgets it: a row of its own here
            window.showAll()
            window.remove(form)
            window.add(fieldsOnly)
            window.showAll()
            gtk_window_resize(window.window, 900, 400)
            waitFor("a form with no labels: its fields from the start, no gap beside nothing") {
                field.isMapped && allocation(of: field).x == 0 && allocation(of: field).width == window.size.width
                    && !fieldsOnly.placesLabelsAbove && allocation(of: added).y > allocation(of: field).y
            }
        }
    }

    func testAtTwiceTheTextSizeTheLabelsGoAboveTheFieldsInTheNarrowestWindowAndBesideThemInAWideOne() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let shown = ShownForm(width: 360)
            defer { shown.window.destroy() }
            waitFor("laid out") { shown.problem.isMapped }
            XCTAssertFalse(shown.form.placesLabelsAbove, "beside their fields in 360 px at the usual text size")
            setTextScale(2)
            defer { resetTextScale() }
            waitFor("above their fields, which take the whole width") {
                shown.form.placesLabelsAbove && allocation(of: shown.entries[1]).width == 360
            }
            gtk_window_resize(shown.window.window, 900, 400)
            waitFor("beside them again in a wide window") { !shown.form.placesLabelsAbove }
            gtk_widget_set_direction(shown.form.widget, GTK_TEXT_DIR_RTL)
            waitFor("mirrored in a right-to-left language: the labels right of their fields") {
                let (text, field) = (allocation(of: shown.labels[1]), allocation(of: shown.entries[1]))
                return field.x == 0 && text.x == field.x + field.width + 12
            }
        }
    }
}
