import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class HighContrastTextTests: XCTestCase {
    func testDimTextIsReadableWhileAHighContrastThemeIsOnAndAsTheThemeSaysOtherwise() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            try XCTSkipIf(g_getenv("GTK_THEME") != nil, "GTK_THEME overrides the setting this test changes")
            let settings = try XCTUnwrap(gtk_settings_get_default())
            let themeBefore = cgtk_object_dup_string(settings, "gtk-theme-name")
            defer {
                cgtk_object_set_string(settings, "gtk-theme-name", themeBefore)
                g_free(themeBefore)
            }
            let window = Window(title: "Hints")
            defer { window.destroy() }
            let hint = Label("13 in stock", style: .dim)
            window.add(hint)
            window.showAll()
            let opacity = { @MainActor () -> Double in
                var value = GValue()
                gtk_style_context_get_property(gtk_widget_get_style_context(hint.widget), "opacity",
                                               GTK_STATE_FLAG_NORMAL, &value)
                defer { g_value_unset(&value) }
                return g_value_get_double(&value)
            }
            cgtk_object_set_string(settings, "gtk-theme-name", "Adwaita")
            HighContrastText.keepDimTextReadable()
            let themed = opacity()
            XCTAssertLessThan(themed, HighContrastText.dimOpacity, "Adwaita's own dimming is left as it is")

            cgtk_object_set_string(settings, "gtk-theme-name", "HighContrast")
            XCTAssertTrue(HighContrastText.isHighContrastOn)
            XCTAssertTrue(pumpUntil { opacity() == HighContrastText.dimOpacity },
                          "under HighContrast, dimmed text at \(HighContrastText.dimOpacity), not \(opacity())")
            cgtk_object_set_string(settings, "gtk-theme-name", "Adwaita")
            XCTAssertTrue(pumpUntil { opacity() == themed }, "back to the theme's own when the user leaves it")
        }
    }
}
