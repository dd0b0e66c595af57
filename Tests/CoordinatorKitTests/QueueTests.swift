import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Transition queue")
struct QueueTests {
    @Test func thousandRapidTriggersLeaveTheStackConsistent() async {
        let (host, navigator) = makeHost()
        navigator.suspensionsPerStep = 3  // every step lets the other triggers run, as an animation would
        let router = await rootRouter(host, "home")
        var expected = ["home"]
        var tasks: [Task<TransitionOutcome, Never>] = []
        for index in 0..<1_000 {
            if index % 3 == 2 {
                expected.removeLast()
                tasks.append(Task { await router.pop() })
            } else {
                expected.append("s\(index)")
                tasks.append(Task { await router.push(TestScreen("s\(index)")) })
            }
        }
        var outcomes: [TransitionOutcome] = []
        for task in tasks { outcomes.append(await task.value) }
        #expect(outcomes.allSatisfy { $0 == .completed }, "none dropped")
        #expect(navigator.screenIDs() == expected, "none interleaved: FIFO order kept")
        #expect(host.state.screens(in: .root).map(\.id) == navigator.screenIDs())
        #expect(navigator.transcript.count == 1_001)
        #expect(host.pendingCount == 0)
    }

    @Test func aBackPressedWhileEscapeClosesAModalGoesBackFromThePageUnderIt() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        await router.push(TestScreen("detail"))
        await router.present(TestScreen("editor"))
        let escape = Task { await navigator.simulateEscape() }
        let back = Task { await navigator.simulateBack(.backKey) }
        #expect(await escape.value == .completed)
        #expect(await back.value == .completed, "the back was not lost with the modal")
        #expect(navigator.modals.isEmpty && navigator.screenIDs() == ["home"])
    }

    @Test func aNavigationHandedTheTurnIsPendingUntilItBegins() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        navigator.suspensionsPerStep = 20  // the first push is still on screen when the second comes
        let first = Task {
            await router.push(TestScreen("one"))
            return (host.pendingCount, host.state.screens(in: .root).map(\.id))
        }
        await waitUntil { host.state.screens(in: .root).last?.id == "one" }  // the navigator still shows it
        let second = Task { await router.push(TestScreen("two")) }
        let (pending, screens) = await first.value
        // A navigator holding keys until every navigation has begun must not let them go here:
        // the second push has the turn, but its page is not shown yet.
        #expect(pending == 1 && screens == ["home", "one"], "the second push waits, handed the turn")
        #expect(await second.value == .completed)
        #expect(host.pendingCount == 0)
    }

    @Test func doublePushIsIgnoredUnlessAskedFor() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        async let first = router.push(TestScreen("detail"))
        async let second = router.push(TestScreen("detail"))
        let outcomes = await [first, second]
        #expect(outcomes.sorted { "\($0)" < "\($1)" } == [.completed, .ignoredDuplicate])
        #expect(navigator.screenIDs() == ["home", "detail"])
        #expect(await router.perform(.push(TestScreen("detail"), allowingDuplicate: true)) == .completed)
        #expect(navigator.screenIDs() == ["home", "detail", "detail"])
    }

    @Test func doublePresentOpensOneModal() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        async let first = home.router.present(TestScreen("settings"))
        async let second = home.router.present(TestScreen("settings"))
        #expect(await [first, second].sorted { "\($0)" < "\($1)" } == [.completed, .ignoredDuplicate])
        let children = (0..<2).map { _ in
            Task { await home.flow!.coordinate(to: StaticCoordinator("editor"), presentation: .modal) }
        }
        await waitUntil { navigator.visibleScreen?.id == "editor" }
        #expect(await children[1].value == .dismissed(by: .nothingShown),
                "the second click's child shows nothing and ends, saying so")
        #expect(navigator.modals.count == 2, "one settings dialog, one editor dialog")
        #expect(await home.router.present(TestScreen("help")) == .completed, "another dialog still opens")
    }

    @Test func aTriggerDuringAnAlertWaitsForIt() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        navigator.suspensionsPerStep = 5
        let alert = Task { await router.alert(Alert(title: "Sure?")) }
        let push = Task { await router.push(TestScreen("next")) }
        _ = await (alert.value, push.value)
        #expect(navigator.transcript.suffix(2) == ["alert “Sure?” → OK", "push next on root"])
    }

    @Test(.timeLimit(.minutes(1)))
    func aNavigatorCallingBackIntoItsHostRunsInlineInsteadOfWaitingForItself() async {
        let navigator = ReentrantNavigator()
        let host = NavigationHost(navigator: navigator)
        let router = await rootRouter(host, "home")
        navigator.alertDuringNextUpdate = Alert(title: "Inside")
        #expect(await router.push(TestScreen("next")) == .completed)
        #expect(navigator.recording.transcript.suffix(2) == ["alert “Inside” → OK", "push next on root"])
    }
}

/// A navigator that, while it shows a stack change, asks its host for an alert: a navigator
/// calling back into the host from inside the running navigation.
@MainActor
private final class ReentrantNavigator: Navigator {
    let recording = RecordingNavigator()
    var alertDuringNextUpdate: Alert?
    private weak var host: NavigationHost?

    func attach(to host: NavigationHost) {
        self.host = host
        recording.attach(to: host)
    }

    func update(_ change: StackChange) async {
        if let alert = alertDuringNextUpdate, let host {
            alertDuringNextUpdate = nil
            await host.alert(alert)
        }
        await recording.update(change)
    }

    func present(_ stack: StackID, entries: [ScreenEntry], over parent: StackID, animation: TransitionAnimation) async {
        await recording.present(stack, entries: entries, over: parent, animation: animation)
    }

    func dismiss(_ stack: StackID, removed: [ScreenEntry], animation: TransitionAnimation) async {
        await recording.dismiss(stack, removed: removed, animation: animation)
    }

    func embed(_ entry: ScreenEntry, inSlot slot: String, of host: ScreenEntry, replacing replaced: ScreenEntry?) async {
        await recording.embed(entry, inSlot: slot, of: host, replacing: replaced)
    }

    func showAlert(_ alert: Alert, over stack: StackID) async -> AlertAction {
        await recording.showAlert(alert, over: stack)
    }

    func selectRoot(_ stack: StackID) async { await recording.selectRoot(stack) }

    func replaceRoots(_ stacks: [StackID], removed: [ScreenEntry], animation: TransitionAnimation) async {
        await recording.replaceRoots(stacks, removed: removed, animation: animation)
    }
}
