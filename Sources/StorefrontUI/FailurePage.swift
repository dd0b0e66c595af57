import CoordinatorGtk

/// A status page saying that something could not load: an icon, a title, why, and Retry.
@MainActor
final class FailurePage {
    /// The page.
    let page: Box
    /// Why it failed.
    let messageLabel: Label
    /// Retry.
    let retryButton: Button
    private let title: String

    /// A page titled `title` ("Could Not Load the Product").
    init(title: String) {
        self.title = title
        retryButton = Button(label: "_Retry", mnemonic: true)
        retryButton.style = .suggested
        let status = PageLayout.statusPage(iconName: "network-error-symbolic", title: title, buttons: [retryButton])
        page = status.page
        messageLabel = status.description
    }

    /// Shows why it failed. Retry takes the message as its description, so a screen reader
    /// says it with the button; with `announcing`, it also says the title and message at once
    /// (for a page shown while the focus stays elsewhere).
    func show(_ message: String, announcing: Bool) {
        messageLabel.text = message
        retryButton.accessibleDescription = message
        if announcing { messageLabel.announce(sentence(for: message)) }
    }

    /// What a screen reader hears of the failure: "<title>. <message>".
    func sentence(for message: String) -> String { "\(title). \(message)" }
}
