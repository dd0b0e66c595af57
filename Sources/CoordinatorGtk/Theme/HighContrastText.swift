import CGtk

/// Keeps dimmed text readable under GTK's HighContrast themes.
///
/// GTK dims text of the `dim-label` style class (``Label/Style/dim``) by opacity, which under
/// the HighContrast theme leaves about 3.4:1 against the background, below the 4.5:1 that
/// text needs (WCAG AA). An app whose dimmed text says something the user needs (a form's
/// hint, how many are left in stock) calls ``keepDimTextReadable()`` once GTK is initialized:
/// while a HighContrast theme is on (the desktop's setting, or `GTK_THEME`), dimmed text is
/// drawn at ``dimOpacity`` instead, about 6.5:1. Other themes are left as they are.
@MainActor
public enum HighContrastText {
    /// The opacity of dimmed text while a HighContrast theme is on.
    public static let dimOpacity = 0.75

    private static var style: ThemeDependentStyle?

    /// Follows the theme from now on, also when the user changes it while the app runs.
    /// Later calls do nothing.
    public static func keepDimTextReadable() {
        guard style == nil, gtk_settings_get_default() != nil else { return }
        style = ThemeDependentStyle(css: ".dim-label { opacity: \(dimOpacity); }", whenever: { isHighContrastOn },
                                    following: ["gtk-theme-name"])
    }

    /// Whether a HighContrast theme (or its inverse) is on.
    public static var isHighContrastOn: Bool {
        let forced = borrowGString(g_getenv("GTK_THEME"))
        let chosen = gtk_settings_get_default().flatMap { takeGString(cgtk_object_dup_string($0, "gtk-theme-name")) }
        return (forced ?? chosen ?? "").hasPrefix("HighContrast")
    }
}
