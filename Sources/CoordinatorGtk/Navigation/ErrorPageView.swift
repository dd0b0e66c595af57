import CoordinatorKit

/// A page that says something went wrong: an icon, a title and an explanation.
@MainActor
public final class ErrorPageView: ScreenView {
    /// The page.
    public let root: Widget

    /// Creates the page.
    public init(title: String, message: String, iconName: String = "dialog-error-symbolic") {
        let box = Box(orientation: .vertical, spacing: 12)
        box.setMargins(24)
        box.vexpand = true
        let icon = Image.decorative(iconName: iconName, pixelSize: 64)
        let heading = Label(title)
        heading.style = .title
        let explanation = Label(message)
        explanation.wraps = true
        explanation.style = .dim
        let spacerTop = Box(orientation: .vertical, spacing: 0)
        spacerTop.vexpand = true
        let spacerBottom = Box(orientation: .vertical, spacing: 0)
        spacerBottom.vexpand = true
        [spacerTop, icon, heading, explanation, spacerBottom].forEach(box.append)
        root = box
    }
}
