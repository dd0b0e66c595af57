import CoordinatorKit

/// The cart.
@MainActor
public final class CartScreen: Screen {
    /// The screen's view model.
    public let viewModel: CartViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: CartViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "cart" }

    /// The header bar title.
    public var title: String { "Cart" }
}
