import CoordinatorKit

/// Checkout: the shipping address.
@MainActor
public final class AddressScreen: Screen {
    /// The screen's view model.
    public let viewModel: AddressViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: AddressViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "checkout/address" }

    /// The header bar title.
    public var title: String { "Shipping Address" }
}
