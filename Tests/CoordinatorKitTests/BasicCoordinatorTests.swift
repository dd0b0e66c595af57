import CoordinatorKit
import CoordinatorKitTesting
import Testing

private enum HomeRoute: Sendable { case home, users, logout }

/// A view model that only knows its own routes, through a type-erased weak router.
@MainActor
private final class HomeViewModel {
    let router: WeakRouter<HomeRoute>
    init(router: WeakRouter<HomeRoute>) { self.router = router }
    func usersTapped() async { await router.trigger(.users) }
    func logoutTapped() async { await router.trigger(.logout) }
}

@MainActor
private final class HomeScreen: Screen {
    let viewModel: HomeViewModel
    var title: String { "Home" }
    var id: String { "home" }
    init(_ viewModel: HomeViewModel) { self.viewModel = viewModel }
}

private protocol Session: AnyObject { var isSignedIn: Bool { get } }
private final class FakeSession: Session { var isSignedIn = false }

/// A custom coordinator (no route enum, no base class) choosing Login or Home from a session.
@MainActor
private final class SessionCoordinator: Coordinator {
    let session: Session
    private var flow: Flow<FlowCompletion>?
    init(session: Session) { self.session = session }

    func start(in flow: Flow<FlowCompletion>) async {
        self.flow = flow
        await flow.router.push(TestScreen(session.isSignedIn ? "home" : "login"))
    }
}

@MainActor
@Suite("Basic and custom coordinators")
struct BasicCoordinatorTests {
    private func makeHomeCoordinator(loading: BasicCoordinator<HomeRoute, FlowCompletion>.InitialLoading)
        -> BasicCoordinator<HomeRoute, FlowCompletion> {
        weak var coordinator: BasicCoordinator<HomeRoute, FlowCompletion>?
        let made = BasicCoordinator<HomeRoute, FlowCompletion>(initialRoute: .home, initialLoading: loading) { route in
            switch route {
            case .home: .push(HomeScreen(HomeViewModel(router: coordinator!.weakRouter)))
            case .users: .push(TestScreen("users"))
            case .logout: .set([TestScreen("login")])
            }
        }
        coordinator = made
        return made
    }

    @Test func homeUsersLogoutBehindATypeErasedRouter() async {
        let (host, navigator) = makeHost()
        let coordinator = makeHomeCoordinator(loading: .presented)
        await host.start(root: coordinator)
        let viewModel = (navigator.visibleScreen as! HomeScreen).viewModel
        await viewModel.usersTapped()
        #expect(navigator.screenIDs() == ["home", "users"])
        await viewModel.logoutTapped()
        #expect(navigator.screenIDs() == ["login"])
    }

    @Test func initialLoadingImmediatelyBuildsTheFirstScreenAtCreation() async {
        var built = 0
        let eager = BasicCoordinator<HomeRoute, FlowCompletion>(initialRoute: .home, initialLoading: .immediately) { _ in
            built += 1
            return .push(TestScreen("home"))
        }
        #expect(built == 1)
        let lazy = BasicCoordinator<HomeRoute, FlowCompletion>(initialRoute: .home) { _ in
            built += 1
            return .push(TestScreen("home"))
        }
        #expect(built == 1, "presented: nothing built before start")
        let (host, navigator) = makeHost()
        await host.start(root: eager)
        #expect(built == 1, "the prepared transition is the one shown")
        #expect(navigator.screenIDs() == ["home"])
        let (host2, _) = makeHost()
        await host2.start(root: lazy)
        #expect(built == 2)
    }

    @Test func viewModelsDoNotKeepTheirCoordinatorAlive() async {
        weak var weakCoordinator: BasicCoordinator<HomeRoute, FlowCompletion>?
        var viewModel: HomeViewModel?
        do {
            let coordinator = makeHomeCoordinator(loading: .presented)
            weakCoordinator = coordinator
            let (host, navigator) = makeHost()
            await host.start(root: coordinator)
            viewModel = (navigator.visibleScreen as! HomeScreen).viewModel
        }
        #expect(weakCoordinator == nil, "no cycle through the view model's router")
        #expect(viewModel?.router.isAlive == false)
        #expect(await viewModel?.router.trigger(.users) == .failed(.coordinatorFinished))
    }

    @Test func strongAndUnownedRoutersTriggerTheSameRoutes() async {
        let (host, navigator) = makeHost()
        let coordinator = makeHomeCoordinator(loading: .presented)
        await host.start(root: coordinator)
        let strong: StrongRouter<HomeRoute> = coordinator.strongRouter
        await strong.trigger(.users)
        await coordinator.unownedRouter.trigger(.logout)
        #expect(navigator.screenIDs() == ["login"])
    }

    @Test func aRedirectionRouterSendsAScreensOwnRoutesToTheCoordinatorAsItsRoutes() async {
        enum MenuAction { case showPeople, signOut }
        weak var weakCoordinator: BasicCoordinator<HomeRoute, FlowCompletion>?
        var menu: RedirectionRouter<MenuAction, HomeRoute>?
        do {
            let (host, navigator) = makeHost()
            let coordinator = makeHomeCoordinator(loading: .presented)
            weakCoordinator = coordinator
            await host.start(root: coordinator)
            menu = coordinator.redirectingRouter { (action: MenuAction) in
                switch action {
                case .showPeople: .users
                case .signOut: .logout
                }
            }
            #expect(await menu?.trigger(.showPeople) == .completed)
            #expect(navigator.screenIDs() == ["home", "users"])
            await menu?.trigger(.signOut)
            #expect(navigator.screenIDs() == ["login"])
        }
        #expect(weakCoordinator == nil, "the redirection router does not keep the coordinator alive")
        #expect(menu?.isAlive == false)
        #expect(await menu?.trigger(.showPeople) == .failed(.coordinatorFinished))
    }

    @Test func customCoordinatorChoosesLoginOrHome() async {
        let session = FakeSession()
        let (host, navigator) = makeHost()
        await host.start(root: SessionCoordinator(session: session))
        #expect(navigator.screenIDs() == ["login"])
        session.isSignedIn = true
        let (host2, navigator2) = makeHost()
        await host2.start(root: SessionCoordinator(session: session))
        #expect(navigator2.screenIDs() == ["home"])
        _ = (host, host2)
    }
}
