import CGtk

/// CSS applied to the whole screen while a condition on the theme holds, following the
/// user's theme settings as they change (the mechanism ``HighContrastText`` and
/// ``ErrorTextContrast`` share).
@MainActor
final class ThemeDependentStyle {
    private let provider: OpaquePointer
    private let condition: @MainActor () -> Bool
    private var isApplied = false
    private var settingsChanges: [SignalConnection] = []

    /// Applies `css` now if `condition` holds, and again, or no more, whenever one of the
    /// GtkSettings `properties` changes.
    init(css: String, whenever condition: @escaping @MainActor () -> Bool, following properties: [String]) {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        self.provider = OpaquePointer(provider)
        self.condition = condition
        if let settings = gtk_settings_get_default() {
            settingsChanges = properties.map { property in
                Signals.connectNotify(UnsafeMutableRawPointer(settings), property: property) { [weak self] in
                    self?.follow()
                }
            }
        }
        follow()
    }

    /// Puts `css` on the screen for good the first time it is asked for: the style a kind of
    /// widget needs, applied as the first of them is made.
    static func applyOnce(_ css: String) {
        guard appliedOnce[css] == nil else { return }
        appliedOnce[css] = ThemeDependentStyle(css: css, whenever: { true }, following: [])
    }

    /// The styles ``applyOnce(_:)`` applied, by their CSS.
    private static var appliedOnce: [String: ThemeDependentStyle] = [:]

    private func follow() {
        guard let screen = gdk_screen_get_default(), condition() != isApplied else { return }
        isApplied.toggle()
        if isApplied {
            gtk_style_context_add_provider_for_screen(screen, provider, UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        } else {
            gtk_style_context_remove_provider_for_screen(screen, provider)
        }
    }
}
