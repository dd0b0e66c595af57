import CoordinatorKit
import CoordinatorKitTesting
import Testing

private struct Product: Sendable, Equatable { let id: Int; let name: String }
private struct ServiceDown: Error {}

/// A product service whose next answers the test decides.
@MainActor
private final class FakeProductService {
    var failuresLeft = 0
    func product(_ id: Int) async throws -> Product {
        await Task.yield()
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw ServiceDown()
        }
        return Product(id: id, name: "Product \(id)")
    }
}

/// The browse list tells its delegate which product was chosen; it never navigates.
@MainActor
private protocol BrowseViewModelDelegate: AnyObject {
    func browse(didChoose productID: Int)
}

@MainActor
private final class BrowseViewModel {
    weak var delegate: BrowseViewModelDelegate?
    func choose(_ id: Int) { delegate?.browse(didChoose: id) }
}

@MainActor
private final class DetailViewModel {
    enum State: Equatable { case loading, loaded(Product), failed(String) }
    private(set) var state = State.loading
    var onRetry: (() -> Void)?
    func show(_ state: State) { self.state = state }
    func retry() { onRetry?() }
}

@MainActor
private final class BrowseScreen: Screen {
    let viewModel = BrowseViewModel()
    var id: String { "browse" }
    var title: String { "Browse" }
}

@MainActor
private final class DetailScreen: Screen {
    let viewModel = DetailViewModel()
    let productID: Int
    init(productID: Int) { self.productID = productID }
    var id: String { "product/\(productID)" }
    var title: String { "Product" }
}

@MainActor
private final class BrowseCoordinator: Coordinator, BrowseViewModelDelegate {
    let service: FakeProductService
    private var flow: Flow<FlowCompletion>?
    private(set) var ignoredPushes = 0
    init(service: FakeProductService) { self.service = service }

    func start(in flow: Flow<FlowCompletion>) async {
        self.flow = flow
        let screen = BrowseScreen()
        screen.viewModel.delegate = self
        await flow.router.push(screen)
    }

    func browse(didChoose productID: Int) {
        let detail = DetailScreen(productID: productID)
        detail.viewModel.onRetry = { [weak self, unowned detail] in
            Task { await self?.load(productID, into: detail.viewModel) }
        }
        Task {
            guard let outcome = await flow?.router.push(detail), outcome.didComplete else {
                ignoredPushes += 1
                return
            }
            await load(productID, into: detail.viewModel)
        }
    }

    private func load(_ id: Int, into viewModel: DetailViewModel) async {
        viewModel.show(.loading)
        do {
            viewModel.show(.loaded(try await service.product(id)))
        } catch {
            viewModel.show(.failed("The product could not be loaded."))
        }
    }
}

@MainActor
@Suite("Browse and product detail")
struct ProductFlowTests {
    @Test func delegateChoiceLoadsTheDetailThroughTheService() async {
        let (host, navigator) = makeHost()
        let service = FakeProductService()
        await host.start(root: BrowseCoordinator(service: service))
        (navigator.visibleScreen as! BrowseScreen).viewModel.choose(42)
        await waitUntil { navigator.visibleScreen is DetailScreen }
        let detail = navigator.visibleScreen as! DetailScreen
        #expect(detail.viewModel.state == .loading, "pushed at once, in its loading state")
        await waitUntil { detail.viewModel.state != .loading }
        #expect(detail.viewModel.state == .loaded(Product(id: 42, name: "Product 42")))
        #expect(navigator.screenIDs() == ["browse", "product/42"])
    }

    @Test func failureShowsAnErrorStateAndRetryRecovers() async {
        let (host, navigator) = makeHost()
        let service = FakeProductService()
        service.failuresLeft = 1
        await host.start(root: BrowseCoordinator(service: service))
        (navigator.visibleScreen as! BrowseScreen).viewModel.choose(7)
        await waitUntil { (navigator.visibleScreen as? DetailScreen)?.viewModel.state == .failed("The product could not be loaded.") }
        let detail = navigator.visibleScreen as! DetailScreen
        detail.viewModel.retry()
        await waitUntil { detail.viewModel.state == .loaded(Product(id: 7, name: "Product 7")) }
    }

    @Test func doubleClickOnAProductPushesItOnce() async {
        let (host, navigator) = makeHost()
        let coordinator = BrowseCoordinator(service: FakeProductService())
        await host.start(root: coordinator)
        let browse = (navigator.visibleScreen as! BrowseScreen).viewModel
        browse.choose(3)
        browse.choose(3)
        await waitUntil { coordinator.ignoredPushes == 1 }
        #expect(navigator.screenIDs() == ["browse", "product/3"])
    }
}
