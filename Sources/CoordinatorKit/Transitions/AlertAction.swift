/// One of an ``Alert``'s actions.
public struct AlertAction: Sendable, Hashable {
    /// How an action is styled and what it means.
    public enum Role: String, Sendable, Hashable, Codable {
        /// A normal action.
        case `default`
        /// The action that backs out; Escape chooses it.
        case cancel
        /// An action that destroys something (styled as such: red in GNOME).
        case destructive
    }

    /// The button's label. As in GTK, an underscore marks the letter of its access key
    /// ("Keep _Editing": Alt+E) and two show one ("Keep__it"); a title with none gets a free
    /// letter from the GTK layer.
    public var title: String
    /// The action's role.
    public var role: Role

    /// Creates an action.
    public init(_ title: String, role: Role = .default) {
        self.title = title
        self.role = role
    }

    /// The title as its button shows it, without the underscore that marks its access key
    /// ("Keep _Editing" → "Keep Editing"; "Keep__it" → "Keep_it").
    public var shownTitle: String { title.mnemonicReading.shown }

    /// Whether `name` is this action's title, as written (``title``) or as shown
    /// (``shownTitle``): a test answers "Delete" for the action "_Delete".
    public func isTitled(_ name: String) -> Bool { name == title || name == shownTitle }
}
