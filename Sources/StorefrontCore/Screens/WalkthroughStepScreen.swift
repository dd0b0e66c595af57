import CoordinatorKit

/// One step of the walkthrough.
@MainActor
public final class WalkthroughStepScreen: Screen {
    /// The screen's view model.
    public let viewModel: WalkthroughStepViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: WalkthroughStepViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "walkthrough/\(viewModel.number)" }

    /// The header bar title.
    public var title: String { "How to Shop" }
}
