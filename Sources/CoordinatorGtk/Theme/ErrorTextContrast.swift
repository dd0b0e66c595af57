import CGtk

/// Keeps text of the `error` style class readable, on a selected list row and on a dark theme.
///
/// GTK 3's themes draw a label of the `error` class (an "Out of stock", a form's problem) in
/// their red everywhere: on a selected row, whose background is the selection's color, that is
/// about 1.6:1 under Adwaita and 1.1:1 under HighContrast, and on Adwaita's dark variant about
/// 2.1:1, where text needs 4.5:1 (WCAG AA). An app calls ``keepReadable()`` once GTK is
/// initialized: on a selected row such labels take the row's text color (their words still say
/// what they say), and while the theme's background is dark they are drawn in the theme's red
/// lightened (``darkBackgroundCSS``), about 5:1, as are the text and the frame of an entry or a
/// spin button marked `error` (a field with a problem), 2.3:1 on their dark base before, and
/// the frame around a text view with a problem (``TextView/errorMessage``). It
/// follows the theme as the user changes it.
@MainActor
public enum ErrorTextContrast {
    /// Always applied: an error label in a selected row takes the row's text color (the
    /// selection's, also in an inactive window).
    public static let selectedRowCSS = "row:selected label.error { color: inherit; }"
    /// Applied while the theme's background is dark: the theme's red, lightened, for error
    /// labels and for the text and frame of a field with a problem (focused or not).
    public static let darkBackgroundCSS = """
        label.error, entry.error, spinbutton.error:not(.vertical) { color: mix(@error_color, #ffffff, 0.55); }
        entry.error, entry.error:focus, spinbutton.error:not(.vertical), spinbutton.error:focus:not(.vertical),
        scrolledwindow.\(TextView.frameClass) {
            border-color: mix(@error_color, #ffffff, 0.55);
        }
        entry.error:focus, spinbutton.error:focus:not(.vertical) {
            box-shadow: inset 0 0 0 1px mix(@error_color, #ffffff, 0.55);
        }
        """

    private static var styles: [ThemeDependentStyle] = []

    /// Applies from now on, following the theme. Later calls do nothing.
    public static func keepReadable() {
        guard styles.isEmpty, gtk_settings_get_default() != nil else { return }
        styles = [
            ThemeDependentStyle(css: selectedRowCSS, whenever: { true }, following: []),
            ThemeDependentStyle(css: darkBackgroundCSS, whenever: { isBackgroundDark },
                                following: ["gtk-theme-name", "gtk-application-prefer-dark-theme"]),
        ]
    }

    /// Whether the theme's window background is dark (its relative luminance below a half).
    public static var isBackgroundDark: Bool {
        guard let screen = gdk_screen_get_default(), let style = gtk_style_context_new() else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(style)) }
        gtk_style_context_set_screen(style, screen)
        var background = GdkRGBA()
        guard gtk_style_context_lookup_color(style, "theme_bg_color", &background) != 0 else { return false }
        return 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue < 0.5
    }
}
