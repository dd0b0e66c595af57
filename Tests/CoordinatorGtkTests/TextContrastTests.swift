import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import Foundation
import XCTest

final class TextContrastTests: XCTestCase {
    /// A widget's text color as GTK draws it now.
    @MainActor
    private static func color(of widget: Widget) -> GdkRGBA {
        let style = gtk_widget_get_style_context(widget.widget)
        var color = GdkRGBA()
        gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
        return color
    }

    /// A color property of `widget`'s style now ("border-top-color", "outline-color").
    @MainActor
    private static func color(_ property: String, of widget: Widget) -> GdkRGBA {
        let style = gtk_widget_get_style_context(widget.widget)
        var value = GValue()
        gtk_style_context_get_property(style, property, gtk_style_context_get_state(style), &value)
        defer { g_value_unset(&value) }
        return g_value_get_boxed(&value).assumingMemoryBound(to: GdkRGBA.self).pointee
    }

    /// The opacity `widget` is drawn at now.
    @MainActor
    private static func opacity(of widget: Widget) -> Double {
        let style = gtk_widget_get_style_context(widget.widget)
        var value = GValue()
        gtk_style_context_get_property(style, "opacity", gtk_style_context_get_state(style), &value)
        defer { g_value_unset(&value) }
        return g_value_get_double(&value)
    }

    /// The theme's color `name` ("theme_bg_color") as `widget`'s style has it.
    @MainActor
    private static func themeColor(_ name: String, of widget: Widget) -> GdkRGBA {
        var color = GdkRGBA()
        gtk_style_context_lookup_color(gtk_widget_get_style_context(widget.widget), name, &color)
        return color
    }

    /// The WCAG contrast ratio of two opaque colors.
    private static func contrast(_ first: GdkRGBA, _ second: GdkRGBA) -> Double {
        func luminance(_ color: GdkRGBA) -> Double {
            func channel(_ value: Double) -> Double { value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
            return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
        }
        let (light, dark) = (max(luminance(first), luminance(second)), min(luminance(first), luminance(second)))
        return (light + 0.05) / (dark + 0.05)
    }

    private static func isEqual(_ first: GdkRGBA, _ second: GdkRGBA) -> Bool {
        var (first, second) = (first, second)
        return gdk_rgba_equal(&first, &second) != 0
    }

    private static func isRed(_ color: GdkRGBA) -> Bool { color.red > 0.5 && color.green < 0.3 && color.blue < 0.3 }

    /// A list of two rows, the first selected, each with an "Out of stock" error label and a
    /// dimmed "Audio", in a window on screen.
    @MainActor
    private static func rows() -> (window: Window, list: ListBox, errors: [Label], dimmed: [Label]) {
        let window = Window(title: "Rows")
        let list = ListBox()
        var errors: [Label] = [], dimmed: [Label] = []
        for _ in 0..<2 {
            let error = Label("Out of stock")
            error.addStyleClass("error")
            let dim = Label("Audio", style: .dim)
            let box = Box(orientation: .vertical, spacing: 0)
            box.append(error)
            box.append(dim)
            let row = ListBoxRow()
            row.add(box)
            list.append(row)
            errors.append(error)
            dimmed.append(dim)
        }
        window.add(list)
        window.showAll()
        list.select(list.row(at: 0))
        waitFor("shown") { errors[0].isMapped }
        return (window, list, errors, dimmed)
    }

    /// Runs `body` with Adwaita's dark variant on (`dark`) or off, and puts the light one back.
    @MainActor
    private static func withTheme(dark: Bool = false, name: String = "Adwaita", _ body: () throws -> Void) throws {
        try XCTSkipIf(g_getenv("GTK_THEME") != nil, "GTK_THEME overrides the settings this test changes")
        let settings = try XCTUnwrap(gtk_settings_get_default())
        defer {
            cgtk_object_set_bool(settings, "gtk-application-prefer-dark-theme", 0)
            cgtk_object_set_string(settings, "gtk-theme-name", "Adwaita")
        }
        cgtk_object_set_string(settings, "gtk-theme-name", name)
        cgtk_object_set_bool(settings, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
        try body()
    }

    func testOnASelectedRowErrorTextTakesTheRowsColorAndDimmedTextIsNotDimmedOnALightOrADarkTheme() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            TextContrast.keepReadable()
            for dark in [false, true] {
                try Self.withTheme(dark: dark) {
                    let (window, list, errors, dimmed) = Self.rows()
                    defer { window.destroy() }
                    let selectedRow = try XCTUnwrap(list.row(at: 0))
                    XCTAssertTrue(pumpUntil { TextContrast.isBackgroundDark == dark })
                    // On the dark variant the lightened red came after the selection's rule and won (3.1:1).
                    XCTAssertTrue(pumpUntil { Self.isEqual(Self.color(of: errors[0]), Self.color(of: selectedRow)) },
                                  "on the selected row, the selection's text color (dark: \(dark))")
                    XCTAssertEqual(Self.opacity(of: dimmed[0]), 1, "not dimmed on the selection (dark: \(dark))")
                    XCTAssertLessThan(Self.opacity(of: dimmed[1]), 1, "dimmed elsewhere")
                    let elsewhere = Self.color(of: errors[1])
                    XCTAssertGreaterThan(Self.contrast(elsewhere, Self.themeColor("theme_base_color", of: window)), 4.5,
                                         "red, readable, on a row that is not selected (dark: \(dark))")
                    XCTAssertGreaterThan(elsewhere.red, elsewhere.green + 0.2, "red (dark: \(dark))")
                }
            }
        }
    }

    func testOnADarkThemeErrorsDimmedTextLinksAndProblemFramesAreReadableAndOnALightOneAsTheThemeHasThem() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            try Self.withTheme(dark: true) {
                TextContrast.keepReadable()  // as an app does, before any widget shows a problem
                let window = Window(title: "Errors")
                defer { window.destroy() }
                let problem = Label("Wrong password.")
                problem.addStyleClass("error")
                let field = Entry(text: "1234")
                field.errorMessage = "Wrong password."
                let hint = Label("At least 8 characters.", style: .dim)
                let link = Button(label: "I Already Have an Account")
                link.looksLikeLink = true
                let review = TextView()
                let reviewBox = ScrolledWindow(child: review)
                review.errorMessage = "Write the review."
                let rating = ComboBoxText()
                rating.errorMessage = "Choose a rating."
                let box = Box(orientation: .vertical, spacing: 6)
                [problem, field, hint, link, reviewBox, rating].forEach(box.append)
                window.add(box)
                window.showAll()
                let background = { Self.themeColor("theme_bg_color", of: window) }
                let fieldBase = { Self.themeColor("theme_base_color", of: window) }
                let linkLabel = try XCTUnwrap(link.childPointers.first.map(Widget.wrap))
                let ratingButton = try XCTUnwrap(Widget.tree(from: rating.widget).first {
                    isInstance($0, of: gtk_toggle_button_get_type())
                }.map(Widget.wrap))

                // Dark from the start: the text view's own red frame, added after the dark
                // theme's correction, hid it (2.1:1).
                XCTAssertTrue(pumpUntil { TextContrast.isBackgroundDark && Self.contrast(Self.color(of: problem), background()) > 4.5 },
                              "on the dark variant, \(Self.contrast(Self.color(of: problem), background())):1")
                XCTAssertTrue(pumpUntil { Self.contrast(Self.color(of: field), fieldBase()) > 4.5 },
                              "a field's text on its dark base (it was 2.3:1): \(Self.contrast(Self.color(of: field), fieldBase())):1")
                XCTAssertEqual(Self.opacity(of: hint), TextContrast.dimOpacity, "dimmed text at 6.5:1 or more (it was 4.4:1)")
                XCTAssertGreaterThan(Self.contrast(Self.color(of: linkLabel), background()), 4.5, "a link (it was 3.3:1)")
                for (frame, name) in [(reviewBox, "a text view"), (ratingButton, "a combo box")] {
                    let border = Self.color("border-top-color", of: frame)
                    XCTAssertGreaterThan(Self.contrast(border, background()), 3, "\(name)'s red frame on the dark variant")
                    XCTAssertGreaterThan(border.red, border.green + 0.2, "\(name)'s frame still red")
                }

                cgtk_object_set_bool(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", 0)
                XCTAssertTrue(pumpUntil { !TextContrast.isBackgroundDark && Self.isRed(Self.color(of: problem)) },
                              "the theme's own red on the light variant")
                XCTAssertGreaterThan(Self.contrast(Self.color(of: problem), background()), 4.5, "readable on light grey")
                // Each widget's style follows at its next frame.
                XCTAssertTrue(pumpUntil { Self.contrast(Self.color(of: field), fieldBase()) > 4.5 }, "a field's red text, light")
                XCTAssertTrue(pumpUntil { Self.opacity(of: hint) < TextContrast.dimOpacity }, "Adwaita's own dimming is left as it is")
                XCTAssertTrue(pumpUntil { Self.isRed(Self.color("border-top-color", of: reviewBox)) },
                              "a text view's problem, framed in red")
                XCTAssertTrue(pumpUntil { Self.isRed(Self.color("border-top-color", of: ratingButton)) },
                              "a combo box's problem, framed in red (Adwaita draws none): \(Self.color("border-top-color", of: ratingButton))")
            }
        }
    }

    func testUnderHighContrastDimmedTextIsReadableAndTheFocusRingIsInTheTextsColor() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            try Self.withTheme {
                let window = Window(title: "Hints")
                defer { window.destroy() }
                let hint = Label("13 in stock", style: .dim)
                let button = Button(label: "Add to Cart")
                let box = Box(orientation: .vertical, spacing: 6)
                [hint, button].forEach(box.append)
                window.add(box)
                window.showAll()
                button.grabFocus()
                TextContrast.keepReadable()
                let themed = Self.opacity(of: hint)
                let themedRing = Self.color("outline-color", of: button)
                XCTAssertLessThan(themedRing.alpha, 0.5, "Adwaita's own faint ring is left as it is")

                cgtk_object_set_string(gtk_settings_get_default(), "gtk-theme-name", "HighContrast")
                XCTAssertTrue(TextContrast.isHighContrastOn)
                XCTAssertTrue(pumpUntil { Self.opacity(of: hint) == TextContrast.dimOpacity },
                              "under HighContrast, dimmed text at \(TextContrast.dimOpacity), not \(Self.opacity(of: hint))")
                XCTAssertTrue(pumpUntil { Self.isEqual(Self.color("outline-color", of: button), Self.color(of: button)) },
                              "the focus ring in the button's text color")
                cgtk_object_set_string(gtk_settings_get_default(), "gtk-theme-name", "Adwaita")
                XCTAssertTrue(pumpUntil { Self.opacity(of: hint) == themed }, "back to the theme's own when the user leaves it")
                XCTAssertTrue(pumpUntil { Self.isEqual(Self.color("outline-color", of: button), themedRing) },
                              "\(Self.color("outline-color", of: button)) rather than \(themedRing)")
            }
        }
    }
}
