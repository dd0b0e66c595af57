import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Transitions")
struct TransitionTests {
    @Test func pushPopAndPopToRoot() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home", "list", "detail")
        #expect(navigator.screenIDs() == ["home", "list", "detail"])
        #expect(await router.pop() == .completed)
        #expect(navigator.screenIDs() == ["home", "list"])
        await router.push(TestScreen("detail"))
        #expect(await router.perform(.popToRoot()) == .completed)
        #expect(navigator.screenIDs() == ["home"])
        #expect(host.state.screens(in: .root).map(\.id) == navigator.screenIDs())
    }

    @Test func popToAGivenScreen() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "a", "b", "c", "d")
        #expect(await router.perform(.pop(toScreenWithID: "b")) == .completed)
        #expect(navigator.screenIDs() == ["a", "b"])
        #expect(await router.perform(.pop(toScreenWithID: "zzz")) == .failed(.screenNotFound(id: "zzz")))
        #expect(navigator.screenIDs() == ["a", "b"])
    }

    @Test func setReplacesTheStackAndKeepsScreensItStillShows() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "a", "b")
        let kept = host.state.screens(in: .root)[0]
        var dismissed: [String] = []
        await router.push(TestScreen("c"), onDismissed: { dismissed.append("c") })
        #expect(await router.perform(.set([kept, TestScreen("x")])) == .completed)
        #expect(navigator.screenIDs() == ["a", "x"])
        #expect(host.state.screens(in: .root)[0] === kept)
        #expect(dismissed == ["c"])
        #expect(await router.perform(.set([])) == .failed(.emptyStack))
    }

    @Test func presentAndDismissAModalWithItsOwnStack() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        var dismissed = 0
        await router.present(TestScreen("sheet"), onDismissed: { dismissed += 1 })
        #expect(host.state.modals.count == 1)
        #expect(navigator.visibleScreen?.id == "sheet")
        #expect(await router.dismissModal() == .completed)
        #expect(host.state.modals.isEmpty && navigator.modals.isEmpty)
        #expect(dismissed == 1)
        #expect(await router.dismissModal() == .failed(.nothingToDismiss))
    }

    @Test func dismissToRootClosesEveryModal() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        await router.present(TestScreen("one"))
        await router.present(TestScreen("two"))
        #expect(navigator.modals.count == 2)
        #expect(await router.perform(.dismissToRoot()) == .completed)
        #expect(navigator.modals.isEmpty)
        #expect(navigator.transcript.suffix(2) == ["dismiss modal-2", "dismiss modal-1"])
        #expect(await router.perform(.dismissToRoot()) == .completed, "documented no-op with nothing presented")
    }

    @Test func embedPutsAScreenIntoASlotAndReplacesWhatWasThere() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "dashboard")
        let dashboard = host.state.visibleScreen!
        var firstGone = 0
        let first = TestScreen("chart")
        await router.perform(Transition(.embed(ScreenPlacement(first, onDismissed: { firstGone += 1 }),
                                               slot: "main", host: dashboard)))
        await router.perform(.embed(TestScreen("table"), inSlot: "main", of: dashboard))
        #expect(navigator.transcript.suffix(2)
            == ["embed chart in dashboard.main", "embed table in dashboard.main replacing chart"])
        #expect(firstGone == 1)
        #expect(await router.perform(.embed(TestScreen("x"), inSlot: "main", of: TestScreen("gone")))
            == .failed(.hostNotOnScreen(id: "gone")))
    }

    @Test func twoEmbedsInOneSlotInOneStepLeaveTheLastAndReleaseTheFirst() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "dashboard")
        let dashboard = host.state.visibleScreen!
        var chartGone = 0
        await router.perform(.multiple([
            Transition(.embed(ScreenPlacement(TestScreen("chart"), onDismissed: { chartGone += 1 }),
                              slot: "main", host: dashboard)),
            .embed(TestScreen("table"), inSlot: "main", of: dashboard),
        ]))
        #expect(navigator.transcript.suffix(2)
            == ["embed chart in dashboard.main", "embed table in dashboard.main replacing chart"])
        #expect(chartGone == 1, "the chart left in the same step it came: its callback ran once")
        #expect(host.state.entries(in: .root).last?.embedded["main"]?.screen.id == "table")
    }

    @Test func alertReturnsTheChosenAction() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        let alert = Alert(title: "Added to cart", actions: [
            AlertAction("Keep shopping", role: .cancel), AlertAction("Go to cart"),
        ])
        navigator.alertAnswers = ["Go to cart"]
        #expect(await router.alert(alert) == AlertAction("Go to cart"))
        #expect(await router.alert(alert) == AlertAction("Keep shopping", role: .cancel), "cancel when unanswered")
        #expect(Alert(title: "Plain").actions == [AlertAction("OK", role: .cancel)])
    }

    @Test func escapeNeverChoosesADestructiveAction() {
        let discard = AlertAction("Discard", role: .destructive)
        #expect(Alert(title: "Discard?", actions: [discard, AlertAction("Keep")]).cancelAction == AlertAction("Keep"))
        let delete = Alert(title: "Delete?", actions: [discard])
        #expect(delete.actions == [discard, AlertAction("Cancel", role: .cancel)], "a way out is added")
        #expect(delete.cancelAction == AlertAction("Cancel", role: .cancel))
        var changed = delete
        changed.actions = [discard]
        #expect(changed.cancelAction == AlertAction("Cancel", role: .cancel), "not a button, and not Discard")
    }

    @Test func noneDoesNothing() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        let before = navigator.transcript
        #expect(await router.perform(.none) == .completed)
        #expect(navigator.transcript == before)
    }

    @Test func multipleRunsInOrderAsOneStep() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "cart", "address", "payment")
        navigator.alertAnswers = ["OK"]
        let outcome = await router.perform(.multiple([.alert(Alert(title: "Order placed")), .popToRoot()]))
        #expect(outcome == .chose(AlertAction("OK", role: .cancel)))
        #expect(navigator.transcript.suffix(2) == ["alert “Order placed” → OK", "pop payment, address from root"])
    }

    @Test func invalidMultipleChangesNothing() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home", "detail")
        let before = navigator.transcript
        let outcome = await router.perform(.multiple([.push(TestScreen("x")), .pop(), .pop(), .pop()]))
        #expect(outcome == .failed(.cannotPopRoot))
        #expect(navigator.transcript == before)
        #expect(host.state.screens(in: .root).map(\.id) == ["home", "detail"])
    }

    @Test func badRequestsAreTypedErrorsWithNothingChanged() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        #expect(await router.pop() == .failed(.cannotPopRoot))
        #expect(await host.goBack(.backButton) == .failed(.cannotPopRoot))
        #expect(await router.dismissModal() == .failed(.nothingToDismiss))
        #expect(await router.dismiss() == .failed(.cannotDismissRoot))
        #expect(await host.dismissModal("modal-9", by: .escape) == .failed(.nothingToDismiss))
        #expect(navigator.screenIDs() == ["home"])
        #expect(NavigationError.cannotPopRoot.description == "There is nothing to go back to.")
    }

    @Test func aHostWhoseTabsNameOneStackTwiceStopsAtOnceInsteadOfFailingLater() async {
        // It trapped later, in `RouteSnapshot(of:)`, far from the mistake.
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = NavigationHost(navigator: RecordingNavigator(), rootStacks: ["browse", "browse"]) }
        }
    }

    @Test func animationsAreGtkFreeValues() {
        #expect(TransitionAnimation.slide.isAnimated)
        #expect(!TransitionAnimation.none.isAnimated)
        #expect(TransitionAnimation(.none, duration: .seconds(1)).duration == .zero)
        #expect(TransitionAnimation(.crossfade, duration: .milliseconds(350)).duration == .milliseconds(350))
        #expect(Transition.push(TestScreen("x"), animation: .cover).animation.style == .cover)
    }

    @Test func tabsSwitchRootStacks() async {
        let (host, navigator) = makeHost(rootStacks: ["browse", "cart"])
        await host.start(root: StaticCoordinator("products"), in: "browse")
        await host.start(root: StaticCoordinator("cart"), in: "cart")
        #expect(host.state.topStack == "browse")
        await host.selectRoot(at: 1)
        #expect(host.state.topStack == "cart" && navigator.selectedRoot == "cart")
        #expect(navigator.visibleScreen?.id == "cart")
    }

    @Test func tabsNextAndPreviousCountFromTheTabOnShowWhenTheirTurnComes() async {
        let (host, navigator) = makeHost(rootStacks: ["browse", "cart", "account"])
        await host.start(root: StaticCoordinator("products"), in: "browse")
        navigator.suspensionsPerStep = 5
        let push = Task { await host.start(root: StaticCoordinator("cart"), in: "cart") }  // still showing
        let presses = [Task { await host.selectRoot(offsetBy: 1) }, Task { await host.selectRoot(offsetBy: 1) }]
        await push.value
        for press in presses { #expect(await press.value == .completed) }
        #expect(host.state.topStack == "account", "each press moved one tab on")
        #expect(await host.selectRoot(offsetBy: 1) == .completed)
        #expect(host.state.topStack == "browse", "and round")
        await host.selectRoot(offsetBy: -1)
        #expect(host.state.topStack == "account" && navigator.selectedRoot == "account")
    }

    @Test func replacingTheRootsReleasesEveryOldRootCoordinatorEvenUnderTheSameStackName() async {
        let (host, _) = makeHost()
        weak var weakOld: StaticCoordinator?
        do {
            let old = StaticCoordinator("login")
            weakOld = old
            await host.start(root: old)
        }
        #expect(weakOld != nil, "the host keeps its root coordinator while its stack is on screen")
        #expect(await host.replaceRoots(with: [.root]) == .completed)
        #expect(weakOld == nil, "its flow ended with its stack, though the new stack has the same name")
    }

    @Test func replacingTheRootsEndsEveryFlowAndStartsFresh() async {
        let (host, navigator) = makeHost()
        let login = StaticCoordinator("login")
        await host.start(root: login)
        var dismissed = 0
        await login.router.present(TestScreen("help"), onDismissed: { dismissed += 1 })
        #expect(await host.replaceRoots(with: ["browse", "cart"]) == .completed)
        #expect(host.state.rootStacks == ["browse", "cart"] && host.state.modals.isEmpty)
        #expect(dismissed == 1)
        #expect(await login.router.push(TestScreen("late")) == .failed(.coordinatorFinished))
        await host.start(root: StaticCoordinator("products"), in: "browse")
        #expect(navigator.screenIDs(in: "browse") == ["products"])
        #expect(navigator.transcript.contains("replace roots with [browse, cart]"))
        #expect(await host.replaceRoots(with: []) == .failed(.emptyStack))
        await host.replaceRoots(with: [.root])
        await host.start(root: StaticCoordinator("login"))
        #expect(navigator.screenIDs() == ["login"] && host.state.screens(in: "browse").isEmpty)
    }
}
