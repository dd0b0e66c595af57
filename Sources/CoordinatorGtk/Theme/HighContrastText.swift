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

    private static var provider: UnsafeMutablePointer<GtkCssProvider>?
    private static var isApplied = false
    private static var themeChange: SignalConnection?

    /// Follows the theme from now on, also when the user changes it while the app runs.
    /// Later calls do nothing.
    public static func keepDimTextReadable() {
        guard provider == nil, let settings = gtk_settings_get_default() else { return }
        let css = gtk_css_provider_new()
        gtk_css_provider_load_from_data(css, ".dim-label { opacity: \(dimOpacity); }", -1, nil)
        provider = css
        themeChange = Signals.connectNotify(UnsafeMutableRawPointer(settings), property: "gtk-theme-name") { follow() }
        follow()
    }

    /// Whether a HighContrast theme (or its inverse) is on.
    public static var isHighContrastOn: Bool {
        let forced = borrowGString(g_getenv("GTK_THEME"))
        let chosen = gtk_settings_get_default().flatMap { takeGString(cgtk_object_dup_string($0, "gtk-theme-name")) }
        return (forced ?? chosen ?? "").hasPrefix("HighContrast")
    }

    private static func follow() {
        guard let provider, let screen = gdk_screen_get_default(), isHighContrastOn != isApplied else { return }
        isApplied.toggle()
        if isApplied {
            gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider),
                                                      UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        } else {
            gtk_style_context_remove_provider_for_screen(screen, OpaquePointer(provider))
        }
    }
}
