import CGtk

/// Keeps text readable where GTK 3's themes draw it too faint: error text, dimmed text and
/// links on a dark theme, under the HighContrast themes and on a selected list row.
///
/// Text needs 4.5:1 against its background (WCAG AA), a frame 3:1. GTK's themes draw a label
/// of the `error` class (an "Out of stock", a form's problem) in their red everywhere: about
/// 1.6:1 on a selected row under Adwaita, 1.1:1 under HighContrast, 2.1:1 on Adwaita's dark
/// variant, where a field's red text and frame are 2.3:1 on its dark base and a link 3.3:1.
/// They dim text (``Label/Style/dim``: a form's hint, how many are left in stock) by opacity,
/// 3.4:1 under HighContrast, 4.4:1 on the dark variant and less on a selected row. An app calls
/// ``keepReadable()`` once GTK is initialized, and from then on, following the theme as the
/// user changes it:
/// - on a selected row, error labels take the row's text color (their words still say what
///   they say), and dimmed text is not dimmed;
/// - while the theme's background is dark, the theme's red is lightened (``darkBackgroundCSS``,
///   about 5:1) for error labels, for the text and frame of an entry, a spin button or a combo
///   box marked `error` (a field with a problem) and for the frame around a text view with a
///   problem (``TextView/errorMessage``), and links are lightened too (about 5.5:1);
/// - while the theme's background is dark or a HighContrast theme is on, dimmed text is drawn
///   at ``dimOpacity`` (6.5:1 or more);
/// - under a HighContrast theme, the focus ring is drawn in the text's color.
///
/// Adwaita's light variant keeps its own dimming (about 3.2:1), as GNOME draws it: a user who
/// needs more turns on High Contrast, which this follows.
@MainActor
public enum TextContrast {
    /// The opacity of dimmed text while the background is dark or a HighContrast theme is on.
    public static let dimOpacity = 0.75

    /// Always applied, over the other corrections: on a selected row (also in an inactive
    /// window), error labels take the row's text color and dimmed text is not dimmed.
    public static let selectedRowCSS = """
        row:selected label.error { color: inherit; }
        row:selected .dim-label { opacity: 1; }
        """

    /// Applied while the theme's background is dark: the theme's red, lightened, for error
    /// labels and for the text and frame of a field with a problem (focused or not), and the
    /// link color, lightened.
    public static let darkBackgroundCSS = """
        label.error, entry.error, spinbutton.error:not(.vertical) { color: mix(@error_color, #ffffff, 0.55); }
        entry.error, entry.error:focus, spinbutton.error:not(.vertical), spinbutton.error:focus:not(.vertical),
        combobox.error button.combo, scrolledwindow.\(TextView.frameClass) {
            border-color: mix(@error_color, #ffffff, 0.55);
        }
        entry.error:focus, spinbutton.error:focus:not(.vertical) {
            box-shadow: inset 0 0 0 1px mix(@error_color, #ffffff, 0.55);
        }
        *:link, button:link > label { color: mix(@theme_selected_bg_color, #ffffff, 0.55); }
        """

    /// Applied while the background is dark or a HighContrast theme is on.
    public static let dimTextCSS = ".dim-label { opacity: \(dimOpacity); }"

    /// Applied while a HighContrast theme is on: the focus ring (GTK 3's outline, drawn only
    /// around the widget with the keyboard focus) in the text's color, not GTK's 30 % of it
    /// (1.6:1 to 2:1).
    public static let highContrastFocusCSS = "* { outline-color: currentColor; }"

    private static var styles: [ThemeDependentStyle] = []

    /// Applies from now on, following the theme. Later calls do nothing.
    public static func keepReadable() {
        guard styles.isEmpty, gtk_settings_get_default() != nil else { return }
        let theme = ["gtk-theme-name", "gtk-application-prefer-dark-theme"]
        styles = [
            ThemeDependentStyle(css: darkBackgroundCSS, whenever: { isBackgroundDark }, following: theme,
                                layer: .correction),
            ThemeDependentStyle(css: dimTextCSS, whenever: { isBackgroundDark || isHighContrastOn }, following: theme,
                                layer: .correction),
            ThemeDependentStyle(css: highContrastFocusCSS, whenever: { isHighContrastOn }, following: theme,
                                layer: .correction),
            ThemeDependentStyle(css: selectedRowCSS, whenever: { true }, following: [], layer: .selection),
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

    /// Whether a HighContrast theme (or its inverse) is on.
    public static var isHighContrastOn: Bool {
        let forced = borrowGString(g_getenv("GTK_THEME"))
        let chosen = gtk_settings_get_default().flatMap { takeGString(cgtk_object_dup_string($0, "gtk-theme-name")) }
        return (forced ?? chosen ?? "").hasPrefix("HighContrast")
    }
}
