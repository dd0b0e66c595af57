/// A short question for the user with a few actions, shown over the current screen.
///
/// The GTK layer shows it as a message dialog; the action the user picks is returned to the
/// coordinator that triggered it (Escape picks the cancel action).
public struct Alert: Sendable, Hashable {
    /// The main text, a short question or statement.
    public var title: String
    /// Secondary text that explains the consequences, if any.
    public var message: String?
    /// The actions, in the order the user reads them.
    public var actions: [AlertAction]

    /// Creates an alert; with no actions it gets a single "OK" action that cancels, and when
    /// every action is destructive, a "Cancel" after them: the user always has a way out that
    /// destroys nothing.
    public init(title: String, message: String? = nil, actions: [AlertAction] = []) {
        self.title = title
        self.message = message
        self.actions = if actions.isEmpty {
            [AlertAction("OK", role: .cancel)]
        } else if actions.allSatisfy({ $0.role == .destructive }) {
            actions + [AlertAction("Cancel", role: .cancel)]
        } else {
            actions
        }
    }

    /// The action Escape and closing the alert choose: the first cancel action, else the first
    /// action that is not destructive (Escape never discards), else a "Cancel" that is not
    /// among the buttons (for actions set, after the alert was made, to destructive ones only).
    public var cancelAction: AlertAction {
        actions.first { $0.role == .cancel } ?? actions.first { $0.role != .destructive }
            ?? AlertAction("Cancel", role: .cancel)
    }

    /// The usual "discard unsaved changes?" confirmation for a ``LeaveDecision/confirm(_:)``.
    public static func discardChanges(
        title: String = "Discard Changes?",
        message: String? = "Your changes will be lost.",
        keepTitle: String = "Keep Editing",
        discardTitle: String = "Discard"
    ) -> Alert {
        Alert(title: title, message: message, actions: [
            AlertAction(keepTitle, role: .cancel),
            AlertAction(discardTitle, role: .destructive),
        ])
    }
}
