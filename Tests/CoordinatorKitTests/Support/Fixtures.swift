import CoordinatorKit
import CoordinatorKitTesting

/// A screen for tests: an identifier, a title, an optional leave decision and a view model.
@MainActor
final class TestScreen: Screen {
    let id: String
    var title: String { "Title of \(id)" }
    var leave: LeaveDecision = .allow
    /// What it answers as its window closes, when not `leave`.
    var leaveAsWindowCloses: LeaveDecision?
    let viewModel: TestViewModel

    init(_ id: String, leave: LeaveDecision = .allow) {
        self.id = id
        self.leave = leave
        self.viewModel = TestViewModel()
    }

    /// The reasons it was asked for, in order.
    private(set) var reasonsAsked: [LeaveReason] = []

    func leaveDecision(for reason: LeaveReason) -> LeaveDecision {
        reasonsAsked.append(reason)
        return reason == .windowClose ? leaveAsWindowCloses ?? leave : leave
    }
}

/// A view model that emits events to whoever listens, and never navigates.
@MainActor
final class TestViewModel {
    enum Event { case next, back, done, cancel }
    var onEvent: ((Event) -> Void)?
    func send(_ event: Event) { onEvent?(event) }
}

/// A recording navigator and a host driving it.
@MainActor
func makeHost(rootStacks: [StackID] = [.root]) -> (NavigationHost, RecordingNavigator) {
    let navigator = RecordingNavigator()
    return (NavigationHost(navigator: navigator, rootStacks: rootStacks), navigator)
}

/// A root coordinator that only shows `screens` and exposes its router.
@MainActor
final class StaticCoordinator: Coordinator {
    let screens: [String]
    private(set) var flow: Flow<FlowCompletion>?
    var router: Router { flow!.router }

    init(_ screens: String...) { self.screens = screens }

    func start(in flow: Flow<FlowCompletion>) async {
        self.flow = flow
        for id in screens { await flow.router.push(TestScreen(id)) }
    }
}

/// Starts a root coordinator showing `screens` and returns its router.
@MainActor
func rootRouter(_ host: NavigationHost, _ screens: String...) async -> Router {
    let root = StaticCoordinator()
    await host.start(root: root)
    for id in screens { await root.router.push(TestScreen(id)) }
    return root.router
}
