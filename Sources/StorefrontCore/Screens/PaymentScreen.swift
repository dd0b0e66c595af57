import CoordinatorKit

/// Checkout: the card.
@MainActor
public final class PaymentScreen: Screen {
    /// The screen's view model.
    public let viewModel: PaymentViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: PaymentViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "checkout/payment" }

    /// The header bar title.
    public var title: String { "Payment" }
}
