import CoordinatorKit

extension LeaveReason {
    /// The user signs out: the window's content makes way for the sign-in screen
    /// (``AppCoordinator/signOut()``), and the window stays open.
    static let signOut = LeaveReason("sign out")
}
