/// Who removed a screen or ended a flow.
public enum DismissalOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The app's code (a transition or a router call).
    case code
    /// The user, through one of the desktop's gestures.
    case user(UserGesture)
    /// Nothing: the flow ended before it showed a screen. Its first push or presentation
    /// was skipped as a duplicate of the screen on top (a second click on what started it)
    /// or refused by a guard, its parent's flow had already ended, or its coordinator showed
    /// nothing. Whatever the flow was started for is still where it was: a parent ignores
    /// such a result (it does not, say, discard a draft that the first click's flow is still
    /// editing).
    case nothingShown

    /// Whether the user, not code, did it.
    public var isUser: Bool {
        if case .user = self { true } else { false }
    }

    /// A short name for logs and transcripts.
    public var description: String {
        switch self {
        case .code: "code"
        case .user(let gesture): "user (\(gesture.rawValue))"
        case .nothingShown: "nothing shown"
        }
    }
}

/// The ways a desktop user goes back or closes something.
public enum UserGesture: String, Sendable, Hashable, Codable {
    /// The header bar's back button.
    case backButton = "back button"
    /// Alt+Left.
    case backKey = "Alt+Left"
    /// The mouse's back button (button 8).
    case mouseBackButton = "mouse back button"
    /// Escape.
    case escape = "Escape"
    /// A dialog's or window's close button, or Ctrl+W in a dialog.
    case closeButton = "close button"
    /// A dialog's Cancel button.
    case cancelButton = "Cancel"
    /// Closing the window (Ctrl+W, the window manager).
    case windowClose = "window close"
    /// Choosing a tab (the tab switcher, Ctrl+Page Up/Down, Alt+1…9).
    case tabSwitch = "tab switch"
    /// Following a deep link, from another application: what was open made way for the
    /// place the link names (``NavigationHost/dismissAllModals(origin:reason:)`` with
    /// `.user(.link)` and ``LeaveReason/deepLink``). Not the app's code: the user asked.
    case link = "link"
}
