import CGtk

/// CSS applied to the whole screen while a condition on the theme holds, following the
/// user's theme settings as they change (the mechanism of ``TextContrast`` and of the styles
/// a kind of widget needs).
@MainActor
final class ThemeDependentStyle {
    /// Which styles win where they set the same property on the same widget: GTK 3 decides by
    /// the providers' priorities, and between equal ones by the order they were added in, not
    /// by their selectors (a widget's red frame added after the dark theme's lightened one hid it).
    enum Layer: UInt32 {
        /// A kind of widget's own look (a text view's red frame): the app's priority.
        case widget = 0
        /// A correction of the theme (a lightened red on a dark theme), over widgets' looks.
        case correction = 1
        /// The text on a selected row, over every other correction.
        case selection = 2
    }

    private let provider: OpaquePointer
    private let priority: UInt32
    private let condition: @MainActor () -> Bool
    private var isApplied = false
    private var settingsChanges: [SignalConnection] = []

    /// Applies `css` in `layer` now if `condition` holds, and again, or no more, whenever one
    /// of the GtkSettings `properties` changes.
    init(css: String, whenever condition: @escaping @MainActor () -> Bool, following properties: [String],
         layer: Layer = .widget) {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        self.provider = OpaquePointer(provider)
        priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + layer.rawValue
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
            gtk_style_context_add_provider_for_screen(screen, provider, priority)
        } else {
            gtk_style_context_remove_provider_for_screen(screen, provider)
        }
    }
}
