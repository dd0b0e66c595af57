import CoordinatorKit

/// The Browse tab: the product list, a product's page (loaded through the product service,
/// with a loading and a failure state), its reviews (a child flow), Add to Cart.
@MainActor
public final class BrowseCoordinator: RouteCoordinator<AppRoute, FlowCompletion>, ProductListViewModelDelegate {
    /// The product list's view model (for Ctrl+F and tests).
    public private(set) var productList: ProductListViewModel?
    /// The reviews flow, while it runs.
    public private(set) weak var reviews: ReviewsCoordinator?
    /// Called when the user picks "Go to Cart" (or "Go to Checkout") after adding a product.
    public var onGoToCart: (() -> Void)?
    /// Whether a checkout is under way in the Cart tab: the alert after adding a product then
    /// offers to go back to it, not to a cart the checkout covers.
    public var isCheckingOut: () -> Bool = { false }
    /// The draft of the review of a product kept elsewhere, if any, that its review form takes
    /// up when it opens (see ``ReviewsCoordinator/draftToResume``).
    public var draftToResume: ((Int) -> ReviewDraft?)?
    private let services: StorefrontServices
    /// The product pages' view models, oldest first. Weak: a page's goes with the page, and
    /// so does the one made for a push skipped as a double click. Kept by page, not by product:
    /// a product chosen again while its old page slides out has two for a moment.
    private var detailPages: [WeakDetailPage] = []
    private var startingReviews = false
    private var isAddingToCart = false
    private var stockObservation: StoreObservation?

    /// The tab, starting at the product list.
    public init(services: StorefrontServices) {
        self.services = services
        super.init(initialRoute: .browse)
        stockObservation = services.products.observe { [weak self] product in self?.updateStock(of: product) }
    }

    /// The list and the product pages.
    public override func prepareTransition(for route: AppRoute) -> Transition {
        switch route {
        case .product(let id):
            return productPage(id).transition
        default:
            let viewModel = productList ?? ProductListViewModel(products: services.products)
            viewModel.delegate = self
            if productList == nil {
                // The coordinator loads the catalog (off the main thread), not the view.
                Task { [weak viewModel] in await viewModel?.load() }
            }
            productList = viewModel
            return .set([ProductListScreen(viewModel: viewModel)], animation: .none)
        }
    }

    /// Product pages load as they slide in (the trigger returns once loaded, or failed);
    /// `.reviews` and `.writeReview` run the reviews flow.
    @discardableResult
    public override func trigger(_ route: AppRoute) async -> TransitionOutcome {
        switch route {
        case .product(let id):
            guard let router = flow?.router else { return .failed(.routerNotStarted) }
            let page = productPage(id)
            // Not after the slide: a product the loaded catalog has shows at once, and the
            // page's focus is on Add to Cart for the keys typed next, not on its loading state.
            let loading = Task { [weak self, viewModel = page.viewModel] in await self?.load(viewModel) }
            let outcome = await router.perform(page.transition, route: route)
            if outcome.didComplete { await loading.value } else { loading.cancel() }
            return outcome
        case .reviews(let id):
            return await showReviews(of: id)
        case .writeReview(let id):
            if reviews == nil { await showReviews(of: id) }
            return await reviews?.trigger(route) ?? .failed(.coordinatorFinished)
        default:
            return await super.trigger(route)
        }
    }

    /// Shows `routes` (a deep link or a restored session): from the list, each in turn; nothing
    /// if the way back to the list is refused. The rest of the routes are dropped once one shows
    /// no new page, or the user has gone back from it while it loaded: the reviews of a product
    /// page the user left belong on no page. They are dropped too once the task opening them is
    /// cancelled (a newer link takes its place).
    public func open(_ routes: [AppRoute]) async {
        guard let router = flow?.router, await router.perform(.popToRoot(animation: .none)).didComplete else { return }
        await follow(routes.filter { $0 != .browse }) { route in
            let depth = router.screens.count
            await trigger(route)
            return router.screens.count > depth
        }
    }

    /// The list told us which product was chosen.
    public func productList(_ list: ProductListViewModel, didChoose id: Int) {
        Task { await trigger(.product(id)) }
    }

    private func handle(_ event: ProductDetailViewModel.Event, on viewModel: ProductDetailViewModel) {
        switch event {
        case .retry: Task { await load(viewModel) }
        case .showReviews: Task { await trigger(.reviews(viewModel.productID)) }
        case .addToCart: Task { await addToCart(viewModel) }
        }
    }

    private func load(_ viewModel: ProductDetailViewModel) async {
        viewModel.show(.loading)
        do throws(ProductServiceError) {
            viewModel.show(.loaded(try await services.products.product(id: viewModel.productID)))
        } catch {
            if case .notFound = error {
                viewModel.show(.notFound(error.description))  // retrying cannot help
            } else {
                viewModel.show(.failed(error.description))
            }
        }
    }

    /// Opens the reviews unless they are open or opening (a double click). Reviews the user
    /// just went back from are not open any more, even while their page still slides out and
    /// their flow has not ended yet: pressing Reviews again at once opens them again.
    @discardableResult
    private func showReviews(of id: Int) async -> TransitionOutcome {
        guard !startingReviews, reviews?.showsScreens != true else { return .ignoredDuplicate }
        startingReviews = true
        defer { startingReviews = false }
        var loaded = pages(of: id).last?.product
        if loaded == nil { loaded = try? await services.products.product(id: id) }
        guard let product = loaded else { return .failed(.screenNotFound(id: "product/\(id)")) }
        let child = ReviewsCoordinator(product: product, services: services)
        child.draftToResume = { [weak self] in self?.draftToResume?(product.id) }
        reviews = child
        await start(child) { [weak self] result in
            guard case .reviewAdded(let updated) = result else { return }
            self?.pages(of: updated.id).forEach { $0.show(.loaded(updated)) }
        }
        return .completed
    }

    /// An open product page shows the stock as it is now (an order took some). Its reviews
    /// come with the reviews flow's result, when the user goes back to the page.
    private func updateStock(of product: Product) {
        for page in pages(of: product.id) {
            guard var shown = page.product, shown.stock != product.stock else { continue }
            shown.stock = product.stock
            page.show(.loaded(shown))
        }
    }

    /// A new page for product `id` (loaded once shown), and the transition that pushes it.
    private func productPage(_ id: Int) -> (viewModel: ProductDetailViewModel, transition: Transition) {
        let viewModel = ProductDetailViewModel(productID: id, knownName: services.products.loadedProduct(id: id)?.name)
        viewModel.onEvent = { [weak self, unowned viewModel] event in self?.handle(event, on: viewModel) }
        detailPages.removeAll { $0.viewModel == nil }
        detailPages.append(WeakDetailPage(viewModel: viewModel))
        return (viewModel, .push(ProductDetailScreen(viewModel: viewModel)))
    }

    /// The view models of product `id`'s pages still alive, oldest first.
    private func pages(of id: Int) -> [ProductDetailViewModel] {
        detailPages.compactMap(\.viewModel).filter { $0.productID == id }
    }

    /// Adds the page's product and says so (how many the cart has now, when more than one);
    /// a second click before the user has answered (a double click) adds nothing.
    private func addToCart(_ viewModel: ProductDetailViewModel) async {
        guard !isAddingToCart, let product = viewModel.product else { return }
        isAddingToCart = true
        defer { isAddingToCart = false }
        do throws(CartError) {
            try services.cart.add(product)
        } catch {
            await flow?.router.alert(Alert(title: "Not Added to the Cart", message: error.description))
            return
        }
        let count = services.cart.quantity(of: product.id)
        let checkingOut = isCheckingOut()
        var message = count > 1 ? "Your cart has \(count) of \(product.name)." : "\(product.name) is in your cart."
        if checkingOut { message += " The checkout you began shows it before you place the order." }
        let go = AlertAction(checkingOut ? "Go to Checkout" : "Go to Cart")
        let alert = Alert(title: "Added to Your Cart", message: message, actions: [
            AlertAction("Keep Shopping", role: .cancel), go,
        ])
        if await flow?.router.alert(alert) == go { onGoToCart?() }
    }
}

/// A product page's view model, without keeping it alive.
@MainActor
private struct WeakDetailPage {
    weak var viewModel: ProductDetailViewModel?
}
