import CGtk
import CoordinatorKit

/// Shows an ``Alert`` as a modal `GtkMessageDialog` and returns the action chosen.
///
/// Buttons keep the alert's order, each with an Alt key (``AlertMnemonics``); destructive
/// actions get the `destructive-action` style and are never the default; Escape, Ctrl+W and
/// the close button choose the cancel action. The alert leaves the screen as it is answered, not once
/// the task awaiting the answer runs: a key pressed right after (Return on the alert, then
/// Escape at once) goes to the window under it, and the input shields are armed then.
@MainActor
final class AlertPresenter {
    /// The alert on screen, if any, and what it shows as the app asked for it (its actions in
    /// button order), for tests and tools.
    private(set) var shown: (dialog: MessageDialog, alert: Alert)?

    /// Shows `alert` over `parent` until the user answers.
    func show(_ alert: Alert, over parent: Window) async -> AlertAction {
        let dialog = MessageDialog(parent: parent, kind: .question, text: alert.title, secondaryText: alert.message)
        dialog.accessibleName = alert.title
        let labels = AlertMnemonics.labels(for: alert.actions.map(\.title))
        for (index, action) in alert.actions.enumerated() {
            let style: Button.Style = switch action.role {
            case .destructive: .destructive
            case .default where index == alert.actions.lastIndex { $0.role == .default }: .suggested
            default: .normal
            }
            dialog.addButton(labels[index], response: Dialog.Response(rawValue: Int32(index)), style: style)
        }
        if let preferred = alert.actions.lastIndex(where: { $0.role == .default }) {
            dialog.setDefaultResponse(Dialog.Response(rawValue: Int32(preferred)))
        }
        shown = (dialog, alert)
        let response = await withCheckedContinuation { (continuation: CheckedContinuation<Dialog.Response, Never>) in
            let answer = ResumeOnce(continuation)
            dialog.onResponse { [weak self, unowned dialog] response in
                InputShields.arm()  // what the alert covered comes under the pointer
                self?.shown = nil
                dialog.hide()  // its modal grab goes with it
                answer.resume(returning: response)
            }
            // Destroyed unanswered (its parent window went away): as if cancelled.
            dialog.onDestroy { answer.resume(returning: .deleteEvent) }
            // Ctrl+W closes the window with the focus (GNOME), as it does a dialog.
            dialog.onCloseShortcut { [unowned dialog] in dialog.respond(.deleteEvent) }
            dialog.showAll()
            dialog.present()
        }
        shown = nil
        dialog.destroy()
        return alert.actions.indices.contains(Int(response.rawValue))
            ? alert.actions[Int(response.rawValue)] : alert.cancelAction
    }

    /// Answers the alert on screen, if any, with its cancel action, as Escape does.
    func cancelShown() { shown?.dialog.respond(.deleteEvent) }
}

/// Resumes a continuation the first time only.
@MainActor
final class ResumeOnce<Value: Sendable> {
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }

    func resume(returning value: Value) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}
