@testable import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A push or a back that moves one screen goes without a plan (`StackEdit`): whatever a flow,
/// an observer, a screen's guard or the user sees must be what the planned navigation shows.
@MainActor
@Suite("Stack edits")
struct StackEditTests {
    @Test func aPushOrABackOfOneScreenNeedsNoPlan() async {
        let (host, _) = makeHost()
        let router = await rootRouter(host, "home", "detail")
        let push = StackEdit(.push(TestScreen("more")), for: router, in: host.state)
        let pop = StackEdit(.pop(), for: router, in: host.state)
        let back = StackEdit(poppingFrom: .root, in: host.state, animation: .slide)
        guard case .push(_, false, .root, let top?, _) = push else { Issue.record("push: \(String(describing: push))"); return }
        #expect(top.screen.id == "detail", "the duplicate check compares with the top screen")
        guard case .pop(let leaving, .root, let below, _) = pop, case .pop(let gone, _, _, _) = back else {
            Issue.record("pop: \(String(describing: pop)), back: \(String(describing: back))")
            return
        }
        #expect(leaving.screen.id == "detail" && below.screen.id == "home" && gone === leaving)
    }

    @Test func anythingMoreIsPlanned() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        #expect(StackEdit(.pop(), for: router, in: host.state) == nil, "the root screen: the plan says why not")
        #expect(StackEdit(.present(TestScreen("modal")), for: router, in: host.state) == nil)
        await router.push(TestScreen("detail"))
        await router.present(TestScreen("modal"))
        let modal = navigator.topStack
        #expect(StackEdit(.pop(), for: router, in: host.state) == nil, "a modal above may belong to a flow that ends")
        #expect(StackEdit(poppingFrom: modal, in: host.state, animation: .slide) == nil, "the modal's first screen")
        await navigator.simulateCancel()
        let child = Router(host: host, context: .push(onto: .root), parent: router)
        #expect(StackEdit(.push(TestScreen("first")), for: child, in: host.state) == nil,
                "a flow's first screen moves its router")
        #expect(StackEdit(poppingFrom: "nowhere", in: host.state, animation: .slide) == nil)
    }

    @Test(arguments: 0..<60 as Range<UInt64>)
    func aRandomSessionGoesTheSameWithAndWithoutPlans(seed: UInt64) async {
        let quick = await RandomSession.log(seed: seed, planningEverything: false)
        let planned = await RandomSession.log(seed: seed, planningEverything: true)
        #expect(quick.count > 60)
        for (index, (line, expected)) in zip(quick, planned).enumerated() where line != expected {
            Issue.record("line \(index): \(line)\nplanned: \(expected)")
            return
        }
        #expect(quick.count == planned.count)
    }
}

/// A session of random navigation through routers, child flows, modals, leave guards and
/// user gestures, in words: each step's outcome, what the window then shows, flows' results,
/// dismissal callbacks, observed events, and each screen's leave-guard questions.
@MainActor
private final class RandomSession {
    private var log: [String] = []
    private var random: SplitMix64
    private let host: NavigationHost
    private let navigator = RecordingNavigator()
    /// The flows to navigate in: the root's, then each child's while it runs.
    private var flows: [Flow<FlowCompletion>] = []
    private var screens: [TestScreen] = []
    private var observation: NavigationObservation?
    private var childCount = 0

    static func log(seed: UInt64, planningEverything: Bool) async -> [String] {
        let session = RandomSession(seed: seed, planningEverything: planningEverything)
        await session.run(steps: 60)
        return session.log
    }

    private init(seed: UInt64, planningEverything: Bool) {
        random = SplitMix64(seed: seed)
        navigator.suspensionsPerStep = 0
        host = NavigationHost(navigator: navigator)
        host.plansEveryNavigation = planningEverything
        // Half the sessions observe: with no one listening, navigation describes nothing.
        if seed.isMultiple(of: 2) { observation = host.observe { [weak self] in self?.log.append("event \($0)") } }
    }

    private func run(steps: Int) async {
        let root = StaticCoordinator("home")
        await host.start(root: root)
        flows = [root.flow!]
        for step in 0..<steps {
            let (action, outcome) = await randomStep()
            log.append("\(step) \(action): \(outcome)")
            let stacks = host.state.rootStacks + host.state.modals
            log.append("  shows " + stacks.map { "\($0): \(host.state.screens(in: $0).map(\.id))" }.joined(separator: "; "))
            log.append("  running flows: \(flows.filter { !$0.isFinished }.count)")
        }
        log += navigator.transcript
        log += screens.map { "\($0.id) asked \($0.reasonsAsked)" }
    }

    private func randomStep() async -> (String, String) {
        let flow = flows.filter { !$0.isFinished }.last ?? flows[0]
        switch random.next(below: 12) {
        case 0, 1, 2:
            let screen = makeScreen(["a", "b", "c"][random.next(below: 3)])
            let outcome = await flow.router.push(screen) { [weak self] in self?.log.append("dismissed \(screen.id)") }
            return ("push \(screen.id)", "\(outcome)")
        case 3:
            return ("push again", "\(await flow.router.perform(.push(makeScreen("a"), allowingDuplicate: true)))")
        case 4:
            return ("pop", "\(await flow.router.pop())")
        case 5:
            return ("back", "\(await navigator.simulateBack())")
        case 6:
            return ("escape", "\(await navigator.simulateEscape())")
        case 7:
            childCount += 1
            let name = "child\(childCount)"
            let presentation: ChildPresentation = random.next(below: 3) == 0 ? .modal : .push
            let child = ChildCoordinator(screen: makeScreen(name)) { [weak self] flow in
                self?.flows.append(flow)
                // Told as the flow ends, whoever ends it (its result comes later, in a task of its own).
                flow.dismissalResult = { [weak self] origin in
                    self?.log.append("\(name) ended by \(origin)")
                    return .dismissed(by: origin)
                }
            }
            await flow.start(child, presentation: presentation) { _ in }
            return ("start \(name) \(presentation)", "shown")
        case 8:
            let screen = makeScreen("modal")
            return ("present", "\(await flow.router.present(screen) { [weak self] in self?.log.append("dismissed modal") })")
        case 9:
            return ("cancel", "\(await navigator.simulateCancel())")
        case 10:
            guard let screen = navigator.visibleScreen as? TestScreen else { return ("guard", "nothing") }
            screen.leave = random.next(below: 3) == 0 ? .refuse : .confirm(.discardChanges())
            navigator.alertAnswers.append(random.next(below: 2) == 0 ? "Discard" : "Keep Editing")
            return ("guard \(screen.id)", "\(screen.leave)")
        default:
            return ("pop to root", "\(await flow.router.perform(.popToRoot()))")
        }
    }

    private func makeScreen(_ id: String) -> TestScreen {
        let screen = TestScreen(id)
        screens.append(screen)
        return screen
    }
}

/// A child flow that shows one screen and hands its flow out to be navigated in.
@MainActor
private final class ChildCoordinator: Coordinator {
    private let screen: TestScreen
    private let started: (Flow<FlowCompletion>) -> Void

    init(screen: TestScreen, started: @escaping (Flow<FlowCompletion>) -> Void) {
        self.screen = screen
        self.started = started
    }

    func start(in flow: Flow<FlowCompletion>) async {
        started(flow)
        await flow.router.push(screen)
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same session.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }
}
