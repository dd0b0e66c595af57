/// Why a screen is asked whether it may be left (``Screen/leaveDecision(for:)``), so that a
/// question can say what the user's answer leads to.
public enum LeaveReason: Sendable, Hashable {
    /// A navigation removes the screen (a pop, a modal's dismissal, new root stacks), and the
    /// window stays open: whoever asked for it, the user (back button, Escape, Cancel) or code.
    case navigation
    /// The user signs out: the window's content makes way for a sign-in screen (new root
    /// stacks, ``NavigationHost/replaceRoots(with:animation:reason:)`` with this reason), and
    /// the window stays open.
    case signOut
    /// The user followed a deep link (from another application): what is open makes way for
    /// the place it names (``NavigationHost/dismissAllModals(origin:reason:)`` with this
    /// reason), and the window stays open. The user did nothing in the window itself, so a
    /// question should say the link is why ("Discard and Open Link").
    case deepLink
    /// The screen's window is closing (the window's close button, Ctrl+W on the window rather
    /// than in a modal dialog, quitting the app): everything on it goes at once.
    case windowClose
}
