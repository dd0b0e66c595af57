import CoordinatorKit
import CoordinatorKitTesting
import Testing

private enum WalkthroughRoute: Sendable { case step(Int), startOver, done }

/// Four steps with Next on each; the last offers Start over (back to the first step) and Done.
@MainActor
private final class WalkthroughCoordinator: RouteCoordinator<WalkthroughRoute, FlowCompletion> {
    var dismissals: [Int: Int] = [:]

    init() { super.init(initialRoute: .step(1)) }

    override func prepareTransition(for route: WalkthroughRoute) -> Transition {
        switch route {
        case .step(let number):
            let screen = TestScreen("step\(number)")
            screen.viewModel.onEvent = { [weakRouter] event in
                guard event == .next else { return }
                Task { await weakRouter.trigger(number < 4 ? .step(number + 1) : .done) }
            }
            return .push(screen, animation: .crossfade, onDismissed: { [unowned self] in
                dismissals[number, default: 0] += 1
            })
        case .startOver:
            return .popToRoot(animation: .crossfade)
        case .done:
            return .none
        }
    }

    @discardableResult
    override func trigger(_ route: WalkthroughRoute) async -> TransitionOutcome {
        if case .done = route { return await finish(with: .finished) ? .completed : .refused }
        return await super.trigger(route)
    }
}

@MainActor
@Suite("Walkthrough")
struct WalkthroughTests {
    @Test func nextOnEachStepThenStartOverThenDone() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let walkthrough = WalkthroughCoordinator()
        let running = Task { await home.flow!.coordinate(to: walkthrough) }
        for step in 1...3 {
            await waitUntil { navigator.visibleScreen?.id == "step\(step)" }
            (navigator.visibleScreen as? TestScreen)?.viewModel.send(.next)
        }
        await waitUntil { navigator.visibleScreen?.id == "step4" }
        #expect(navigator.screenIDs() == ["home", "step1", "step2", "step3", "step4"])
        await walkthrough.trigger(.startOver)
        #expect(navigator.screenIDs() == ["home", "step1"], "Start over goes back to the router's root")
        #expect(walkthrough.dismissals == [2: 1, 3: 1, 4: 1])
        await walkthrough.trigger(.step(2))
        (navigator.visibleScreen as? TestScreen)?.viewModel.send(.next)
        await waitUntil { navigator.visibleScreen?.id == "step3" }
        await walkthrough.trigger(.done)
        #expect(await running.value == .finished)
        #expect(navigator.screenIDs() == ["home"])
        #expect(walkthrough.dismissals == [1: 1, 2: 2, 3: 2, 4: 1], "each screen's onDismissed ran once")
    }
}
