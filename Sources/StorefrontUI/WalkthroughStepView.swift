import CoordinatorGtk
import StorefrontCore

/// One step of the "How to Shop" walkthrough: a large icon, "Step n of 4", a heading and a
/// paragraph; Skip and Next, or on the last step Start Over and Start Shopping.
@MainActor
public final class WalkthroughStepView: ScreenView {
    /// The view model shown.
    public let viewModel: WalkthroughStepViewModel
    /// The page.
    public let root: Widget
    /// "Step 2 of 4".
    public let progressLabel: Label
    /// The step's heading.
    public let headingLabel: Label
    /// The step's text.
    public let textLabel: Label
    /// The step's icon.
    public let icon: Image
    /// The view model's notice (hidden while there is none).
    public let noticeLabel: Label
    /// Next (nil on the last step).
    public let nextButton: Button?
    /// Skip, which ends the walkthrough at once (nil on the last step).
    public let skipButton: Button?
    /// Start Over (last step only).
    public let startOverButton: Button?
    /// Start Shopping (last step only).
    public let startShoppingButton: Button?

    /// The main button, focused so that Enter moves on.
    public var initialFocus: Widget? { nextButton ?? startShoppingButton }

    /// A view of `viewModel`.
    public init(viewModel: WalkthroughStepViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column()
        column.valign = .center
        column.vexpand = true

        icon = Image.decorative(iconName: viewModel.iconName, pixelSize: PageLayout.largeIconSize)
        icon.marginBottom = 12
        progressLabel = PageLayout.label(viewModel.progress, style: .dim)
        headingLabel = PageLayout.label(viewModel.heading, style: .title)
        headingLabel.wraps = true
        headingLabel.centersLines = true
        headingLabel.maxWidthChars = 36
        textLabel = Label(viewModel.text)
        textLabel.wraps = true
        textLabel.centersLines = true
        textLabel.maxWidthChars = 50
        noticeLabel = PageLayout.messageLabel()
        noticeLabel.centersLines = true
        noticeLabel.xalign = 0.5
        noticeLabel.maxWidthChars = 50
        noticeLabel.marginTop = 12
        [icon, progressLabel, headingLabel, textLabel, noticeLabel].forEach(column.append)

        var buttons: [Button] = []
        if viewModel.isLast {
            let startOver = Button(label: "Start _Over", mnemonic: true)
            let startShopping = Button(label: "Start _Shopping", mnemonic: true)
            startShopping.style = .suggested
            startOver.onClicked { [viewModel] in viewModel.startOver() }
            startShopping.onClicked { [viewModel] in viewModel.startShopping() }
            buttons = [startOver, startShopping]
            nextButton = nil
            skipButton = nil
            startOverButton = startOver
            startShoppingButton = startShopping
        } else {
            let skip = Button(label: "_Skip", mnemonic: true)
            let next = Button(label: "_Next", mnemonic: true)
            next.style = .suggested
            skip.onClicked { [viewModel] in viewModel.skip() }
            next.onClicked { [viewModel] in viewModel.next() }
            buttons = [skip, next]
            skipButton = skip
            nextButton = next
            startOverButton = nil
            startShoppingButton = nil
        }
        buttons.forEach { $0.setSizeRequest(width: 140, height: -1) }
        // Side by side, centered, each at least 140 px wide (as wide as each other at the usual
        // text size); one under the other where they do not fit (Start Over and Start Shopping
        // as wide as each other held the window 440 px wide at one and a half times the text size).
        let row = PageLayout.buttonRow(buttons, halign: .center)
        row.marginTop = 18
        column.append(row)
        // Scrolling, as every page: at a large text size a step is taller than a small window,
        // which would otherwise grow to hold it.
        root = PageLayout.scrolling(column, width: PageLayout.formWidth)
        showNotice()
        viewModel.onChange = { [weak self] in self?.showNotice() }
    }

    /// Shows the notice, and says the step with it as the main button's description.
    private func showNotice() {
        // The step's words are labels, which the keyboard never visits: the main button, which
        // has the focus on every step, says them with its name, so a screen reader reads the
        // step, not just "Next, Next, Next". A screen reader says a new description of the
        // focused button itself; otherwise a notice that comes while the step is on show is
        // announced.
        guard let button = initialFocus else { return }
        PageLayout.show(viewModel.notice, in: noticeLabel, announcing: PageLayout.announces(on: root, saidBy: button))
        button.accessibleDescription = "\(viewModel.progress). \(viewModel.heading). \(viewModel.text)"
            + (viewModel.notice.map { " " + $0 } ?? "")
    }
}
