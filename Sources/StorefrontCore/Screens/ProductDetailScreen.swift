import CoordinatorKit

/// A product's page.
@MainActor
public final class ProductDetailScreen: Screen {
    /// The screen's view model.
    public let viewModel: ProductDetailViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: ProductDetailViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "product/\(viewModel.productID)" }

    /// The header bar title.
    public var title: String { viewModel.title }
}
