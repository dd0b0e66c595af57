import FoundationEssentials

/// The product catalog and its reviews, as the app's screens see it.
///
/// Nothing is read when the service is made, so the app starts fast: the catalog is read on the
/// first ``load()`` or ``product(id:)`` (off the main thread), then kept. Reviews written in the app
/// are kept in `reviews.json` in the data folder and merged into the products, ratings included;
/// what the app's orders took is kept in `sales.json` and taken off the stock. Each load
/// honours the ``FaultInjection`` the service was given.
@MainActor
public final class ProductService {
    /// The file, in the data folder, that keeps the reviews written in the app.
    public static let reviewsFileName = "reviews.json"
    /// The file, in the data folder, that keeps how many items of each product orders took.
    public static let salesFileName = "sales.json"

    /// The simulated slowness and failures.
    public let faults: FaultInjection
    /// Where problems go (a corrupt reviews or sales file, ignored fault variables), for the app to show.
    public let warnings: WarningLog

    private let resources: ResourceLocator
    private let reviewsFile: StateFile<[Int: [Review]]>
    private let salesFile: StateFile<[Int: Int]>
    private var baseCatalog: Catalog?
    private var userReviews: [Int: [Review]] = [:]
    private var sold: [Int: Int] = [:]
    private var productsByID: [Int: Product] = [:]
    private var orderedProducts: [Product] = []
    private var pendingLoad: Task<Catalog, any Error>?
    private var loadAttempts = 0
    private let observers = ChangeObservers<Product>()
    private let loadObservers = ChangeObservers<Void>()

    /// A service reading the catalog from `resources`, keeping reviews in `dataDirectory`,
    /// suffering `faults`, and telling problems to `warnings`.
    public init(
        resources: ResourceLocator = ResourceLocator(), dataDirectory: DataDirectory = DataDirectory(),
        faults: FaultInjection = FaultInjection(), warnings: WarningLog = WarningLog()
    ) {
        self.resources = resources
        self.reviewsFile = dataDirectory.stateFile(
            named: Self.reviewsFileName, label: "reviews",
            loss: "The reviews written in Storefront are gone; the catalog’s own reviews remain.")
        self.salesFile = dataDirectory.stateFile(
            named: Self.salesFileName, label: "record of items sold",
            loss: "The stock shown is the catalog’s, as if nothing had been ordered.")
        self.faults = faults
        self.warnings = warnings
        for problem in faults.problems {
            warnings.add(Warning(title: "Environment Variable Ignored", message: problem))
        }
    }

    /// A service configured from `environment`: `STOREFRONT_RESOURCES`, `XDG_DATA_HOME`/`HOME`,
    /// `STOREFRONT_SERVICE_DELAY_MS` and `STOREFRONT_SERVICE_FAIL`; problems go to `warnings`.
    public convenience init(environment: [String: String], warnings: WarningLog = WarningLog()) {
        self.init(resources: ResourceLocator(environment: environment),
                  dataDirectory: DataDirectory(environment: environment),
                  faults: FaultInjection(environment: environment), warnings: warnings)
    }

    /// Whether the catalog has been loaded.
    public var isLoaded: Bool { baseCatalog != nil }

    /// The categories in display order; empty until the catalog is loaded.
    public var categories: [Category] { baseCatalog?.categories ?? [] }

    /// Every product in display order, with the app's reviews; empty until the catalog is loaded.
    public var products: [Product] { orderedProducts }

    /// The loaded products whose name contains every word of `query` (ignoring case, and the
    /// kind of apostrophe), in `category` if given; an empty query matches all. Instant, no
    /// faults: for filtering as the user types.
    public func products(matching query: String = "", in category: Category? = nil) -> [Product] {
        let words = Self.searchFolded(query).split(whereSeparator: { $0.isWhitespace })
        return orderedProducts.filter { product in
            guard category == nil || product.category == category else { return false }
            let name = Self.searchFolded(product.name)
            return words.allSatisfy { name.contains($0) }
        }
    }

    /// `text` as search compares it: in lowercase, and with every apostrophe alike: the
    /// catalog's typographic one (’), a keyboard's straight one, and the others phones, word
    /// processors and web pages write (‘ ʼ).
    private static func searchFolded(_ text: String) -> String {
        String(text.lowercased().map { "’‘ʼ".contains($0) ? "'" : $0 })
    }

    /// The product numbered `id` if the catalog is loaded, without waiting or faults.
    public func loadedProduct(id: Int) -> Product? { productsByID[id] }

    /// How many of product `id` are left to sell: none when it is gone from the loaded catalog.
    public func stockLeft(of id: Int) -> Int { productsByID[id]?.stock ?? 0 }

    /// Loads the catalog if it is not loaded yet, honouring the faults (every call counts as a load).
    public func load() async throws(ProductServiceError) {
        try await injectFaults()
        try await loadCatalog()
    }

    /// The product numbered `id`, loading the catalog first if needed; honours the faults.
    public func product(id: Int) async throws(ProductServiceError) -> Product {
        try await injectFaults()
        try await loadCatalog()
        guard let product = productsByID[id] else { throw .notFound(id) }
        return product
    }

    /// Publishes `review` of product `productID`: keeps it in `reviews.json` and counts it in the
    /// product's rating. An author has one review of a product: a second one replaces the first
    /// (the user edited it). Returns the product as it now is. No faults are injected.
    @discardableResult
    public func addReview(_ review: Review, to productID: Int) async throws(ProductServiceError) -> Product {
        do { try review.validate() } catch { throw .invalidReview(error) }
        try await loadCatalog()
        guard productsByID[productID] != nil else { throw .notFound(productID) }
        var reviews = userReviews
        reviews[productID, default: []].removeAll { $0.author == review.author }
        reviews[productID, default: []].append(review)
        do { try reviewsFile.save(reviews) } catch { throw .saveFailed(error.description) }
        userReviews = reviews
        rebuildProducts()
        let product = productsByID[productID]!
        observers.send(product)
        return product
    }

    /// The review `author` published of product `productID` in the app, if any (the one
    /// ``addReview(_:to:)`` replaces).
    public func review(by author: String, of productID: Int) -> Review? {
        userReviews[productID]?.first { $0.author == author }
    }

    /// Reads the catalog if it is not read yet, without the simulated faults (they show the
    /// list's loading and error states; placing an order needs the stock as it is).
    public func loadWithoutFaults() async throws(ProductServiceError) {
        try await loadCatalog()
    }

    /// What the catalog has fewer of than `items` ask (another order took them, or the
    /// product is gone), a line each, in their order, as the cart would say it; empty when all
    /// are in stock or the catalog is not loaded.
    public func shortages(in items: [CartItem]) -> [CartError] {
        guard isLoaded else { return [] }
        return items.compactMap { item in
            guard productsByID[item.productID] != nil else { return .noLongerSold(productName: item.name) }
            let left = stockLeft(of: item.productID)
            guard item.quantity > left else { return nil }
            return left == 0 ? .outOfStock(productName: item.name)
                : .exceedsStock(productName: item.name, available: left)
        }
    }

    /// Takes `items` out of stock (an order took them) and keeps that in `sales.json`; the
    /// products' observers hear of it. Returns a warning when it could not be saved (the
    /// stock stays lower until the app quits), or when the catalog is not loaded yet (nothing
    /// is recorded then: `sales.json` is read with the catalog).
    public func recordSale(of items: [CartItem]) -> Warning? {
        guard isLoaded else {
            return Warning(title: Warning.notSavedTitle, message: "The order was placed, but the stock could not be "
                           + "lowered: the catalog is not loaded.")
        }
        for item in items { sold[item.productID, default: 0] += item.quantity }
        rebuildProducts()
        for item in items { if let product = productsByID[item.productID] { observers.send(product) } }
        do { try salesFile.save(sold) } catch {
            return .notSaved("The order was placed, but the lower stock could not be saved: it goes back up at "
                             + "the next launch.", because: error)
        }
        return nil
    }

    /// Calls `handler` once the catalog is loaded (products and their stock known), until the
    /// returned observation is cancelled or released.
    public func observeLoading(_ handler: @escaping @MainActor () -> Void) -> StoreObservation {
        loadObservers.add { _ in handler() }
    }

    /// Calls `handler` with a product after its reviews and rating or its stock changed (a
    /// review was published, an order placed), until the returned observation is cancelled or
    /// released: every page showing the product stays true.
    public func observe(_ handler: @escaping @MainActor (Product) -> Void) -> StoreObservation {
        observers.add(handler)
    }

    /// Waits and fails as the faults say for the next load.
    private func injectFaults() async throws(ProductServiceError) {
        loadAttempts += 1
        let attempt = loadAttempts
        if faults.delay > .zero {
            do { try await Task.sleep(for: faults.delay) } catch { throw .cancelled }
        }
        if faults.fails(attempt: attempt) {
            throw .unavailable(
                "The store is not responding (a failure simulated by \(FaultInjection.failureVariable)). Try again.")
        }
    }

    /// Reads the catalog and the app's reviews once; concurrent callers share one read.
    private func loadCatalog() async throws(ProductServiceError) {
        if baseCatalog != nil { return }
        let task: Task<Catalog, any Error>
        if let pendingLoad {
            task = pendingLoad
        } else {
            let resources = resources
            task = Task { try await Self.readCatalog(resources) }
            pendingLoad = task
        }
        let catalog: Catalog
        do {
            catalog = try await task.value
        } catch {
            pendingLoad = nil
            throw (error as? ProductServiceError) ?? .unavailable(String(describing: error))
        }
        pendingLoad = nil
        guard baseCatalog == nil else { return }
        baseCatalog = catalog
        userReviews = warnings.value(of: reviewsFile.load()) ?? [:]
        sold = warnings.value(of: salesFile.load()) ?? [:]
        rebuildProducts()
        loadObservers.send(())
    }

    /// Reads and checks `catalog.json`, off the main thread.
    @concurrent
    private nonisolated static func readCatalog(_ resources: ResourceLocator) async throws(ProductServiceError)
        -> Catalog
    {
        do {
            let file = AtomicFile(url: try resources.catalogURL())
            guard let data = try file.read() else { throw StorageError(operation: "read", path: file.path,
                                                                       reason: "No such file or directory") }
            return try Catalog(json: data)
        } catch let error as ResourceLocatorError {
            throw .unavailable(error.description)
        } catch let error as StorageError {
            throw .unavailable("The catalog could not be read. \(error.description)")
        } catch let error as CatalogError {
            throw .unavailable(error.description)
        } catch {
            throw .unavailable(String(describing: error))
        }
    }

    /// Merges the app's reviews into the catalog's products, and takes what was sold off their stock.
    private func rebuildProducts() {
        orderedProducts = (baseCatalog?.products ?? []).map { base in
            var product = base.adding(userReviews[base.id] ?? [])
            product.stock = max(0, base.stock - (sold[base.id] ?? 0))
            return product
        }
        productsByID = Dictionary(uniqueKeysWithValues: orderedProducts.map { ($0.id, $0) })
    }
}
