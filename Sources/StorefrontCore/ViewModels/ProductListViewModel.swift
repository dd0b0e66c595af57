/// Tells the browse coordinator which product the user chose; the list never navigates.
@MainActor
public protocol ProductListViewModelDelegate: AnyObject {
    /// The user chose the product `id`.
    func productList(_ list: ProductListViewModel, didChoose id: Int)
}

/// The product list: search by name, filter by category, choose a product.
@MainActor
public final class ProductListViewModel {
    /// What the list shows.
    public enum State: Equatable, Sendable { case loading, loaded, failed(String) }

    /// The delegate told of choices.
    public weak var delegate: ProductListViewModelDelegate?
    /// What the list shows.
    public private(set) var state = State.loading
    /// The search text.
    public var query = "" { didSet { if query != oldValue { onChange?() } } }
    /// The category filter (nil: all).
    public var category: Category? {
        didSet {
            guard category != oldValue else { return }
            notice = nil
            if state == .loaded { showEveryCategoryIfGone() }
            onChange?()
        }
    }
    /// Why the list shows other than what the user left it showing (a category restored with
    /// the session that the catalog no longer has: every category is shown), until the next
    /// category chosen; nil usually.
    public private(set) var notice: String?
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?

    private let products: ProductService
    private var observation: StoreObservation?

    /// A list over `products`, following their ratings (a review published elsewhere).
    public init(products: ProductService) {
        self.products = products
        observation = products.observe { [weak self] _ in self?.onChange?() }
    }

    /// The categories to filter by.
    public var categories: [Category] { products.categories }
    /// The products shown, filtered.
    public var shown: [Product] { products.products(matching: query, in: category) }
    /// The line shown when nothing matches.
    public var emptyText: String {
        if query.isEmpty { return "No products in this category." }
        // A search stays within the chosen category: say so, or a product elsewhere seems missing.
        let place = category.map { " in \($0.name)" } ?? ""
        return "No product\(place) matches “\(query.escapedAndAbbreviated())”."  // a long paste by its ends
    }

    /// Loads the catalog (after the window is on screen: start-up stays fast). A load asked
    /// for while one runs (the coordinator's, then the page's as it is first shown) waits for
    /// that one rather than loading again: each load counts for the service's simulated
    /// failures (`STOREFRONT_SERVICE_FAIL=once` failed a load the user never saw).
    public func load() async { await loading.value { await self.loadCatalog() } }

    private let loading = JoinableTask<Void>()

    private func loadCatalog() async {
        state = .loading
        onChange?()
        do throws(ProductServiceError) {
            try await products.load()
            state = .loaded
            showEveryCategoryIfGone()
        } catch {
            state = .failed(error.description)
        }
        onChange?()
    }

    /// Shows every category, and says why, when the one chosen is not in the catalog (a
    /// session's, restored before or after the catalog loaded, which an update took out).
    private func showEveryCategoryIfGone() {
        guard let gone = category, !categories.contains(gone) else { return }
        category = nil
        notice = "There is no category “\(gone.name.escapedAndAbbreviated())” in the catalog now: "
            + "products in every category are shown."
    }

    /// The user chose the product `id`.
    public func choose(_ id: Int) { delegate?.productList(self, didChoose: id) }
}
