import CoordinatorGtk

/// GNOME's in-app notification: a message that slides down from the top of a page, with one
/// action (Undo) and a button that dismisses it. It stays until the user acts on it or the
/// page hides it: no timeout takes it away before a screen reader or a slow reader is done.
@MainActor
final class InAppNotification {
    /// The notification as it slides in and out: put it at the top of the page.
    let revealer: Revealer
    /// What happened ("Removed Aurora Wireless Headphones").
    let messageLabel: Label
    /// The action ("Undo").
    let actionButton: Button
    /// Closes the notification without acting.
    let dismissButton: Button

    /// A hidden notification whose action is called `actionTitle` (with a mnemonic).
    init(actionTitle: String) {
        messageLabel = PageLayout.line(style: .body)
        actionButton = Button(label: actionTitle, mnemonic: true)
        dismissButton = Button(iconName: "window-close-symbolic")
        dismissButton.isFlat = true
        dismissButton.accessibleName = "Dismiss"
        dismissButton.tooltip = "Dismiss"
        let content = Box(orientation: .horizontal, spacing: PageLayout.spacing)
        content.addStyleClass("app-notification")
        [messageLabel, actionButton, dismissButton].forEach(content.append)
        revealer = Revealer(child: content, transition: .slideDown)
        revealer.halign = .center
    }

    /// Shows `message` (nil hides the notification; the last message stays on it as it slides out).
    func show(_ message: String?) {
        if let message { messageLabel.text = message }
        revealer.revealsChild = message != nil
    }
}
