/// A product's page: loaded through the product service, with a loading and a failure state.
@MainActor
public final class ProductDetailViewModel {
    /// What the page shows.
    public enum State: Equatable, Sendable {
        /// The product is being loaded.
        case loading
        /// The product.
        case loaded(Product)
        /// It could not be loaded, for the reason given; retrying may help.
        case failed(String)
        /// The catalog has no such product (a restored session's page, for example, whose
        /// product is gone): the reason given, and nothing to retry.
        case notFound(String)
    }
    /// What the user can do on the page.
    public enum Event: Sendable { case retry, showReviews, addToCart }

    /// The product's number.
    public let productID: Int
    /// What the page shows.
    public private(set) var state = State.loading
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Where the events go (the coordinator).
    public var onEvent: ((Event) -> Void)?

    /// The product's name when the page was made (the list shows it), if known.
    public let knownName: String?

    /// A page for product `productID`, loading; `knownName` titles it meanwhile.
    public init(productID: Int, knownName: String? = nil) {
        self.productID = productID
        self.knownName = knownName
    }

    /// The product, once loaded.
    public var product: Product? {
        if case .loaded(let product) = state { product } else { nil }
    }

    /// The page's title: the product's name, known before it loads when the list showed it.
    public var title: String { product?.name ?? knownName ?? "Product" }

    /// Shows `state`.
    public func show(_ state: State) {
        self.state = state
        onChange?()
    }

    /// The user pressed Retry.
    public func retry() { onEvent?(.retry) }
    /// The user opened the reviews.
    public func showReviews() { onEvent?(.showReviews) }
    /// The user pressed Add to Cart.
    public func addToCart() { onEvent?(.addToCart) }
}
