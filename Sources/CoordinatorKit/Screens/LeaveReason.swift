/// Why a screen is asked whether it may be left (``Screen/leaveDecision(for:)``), so that a
/// question can say what the user's answer leads to.
///
/// CoordinatorKit gives the reasons it knows of: ``navigation``, ``deepLink`` and
/// ``windowClose``. An app adds its own as constants in an extension, and passes them where
/// the host takes a reason (``NavigationHost/replaceRoots(with:animation:reason:)``,
/// ``NavigationHost/dismissAllModals(origin:reason:)``):
///
/// ```swift
/// extension LeaveReason {
///     static let signOut = LeaveReason("sign out")
/// }
/// ```
///
/// A screen matches the reasons it words a question for and gives the rest its general
/// question, so a reason added later, by the library or the app, never breaks a `switch`:
///
/// ```swift
/// let title = switch reason {
/// case .windowClose: "Discard Review and Quit?"
/// case .signOut: "Discard Review and Sign Out?"
/// default: "Discard Review?"
/// }
/// ```
public struct LeaveReason: Sendable, Hashable, CustomStringConvertible {
    /// The reason's name, as logs and test failures show it ("window close").
    public let name: String

    /// The reason called `name`; two reasons with the same name are the same reason.
    public init(_ name: String) { self.name = name }

    /// A navigation removes the screen (a pop, a modal's dismissal, new root stacks), and the
    /// window stays open: whoever asked for it, the user (back button, Escape, Cancel) or code.
    public static let navigation = LeaveReason("navigation")

    /// The user followed a deep link (from another application): what is open makes way for
    /// the place it names (``NavigationHost/dismissAllModals(origin:reason:)`` with this
    /// reason and the origin `.user(.link)`, so the flows it ends say so), and the window
    /// stays open. The user did nothing in the window itself, so a
    /// question should say the link is why ("Discard and Open Link").
    public static let deepLink = LeaveReason("deep link")

    /// The screen's window is closing (the window's close button, Ctrl+W on the window rather
    /// than in a modal dialog, quitting the app): everything on it goes at once.
    public static let windowClose = LeaveReason("window close")

    /// The reason's ``name``.
    public var description: String { name }
}
