// The README's example, verbatim: .ci/check-readme-examples fails when a block the README
// marks as checked is not found here, so the example compiles and its test passes at every
// commit. Below it, the types the README says are the app's own.
import CoordinatorKit
import CoordinatorKitTesting
import Testing

enum ShopRoute: Sendable { case products, product(id: Int), reviews(productID: Int), thanks }

final class ShopCoordinator: RouteCoordinator<ShopRoute, FlowCompletion> {
    init() { super.init(initialRoute: .products) }

    override func prepareTransition(for route: ShopRoute) -> Transition {
        switch route {
        case .products:
            // The view model gets a weak router for exactly these routes: it names a route by
            // intent (its event), this coordinator decides the transition; no retain cycle.
            .push(ProductsScreen(viewModel: ProductsViewModel(router: weakRouter)))
        case .product(let id):
            .push(ProductScreen(id: id))          // a second click on the same product is ignored
        case .reviews:
            .none                                 // a child flow: see trigger(_:) below
        case .thanks:
            .alert(Alert(title: "Thank You", message: "Your review is published.",
                         actions: [AlertAction("OK", role: .cancel)]))
        }
    }

    /// A route that runs a child flow, not one transition: override `trigger`.
    @discardableResult
    override func trigger(_ route: ShopRoute) async -> TransitionOutcome {
        let outcome = await super.trigger(route)  // entry guards first (`.none` shows nothing)
        guard case .reviews(let id) = route, outcome.didComplete else { return outcome }
        // Stored while it runs, freed when it ends — also when the user just goes back (nil).
        let result = await coordinate(to: ReviewsCoordinator(productID: id))
        return if case .reviewAdded? = result { await super.trigger(.thanks) } else { .completed }
    }
}

@Test @MainActor func leavingTheReviewsEndsTheirFlow() async {
    let navigator = RecordingNavigator()
    let host = NavigationHost(navigator: navigator)  // keep it: a host let go closes its flows
    let shop = ShopCoordinator()
    await host.start(root: shop)
    #expect(await navigator.simulateBack(.backKey) == .failed(.cannotPopRoot))
    let reviewing = Task { await shop.trigger(.reviews(productID: 42)) }
    #expect(await eventually { navigator.screenIDs().count == 2 })  // the reviews are on show
    await navigator.simulateBack()                   // the child flow ends, and is freed
    #expect(await reviewing.value == .completed)
}

// MARK: The app's own types, which the README leaves out

final class ProductsScreen: Screen {
    let viewModel: ProductsViewModel
    init(viewModel: ProductsViewModel) { self.viewModel = viewModel }
    var id: String { "products" }
    var title: String { "Products" }
}

/// Names the product the user chose: the coordinator decides what shows it.
@MainActor
final class ProductsViewModel {
    private let router: WeakRouter<ShopRoute>
    init(router: WeakRouter<ShopRoute>) { self.router = router }
    func choose(productID: Int) async { await router.trigger(.product(id: productID)) }
}

final class ProductScreen: Screen {
    let productID: Int
    init(id: Int) { productID = id }
    var id: String { "product/\(productID)" }
    var title: String { "Product" }
}

enum ReviewsResult { case reviewAdded }

final class ReviewsCoordinator: RouteCoordinator<ReviewsRoute, ReviewsResult?> {
    init(productID: Int) { super.init(initialRoute: .reviews(productID: productID)) }

    override func prepareTransition(for route: ReviewsRoute) -> Transition {
        switch route {
        case .reviews(let productID): .push(ReviewsScreen(productID: productID))
        }
    }
}

enum ReviewsRoute: Sendable { case reviews(productID: Int) }

final class ReviewsScreen: Screen {
    let productID: Int
    init(productID: Int) { self.productID = productID }
    var id: String { "product/\(productID)/reviews" }
    var title: String { "Reviews" }
}

@Test @MainActor func theReadmeShopsViewModelNamesARouteAndItsCoordinatorShowsIt() async throws {
    let navigator = RecordingNavigator()
    let host = NavigationHost(navigator: navigator)
    let shop = ShopCoordinator()
    await host.start(root: shop)
    let products = try #require(navigator.visibleScreen as? ProductsScreen)
    await products.viewModel.choose(productID: 7)
    await products.viewModel.choose(productID: 7)
    #expect(navigator.screenIDs() == ["products", "product/7"], "a second click on the same product is ignored")
}
