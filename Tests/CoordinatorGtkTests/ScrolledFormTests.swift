import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

/// A form's field brought into view shows with its label and its problem where they fit.
final class ScrolledFormTests: XCTestCase {
    func testTabToAFieldShowsItsLabelAndProblemAndSoDoesAShorterWindow() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Form")
            defer { window.destroy() }
            let form = FormBox()
            let fields = (0..<6).map { _ in Entry() }, labels = (0..<6).map { Label("Field \($0)") }
            let problem = Label("Enter a postal code of 5 digits, such as 12345.")
            problem.wraps = true
            for (index, field) in fields.enumerated() {
                form.addRow(labels[index], field: field, note: index == 3 ? problem : nil)
            }
            let column = Box(orientation: .vertical, spacing: 0)
            column.append(form)
            let scrolled = ScrolledWindow(child: column)
            scrolled.showsFocusedSectionsWhole(of: column)
            scrolled.keepsFocusInView()
            window.add(scrolled)
            window.setDefaultSize(width: 200, height: 150)  // labels above: a row is about 75 px
            window.showAll()
            activateForKeyboard(window)
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled.widget)))
            @MainActor func isShownWhole(_ widget: Widget) -> Bool { CoordinatorGtkTests.isShownWhole(widget, in: scrolled) }
            waitFor("laid out, labels above") { form.placesLabelsAbove && fields[2].isMapped }
            fields[2].grabFocus()
            drainEvents()
            sendKey("Tab", to: window)
            waitFor("the fourth field, its label and its problem in view") {
                fields[3].hasFocus && isShownWhole(fields[3]) && isShownWhole(problem)
                    && isShownWhole(labels[3])
            }
            // A shorter window where they still fit: they stay in view, the problem too.
            gtk_window_resize(window.window, 200, 130)
            waitFor("still in view in a shorter window") {
                gtk_adjustment_get_page_size(adjustment) < 140 && isShownWhole(fields[3]) && isShownWhole(problem)
            }
        }
    }

    /// The field typed in shows, its problem just below the fold: made shorter, the window keeps
    /// the field in view (judged by its whole row, it was not in view, and went below the fold).
    func testAFieldInViewWithItsProblemBelowTheFoldStaysInViewInAShorterWindow() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Form")
            defer { window.destroy() }
            let above = Box(orientation: .vertical, spacing: 0), below = Box(orientation: .vertical, spacing: 0)
            above.setSizeRequest(width: -1, height: 400)
            below.setSizeRequest(width: -1, height: 600)
            let form = FormBox(), field = Entry(), problem = Label("A problem with this field, said under it.")
            form.addRow(Label("Name"), field: field, note: problem)
            let page = Box(orientation: .vertical, spacing: 0)
            [above, form, below].forEach(page.append)
            let scrolled = ScrolledWindow(child: page)
            scrolled.keepsFocusInView()
            window.add(scrolled)
            window.setDefaultSize(width: 400, height: 300)
            window.showAll()
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled.widget)))
            waitFor("laid out") { problem.isMapped && gtk_adjustment_get_page_size(adjustment) >= 250 }
            field.grabFocus()
            drainEvents()
            @MainActor func fieldSpan() -> (top: Int32, bottom: Int32) { shownSpan(of: field, in: scrolled) }
            // The field's bottom 5 px above the page's: its problem below the fold.
            let fieldBottom = Double(fieldSpan().bottom) + gtk_adjustment_get_value(adjustment)
            gtk_adjustment_set_value(adjustment, fieldBottom + 5 - gtk_adjustment_get_page_size(adjustment))
            drainEvents()
            gtk_window_resize(window.window, 400, 250)
            waitFor("the window shorter, the field still in view") {
                gtk_adjustment_get_page_size(adjustment) < 260 && fieldSpan().top >= 0
                    && Double(fieldSpan().bottom) <= gtk_adjustment_get_page_size(adjustment)
            }
        }
    }
}
