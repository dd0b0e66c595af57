import CoordinatorKit

/// Checkout: confirmation.
@MainActor
public final class ConfirmOrderScreen: Screen {
    /// The screen's view model.
    public let viewModel: ConfirmOrderViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: ConfirmOrderViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "checkout/confirm" }

    /// The header bar title.
    public var title: String { "Confirm Order" }
}
