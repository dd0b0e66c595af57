import CoordinatorKit

/// A product's reviews.
@MainActor
public final class ReviewsScreen: Screen {
    /// The screen's view model.
    public let viewModel: ReviewsViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: ReviewsViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "product/\(viewModel.product.id)/reviews" }

    /// The header bar title.
    public var title: String { "Reviews" }
}
