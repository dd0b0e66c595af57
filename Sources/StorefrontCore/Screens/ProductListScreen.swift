import CoordinatorKit

/// The product list.
@MainActor
public final class ProductListScreen: Screen {
    /// The screen's view model.
    public let viewModel: ProductListViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: ProductListViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "browse" }

    /// The header bar title.
    public var title: String { "Browse" }
}
