import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class ErrorTextContrastTests: XCTestCase {
    /// A label's text color as GTK draws it now.
    @MainActor
    private static func color(of widget: Widget) -> GdkRGBA {
        let style = gtk_widget_get_style_context(widget.widget)
        var color = GdkRGBA()
        gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
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

    func testAnErrorLabelOnASelectedRowTakesTheSelectionsTextColorAndKeepsItsRedElsewhere() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Rows")
            defer { window.destroy() }
            let list = ListBox()
            var labels: [Label] = []
            for _ in 0..<2 {
                let label = Label("Out of stock")
                label.addStyleClass("error")
                let row = ListBoxRow()
                row.add(label)
                list.append(row)
                labels.append(label)
            }
            window.add(list)
            window.showAll()
            list.select(list.row(at: 0))
            waitFor("shown") { labels[0].isMapped }
            ErrorTextContrast.keepReadable()
            let selectedRow = try XCTUnwrap(list.row(at: 0))
            XCTAssertTrue(pumpUntil {
                var onSelected = Self.color(of: labels[0]), rowText = Self.color(of: selectedRow)
                return gdk_rgba_equal(&onSelected, &rowText) != 0
            }, "on the selected row, the selection's text color")
            let elsewhere = Self.color(of: labels[1])
            XCTAssertTrue(elsewhere.red > 0.5 && elsewhere.green < 0.3 && elsewhere.blue < 0.3,
                          "the theme's red on a row that is not selected")
        }
    }

    func testErrorTextOnADarkThemeIsLightenedToAReadableRedAndLeftAsItWasOnALightOne() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            try XCTSkipIf(g_getenv("GTK_THEME") != nil, "GTK_THEME overrides the settings this test changes")
            let settings = try XCTUnwrap(gtk_settings_get_default())
            defer { cgtk_object_set_bool(settings, "gtk-application-prefer-dark-theme", 0) }
            let window = Window(title: "Errors")
            defer { window.destroy() }
            let problem = Label("Wrong password.")
            problem.addStyleClass("error")
            let field = Entry(text: "1234")
            field.errorMessage = "Wrong password."
            let box = Box(orientation: .vertical, spacing: 6)
            box.append(problem)
            box.append(field)
            window.add(box)
            window.showAll()
            ErrorTextContrast.keepReadable()
            @MainActor func background() -> GdkRGBA {
                var color = GdkRGBA()
                gtk_style_context_lookup_color(gtk_widget_get_style_context(window.widget), "theme_bg_color", &color)
                return color
            }
            XCTAssertFalse(ErrorTextContrast.isBackgroundDark)
            let lightRed = Self.color(of: problem)
            XCTAssertGreaterThan(Self.contrast(lightRed, background()), 4.5, "the theme's own red, readable on light grey")

            @MainActor func fieldBase() -> GdkRGBA {
                var color = GdkRGBA()
                gtk_style_context_lookup_color(gtk_widget_get_style_context(window.widget), "theme_base_color", &color)
                return color
            }
            XCTAssertGreaterThan(Self.contrast(Self.color(of: field), fieldBase()), 4.5, "a field's red text, light")

            cgtk_object_set_bool(settings, "gtk-application-prefer-dark-theme", 1)
            XCTAssertTrue(pumpUntil { ErrorTextContrast.isBackgroundDark && Self.contrast(Self.color(of: problem), background()) > 4.5 },
                          "on the dark variant, \(Self.contrast(Self.color(of: problem), background())):1")
            XCTAssertTrue(pumpUntil { Self.contrast(Self.color(of: field), fieldBase()) > 4.5 },
                          "a field's text on its dark base (it was 2.3:1): \(Self.contrast(Self.color(of: field), fieldBase())):1")
            cgtk_object_set_bool(settings, "gtk-application-prefer-dark-theme", 0)
            XCTAssertTrue(pumpUntil {
                var now = Self.color(of: problem), before = lightRed
                return gdk_rgba_equal(&now, &before) != 0
            }, "back to the theme's red on the light variant")
        }
    }
}
