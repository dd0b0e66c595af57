/// Who removed a screen or ended a flow.
public enum DismissalOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The app's code (a transition or a router call).
    case code
    /// The user, through one of the desktop's gestures.
    case user(UserGesture)

    /// Whether the user, not code, did it.
    public var isUser: Bool {
        if case .user = self { true } else { false }
    }

    /// A short name for logs and transcripts.
    public var description: String {
        switch self {
        case .code: "code"
        case .user(let gesture): "user (\(gesture.rawValue))"
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
}
