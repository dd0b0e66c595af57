import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// Home pushes Secondary through a child coordinator whose result comes back to Home.
@MainActor
private final class SecondaryCoordinator: Coordinator {
    typealias Result = String?
    private(set) var flow: Flow<String?>?
    var onDismissedCount = 0

    func start(in flow: Flow<String?>) async {
        self.flow = flow
        let screen = TestScreen("secondary")
        screen.viewModel.onEvent = { [unowned self] event in
            if event == .done { Task { await self.flow?.finish(with: "picked") } }
        }
        // Weak: in a modal it shares with its parent, the screen outlives the child's flow.
        await flow.router.push(screen, onDismissed: { [weak self] in self?.onDismissedCount += 1 })
    }
}

/// A modal coordinator that shows nothing itself: it starts Secondary and passes its result on
/// (an authentication container around a login flow, say).
@MainActor
private final class ContainerCoordinator: Coordinator {
    typealias Result = String?
    private(set) var flow: Flow<String?>?
    private(set) var childResult: String??

    func start(in flow: Flow<String?>) async {
        self.flow = flow
        let result = await flow.coordinate(to: SecondaryCoordinator())
        childResult = .some(result)
        if let result { await flow.finish(with: "container got \(result)") }
    }
}

/// A coordinator that loads before it shows its screen.
@MainActor
private final class LoadingCoordinator: Coordinator {
    typealias Result = String?
    let loading = Gate()

    func start(in flow: Flow<String?>) async {
        await loading.pass()
        await flow.router.push(TestScreen("loaded"))
    }
}

/// A modal coordinator that starts a child at once, then loads and shows a screen of its own:
/// the child is started while the container's modal does not exist yet.
@MainActor
private final class PlaceholderContainerCoordinator<Child: Coordinator>: Coordinator where Child.Result == String? {
    typealias Result = String?
    let child: Child
    let loading = Gate()
    private(set) var childResult: String??

    init(child: Child) { self.child = child }

    func start(in flow: Flow<String?>) async {
        Task { [child] in childResult = .some(await flow.coordinate(to: child)) }
        await loading.pass()
        await flow.router.push(TestScreen("placeholder"))
    }
}

/// A coordinator that shows nothing itself: it starts a ``LoadingCoordinator`` and goes on
/// (its flow lasts while it has screens: its child's).
@MainActor
private final class PassThroughCoordinator: Coordinator {
    typealias Result = String?
    let child = LoadingCoordinator()
    private(set) var flow: Flow<String?>?

    func start(in flow: Flow<String?>) async {
        self.flow = flow
        await flow.start(child) { _ in }
    }
}

/// A coordinator whose first screen is a modal of its own (a compose dialog), whichever way
/// its parent started it.
@MainActor
private final class ComposeCoordinator: Coordinator {
    typealias Result = FlowCompletion
    private(set) var flow: Flow<FlowCompletion>?

    func start(in flow: Flow<FlowCompletion>) async {
        self.flow = flow
        await flow.router.present(TestScreen("compose"))
    }
}

/// A route coordinator that starts on "start" and pushes the pages it is sent to.
@MainActor
private final class RoutedCoordinator: RouteCoordinator<RoutedCoordinator.Page, FlowCompletion> {
    enum Page: Sendable { case next(String) }

    init() { super.init(initialRoute: .next("start")) }

    override func prepareTransition(for route: Page) -> Transition {
        switch route {
        case .next(let id): .push(TestScreen(id))
        }
    }
}

@MainActor
@Suite("Child coordinators")
struct ChildCoordinatorTests {
    @Test func userBackOrEscapeFreesTheChildAndHomesAwaitReturns() async {
        let gestures: [(String, @MainActor (RecordingNavigator) async -> TransitionOutcome)] = [
            ("Alt+Left", { await $0.simulateBack(.backKey) }),
            ("Escape with no modal open", { await $0.simulateEscape() }),
        ]
        for (gesture, goBack) in gestures {
            let (host, navigator) = makeHost()
            let home = StaticCoordinator("home")
            await host.start(root: home)
            weak var weakChild: SecondaryCoordinator?
            var dismissals = 0
            let running = Task { () -> String? in
                let child = SecondaryCoordinator()
                weakChild = child
                let result = await home.flow!.coordinate(to: child)
                dismissals = child.onDismissedCount
                return result
            }
            await waitUntil { navigator.visibleScreen?.id == "secondary" }
            #expect(home.flow!.childCoordinators.count == 1)
            #expect(await goBack(navigator) == .completed, "\(gesture)")
            #expect(await running.value == nil, "dismissed by the user: nil result (\(gesture))")
            #expect(dismissals == 1)
            #expect(home.flow!.childCoordinators.isEmpty)
            #expect(weakChild == nil, "the child is freed once its flow ended (\(gesture))")
            #expect(navigator.screenIDs() == ["home"])
            #expect(await goBack(navigator) == .failed(.cannotPopRoot), "nothing to go back to (\(gesture))")
        }
    }

    @Test func aChildTheUserLeavesReportsWhatItsDismissalResultSays() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let child = SecondaryCoordinator()
        let running = Task { await home.flow!.coordinate(to: child) }
        await waitUntil { navigator.visibleScreen?.id == "secondary" }
        child.flow!.dismissalResult = { origin in "saved, then left by \(origin)" }
        #expect(await navigator.simulateBack(.backButton) == .completed)
        #expect(await running.value == "saved, then left by user (back button)")

        let finishing = SecondaryCoordinator()
        let finished = Task { await home.flow!.coordinate(to: finishing) }
        await waitUntil { navigator.visibleScreen?.id == "secondary" }
        finishing.flow!.dismissalResult = { _ in "not this" }
        (navigator.visibleScreen as? TestScreen)?.viewModel.send(.done)
        #expect(await finished.value == "picked", "finishing gives its own result")
    }

    @Test func childFinishingWithAResultRemovesItsScreens() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let running = Task { await home.flow!.coordinate(to: SecondaryCoordinator()) }
        await waitUntil { navigator.visibleScreen?.id == "secondary" }
        (navigator.visibleScreen as? TestScreen)?.viewModel.send(.done)
        #expect(await running.value == "picked")
        #expect(navigator.screenIDs() == ["home"])
        #expect(home.flow!.childCoordinators.isEmpty)
    }

    @Test func aFlowEndingWithAnAlertCanHandTheChosenActionBackInItsResult() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let placed = Alert(title: "Order Placed", actions: [AlertAction("OK", role: .cancel), AlertAction("View Order")])
        for answer in ["View Order", "OK"] {
            let child = SecondaryCoordinator()
            let running = Task { await home.flow!.coordinate(to: child) }
            await waitUntil { navigator.visibleScreen?.id == "secondary" }
            navigator.alertAnswers = [answer]
            let finished = await child.flow!.finish(performing: .multiple([.alert(placed), .dismissFlow()])) { outcome in
                outcome.chosenAction.map { "chose \($0.title)" }
            }
            #expect(finished)
            #expect(await running.value == "chose \(answer)", "the parent hears the answer")
            #expect(navigator.screenIDs() == ["home"] && home.flow!.childCoordinators.isEmpty)
        }
    }

    @Test func modalChildEndsOnEscapeCloseAndCancel() async {
        for gesture in [UserGesture.escape, .closeButton, .cancelButton] {
            let (host, navigator) = makeHost()
            let home = StaticCoordinator("home")
            await host.start(root: home)
            let running = Task { await home.flow!.coordinate(to: StaticCoordinator("edit", "step2"),
                                                             presentation: .modal) }
            await waitUntil { navigator.visibleScreen?.id == "step2" }
            #expect(navigator.modals.count == 1, "the modal child brings its own stack")
            await host.dismissModal(navigator.modals[0], by: gesture)
            #expect(await running.value == .dismissed(by: .user(gesture)))
            #expect(navigator.modals.isEmpty && home.flow!.childCoordinators.isEmpty)
        }
    }

    @Test func aModalChildALinkClosesSaysTheUserFollowedALink() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let running = Task { await home.flow!.coordinate(to: StaticCoordinator("edit"), presentation: .modal) }
        await waitUntil { navigator.visibleScreen?.id == "edit" }
        #expect(await host.dismissAllModals(origin: .user(.link), reason: .deepLink) == .completed)
        let result = await running.value
        #expect(result == .dismissed(by: .user(.link)), "not the app's code: the user followed a link")
        if case .dismissed(let origin) = result {
            #expect(origin.isUser && origin.description == "user (link)", "as logs and transcripts say it")
        }
        #expect(navigator.modals.isEmpty && home.flow!.childCoordinators.isEmpty)
    }

    @Test func aChildWhoseFirstScreenIsAModalRunsInItUntilTheUserClosesIt() async {
        for presentation in [ChildPresentation.push, .modal] {
            let (host, navigator) = makeHost()
            let home = StaticCoordinator("home")
            await host.start(root: home)
            weak var weakChild: ComposeCoordinator?
            var result: FlowCompletion?
            Task {
                let child = ComposeCoordinator()
                weakChild = child
                result = await home.flow!.coordinate(to: child, presentation: presentation)
            }
            await waitUntil { navigator.visibleScreen?.id == "compose" }
            #expect(navigator.modals.count == 1)
            #expect(await weakChild?.flow?.router.push(TestScreen("attachments")) == .completed,
                    "the flow goes on in its modal (\(presentation))")
            #expect(navigator.screenIDs(in: navigator.modals[0]) == ["compose", "attachments"])
            #expect(result == nil, "the parent waits while the dialog is open (\(presentation))")
            await host.dismissModal(navigator.modals[0], by: .escape)
            await waitUntil { result != nil }
            #expect(result == .dismissed(by: .user(.escape)), "\(presentation)")
            #expect(weakChild == nil && home.flow!.childCoordinators.isEmpty && navigator.modals.isEmpty)
        }
    }

    @Test func theSameChildCoordinatedAgainWhileItRunsShowsNothingAndTheFirstFlowGoesOn() async {
        let scene = await ChildOverHome.start(RoutedCoordinator(), showing: "start")
        let (navigator, home, child, first) = (scene.navigator, scene.home, scene.child, scene.running)
        #expect(await home.flow!.coordinate(to: child) == .dismissed(by: .nothingShown), "a second click")
        #expect(await child.trigger(.next("step2")) == .completed, "the first flow is still the child's")
        #expect(navigator.screenIDs() == ["home", "start", "step2"])
        #expect(await child.finish(with: .finished))
        #expect(await valueSoon { await first.value } == .finished)
        let again = Task { await home.flow!.coordinate(to: child) }
        await waitUntil { navigator.visibleScreen?.id == "start" }
        #expect(await navigator.simulateBack() == .completed)
        #expect(await valueSoon { await again.value } == .dismissed(by: .user(.backButton)),
                "once ended, it can run again")
    }

    @Test func sameCoordinatorTypeWorksPushedModalAndAsRoot() async {
        let (host, navigator) = makeHost()
        await host.start(root: StaticCoordinator("a", "b"))
        #expect(navigator.screenIDs() == ["a", "b"])
        let root = StaticCoordinator("home")
        let (host2, navigator2) = makeHost()
        await host2.start(root: root)
        _ = Task { await root.flow!.coordinate(to: StaticCoordinator("a", "b"), presentation: .push) }
        await waitUntil { navigator2.screenIDs() == ["home", "a", "b"] }
        _ = Task { await root.flow!.coordinate(to: StaticCoordinator("a", "b"), presentation: .modal) }
        await waitUntil { navigator2.modals.count == 1 && navigator2.screenIDs(in: navigator2.modals[0]).count == 2 }
        #expect(navigator2.screenIDs(in: navigator2.modals[0]) == ["a", "b"])
        #expect(navigator2.screenIDs() == ["home", "a", "b"])
        _ = host
    }

    @Test func routerDismissTakesTheWholeFlowOffScreen() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let child = StaticCoordinator("one", "two", "three")
        let running = Task { await home.flow!.coordinate(to: child) }
        await waitUntil { navigator.screenIDs().count == 4 }
        await child.router.dismiss()
        #expect(navigator.screenIDs() == ["home"])
        #expect(await running.value == .dismissed(by: .code))
    }

    @Test func aModalCoordinatorThatOnlyStartsAChildShowsTheChildInItsModal() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        weak var weakContainer: ContainerCoordinator?
        let running = Task {
            let container = ContainerCoordinator()
            weakContainer = container
            return await home.flow!.coordinate(to: container, presentation: .modal)
        }
        await waitUntil { navigator.visibleScreen?.id == "secondary" }
        #expect(navigator.screenIDs() == ["home"], "the child's screen is not pushed on the window's stack")
        #expect(navigator.modals.count == 1 && navigator.screenIDs(in: navigator.modals[0]) == ["secondary"])
        let secondary = navigator.visibleScreen as! TestScreen
        secondary.viewModel.send(.done)
        #expect(await running.value == "container got picked", "the child's result reaches the container, then home")
        #expect(navigator.modals.isEmpty, "the modal closes when the container finishes")
        #expect(weakContainer == nil && home.flow!.childCoordinators.isEmpty)
    }

    @Test func aChildReplacingTheFirstScreenItSharesWithItsContainerLeavesTheContainerRunning() async throws {
        let scene = await ChildOverHome.start(ContainerCoordinator(), presentation: .modal, showing: "secondary")
        let (navigator, container, running) = (scene.navigator, scene.child, scene.running)
        let child = try #require(container.flow?.childCoordinators.first as? SecondaryCoordinator)
        let replacement = TestScreen("replacement")
        #expect(await child.flow!.router.perform(.set([replacement])) == .completed)
        #expect(container.flow?.isFinished == false, "the container's flow began with the replaced screen too")
        #expect(container.childResult == nil)
        replacement.viewModel.onEvent = { _ in Task { await child.flow?.finish(with: "picked") } }
        replacement.viewModel.send(.done)
        #expect(await running.value == "container got picked", "the child's result reaches the container, then home")
        #expect(navigator.modals.isEmpty)
    }

    @Test func aChildWhoseContainerShowedAScreenFirstJoinsTheContainersModal() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let container = PlaceholderContainerCoordinator(child: LoadingCoordinator())
        _ = Task { await home.flow!.coordinate(to: container, presentation: .modal) }
        await waitUntil { container.child.loading.isWaiting && container.loading.isWaiting }
        container.loading.open()
        await waitUntil { navigator.visibleScreen?.id == "placeholder" }
        container.child.loading.open()
        await waitUntil { navigator.visibleScreen?.id == "loaded" }
        #expect(navigator.modals.count == 1, "one modal, not one for each flow")
        #expect(navigator.screenIDs(in: navigator.modals[0]) == ["placeholder", "loaded"])
        #expect(await navigator.simulateBack() == .completed)
        await waitUntil { container.childResult != nil }
        #expect(container.childResult == .some(nil), "Back ended the child")
        #expect(navigator.screenIDs(in: navigator.modals[0]) == ["placeholder"], "and left its container on show")
    }

    @Test func aFlowThatShowsNothingJoinsItsContainersModalWithItsChildAndEndsWithItsChildsScreens() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let container = PlaceholderContainerCoordinator(child: PassThroughCoordinator())
        let loading = container.child.child.loading
        _ = Task { await home.flow!.coordinate(to: container, presentation: .modal) }
        await waitUntil { loading.isWaiting && container.loading.isWaiting }
        container.loading.open()
        await waitUntil { navigator.visibleScreen?.id == "placeholder" }
        loading.open()
        await waitUntil { navigator.visibleScreen?.id == "loaded" }
        #expect(navigator.modals.count == 1 && navigator.screenIDs(in: navigator.modals[0]) == ["placeholder", "loaded"])
        #expect(container.child.flow?.isFinished == false, "the flow between them runs while its child's screen shows")
        #expect(await navigator.simulateBack() == .completed)
        await waitUntil { container.childResult != nil }
        #expect(container.childResult == .some(nil), "and ends when that screen leaves")
        #expect(navigator.screenIDs(in: navigator.modals[0]) == ["placeholder"])
    }

    @Test func closingASharedModalEndsTheChildThenItsContainer() async {
        let scene = await ChildOverHome.start(ContainerCoordinator(), presentation: .modal, showing: "secondary")
        let (navigator, home, container, running) = (scene.navigator, scene.home, scene.child, scene.running)
        #expect(navigator.modals.count == 1, "the child shows its container's modal")
        #expect(await navigator.simulateEscape() == .completed)
        #expect(navigator.transcript.last == "dismiss modal-1")
        #expect(await running.value == nil, "the user closed the container's modal")
        #expect(container.childResult == .some(nil), "the child ended first, dismissed, and its container heard of it")
        #expect(container.flow!.childCoordinators.isEmpty && home.flow!.childCoordinators.isEmpty)
        #expect(navigator.modals.isEmpty && navigator.screenIDs() == ["home"])
    }

    @Test func closingTheWindowEndsEveryFlowAfterAskingTheGuards() async {
        let scene = await HomeWithChild.start()
        var formDismissals = 0
        let editing = Task {
            await scene.child.flow!.coordinate(to: StaticCoordinator("editor"), presentation: .modal)
        }
        await waitUntil { scene.navigator.visibleScreen?.id == "editor" }
        _ = Task { await scene.child.router.push(TestScreen("form", leave: .refuse), onDismissed: { formDismissals += 1 }) }
        await waitUntil { scene.host.state.entries(in: .root).count == 3 }
        #expect(await scene.navigator.simulateWindowClose() == false, "a refusing page keeps the window open")
        #expect(!scene.host.isClosed && scene.navigator.modals.count == 1)
        (scene.host.state.entries(in: .root).last?.screen as? TestScreen)?.leave = .allow
        #expect(await scene.navigator.simulateWindowClose())
        #expect(await editing.value == .dismissed(by: .user(.windowClose)), "the modal child's await returns")
        #expect(await scene.running.value == .dismissed(by: .user(.windowClose)), "and the pushed child's")
        #expect(formDismissals == 1)
        #expect(scene.host.state.entries(in: .root).isEmpty && scene.host.state.modals.isEmpty)
        #expect(await scene.home.router.push(TestScreen("late")) == .failed(.coordinatorFinished))
        #expect(scene.navigator.transcript.last == "close window", "the navigator was told nothing after it")
    }

    @Test func aWindowClosedWhileAFlowsLastAlertIsUpIsToldNothingMore() async {
        let scene = await HomeWithChild.start()
        scene.navigator.suspensionsPerStep = 20  // the alert stays up while the window closes
        let finishing = Task {
            await scene.child.flow!.finish(performing: .multiple([.alert(Alert(title: "Order Placed")), .dismissFlow()])) { _ in
                .finished
            }
        }
        await waitUntil { scene.host.state.entries(in: .root).count == 1 }  // applied; the alert is next
        #expect(scene.navigator.screenIDs() == ["home", "child"])
        scene.host.close()
        #expect(await finishing.value, "the flow has ended")
        #expect(await scene.running.value == .finished, "with the result it was finishing with")
        #expect(!scene.navigator.transcript.contains { $0.hasPrefix("pop") }, "\(scene.navigator.transcript)")
        #expect(scene.navigator.screenIDs() == ["home", "child"], "the navigator's window is going away as it was")
    }

    @Test func releasingTheHostEndsEveryFlowAsClosingTheWindowDoes() async {
        var scene: HomeWithChild? = await HomeWithChild.start()
        let (running, child, navigator) = (scene!.running, scene!.child, scene!.navigator)
        weak let releasedHost = scene!.host
        scene = nil
        #expect(releasedHost == nil, "nothing else kept the host")
        #expect(await valueSoon { await running.value } == .dismissed(by: .user(.windowClose)),
                "home's await returns: a host let go with a flow running closes its window")
        #expect(await child.router.push(TestScreen("late")) == .failed(.coordinatorFinished))
        #expect(await navigator.simulateBack() == .failed(.coordinatorFinished), "as with a closed window")
    }

    @Test func childCoordinatorsAreListedInTheOrderTheyWereStarted() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let children = (1...6).map { StaticCoordinator("child \($0)") }
        for child in children { await home.flow!.start(child) { _ in } }
        #expect(home.flow!.childCoordinators.map(ObjectIdentifier.init) == children.map(ObjectIdentifier.init))
        await navigator.simulateBack()
        await waitUntil { home.flow!.childCoordinators.count == 5 }
        #expect(home.flow!.childCoordinators.map(ObjectIdentifier.init) == children.dropLast().map(ObjectIdentifier.init),
                "the last one ended when the user left its screen")
    }

    @Test func aFinishedCoordinatorsRoutesDoNothing() async {
        let scene = await HomeWithChild.start()
        await scene.navigator.simulateBack()
        _ = await scene.running.value
        #expect(await scene.child.router.push(TestScreen("late")) == .failed(.coordinatorFinished))
        #expect(scene.navigator.screenIDs() == ["home"])
        #expect(await scene.child.flow!.finish(with: .finished) == false, "finishing twice is a no-op")
    }

    @Test func aFlowFinishingWhileTheUserRemovesItsScreenEndsWithItsResult() async {
        let scene = await HomeWithChild.start()
        let back = await scene.backStillOnItsWay()  // while the child finishes
        #expect(await scene.child.flow!.finish(with: .finished), "the flow ended, with the result it finished with")
        #expect(await back.value == .completed)
        #expect(await valueSoon { await scene.running.value } == .finished)
        #expect(scene.home.flow!.childCoordinators.isEmpty)
        #expect(scene.navigator.screenIDs() == ["home"])
    }

    @Test func aChildStartedByAFlowTheUserLeftNeverAppears() async {
        let scene = await HomeWithChild.start()
        let child = scene.child
        let back = await scene.backStillOnItsWay()
        // A click on the child's screen handled while the back is still on its way: the
        // grandchild's first push waits behind the back, and then its parent flow is over.
        let late = await valueSoon { await child.flow!.coordinate(to: StaticCoordinator("grandchild")) }
        #expect(late == .dismissed(by: .nothingShown))
        #expect(await back.value == .completed)
        #expect(await scene.running.value == .dismissed(by: .user(.backButton)))
        let later = await valueSoon { await child.flow!.coordinate(to: StaticCoordinator("later")) }
        #expect(later == .dismissed(by: .nothingShown), "a flow that has ended starts no child")
        #expect(scene.navigator.screenIDs() == ["home"])
        #expect(child.flow!.childCoordinators.isEmpty)
    }

    @Test func theModalsAFlowOpenedCloseWhenCodeRemovesTheFlow() async {
        let removals: [(String, Transition)] = [
            ("pop", .pop()), ("pop to root", .popToRoot()), ("set", .set([TestScreen("fresh")])),
        ]
        for (name, removal) in removals {
            let scene = await HomeWithChild.start()
            let (child, navigator) = (scene.child, scene.navigator)
            weak var weakEditor: StaticCoordinator?
            let editing = Task {
                let editor = StaticCoordinator("editor")
                weakEditor = editor
                return await child.flow!.coordinate(to: editor, presentation: .modal)
            }
            await waitUntil { navigator.visibleScreen?.id == "editor" }
            _ = Task { await child.router.present(TestScreen("picker")) }
            await waitUntil { navigator.modals.count == 2 }
            #expect(await scene.home.router.perform(removal) == .completed, "\(name)")
            #expect(navigator.modals.isEmpty, "\(name): the modals of the flow that left close with it")
            #expect(Array(navigator.transcript.suffix(3).prefix(2)) == ["dismiss modal-2", "dismiss modal-1"],
                    "\(name): top first, before the stack moves")
            #expect(await valueSoon { await editing.value } == .dismissed(by: .code), "\(name)")
            #expect(await valueSoon { await scene.running.value } == .dismissed(by: .code), "\(name)")
            #expect(weakEditor == nil && scene.home.flow!.childCoordinators.isEmpty, "\(name)")
        }
    }

    @Test func aModalStaysTiedToItsFlowWhenItsFirstScreenIsReplaced() async {
        let scene = await HomeWithChild.start()
        let editor = StaticCoordinator("editor")
        let editing = Task { await scene.child.flow!.coordinate(to: editor, presentation: .modal) }
        await waitUntil { scene.navigator.visibleScreen?.id == "editor" }
        #expect(await editor.router.perform(.set([TestScreen("step one")])) == .completed)
        await scene.home.router.pop()
        #expect(scene.navigator.modals.isEmpty, "the modal closes with the flow that opened it")
        #expect(await valueSoon { await editing.value } == .dismissed(by: .code))
    }

    @Test func aModalPresentedInTheStepThatEndsAFlowStaysOpen() async {
        let scene = await HomeWithChild.start()
        _ = Task { await scene.child.router.present(TestScreen("picker")) }
        await waitUntil { scene.navigator.modals.count == 1 }
        #expect(await scene.home.router.perform(.multiple([.popToRoot(), .present(TestScreen("signIn"))])) == .completed)
        #expect(scene.navigator.modals.count == 1 && scene.navigator.visibleScreen?.id == "signIn",
                "the child's picker closed, and the modal presented after it is on screen")
        #expect(scene.navigator.transcript.suffix(3) == ["dismiss modal-1", "pop child from root",
                                                         "present signIn in modal-2 over root"])
    }

    @Test func aModalOpenedByAFlowThatStaysIsLeftAlone() async {
        let endings: [(String, @MainActor (HomeWithChild) async -> Void)] = [
            ("home pops the child", { _ = await $0.home.router.pop() }),
            ("the child finishes", { _ = await $0.child.flow!.finish(with: .finished) }),
            ("the child's router dismisses it", { _ = await $0.child.router.dismiss() }),
        ]
        for (name, end) in endings {
            let scene = await HomeWithChild.start()
            _ = Task { await scene.home.router.present(TestScreen("settings")) }
            await waitUntil { scene.navigator.modals.count == 1 }
            await end(scene)
            #expect(scene.navigator.screenIDs() == ["home"], "\(name)")
            #expect(scene.navigator.visibleScreen?.id == "settings", "\(name): home's own modal stays open")
            #expect(await valueSoon { await scene.running.value } != nil, "\(name): home's await returns")
        }
    }

    @Test func aGuardOnAModalOfTheLeavingFlowCanKeepItAll() async {
        let scene = await HomeWithChild.start()
        _ = Task { await scene.child.router.present(TestScreen("draft", leave: .confirm(.discardChanges()))) }
        await waitUntil { scene.navigator.modals.count == 1 }
        #expect(await scene.home.router.pop() == .refused, "the user kept the draft")
        #expect(scene.navigator.screenIDs() == ["home", "child"] && scene.navigator.modals.count == 1)
        scene.navigator.alertAnswers = ["Discard"]
        #expect(await scene.home.router.pop() == .completed)
        #expect(scene.navigator.modals.isEmpty && scene.navigator.screenIDs() == ["home"])
    }

    @Test func nestedChildrenAllEndWhenTheirModalCloses() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let outer = StaticCoordinator("outer")
        let inner = StaticCoordinator("inner")
        let outerRun = Task { await home.flow!.coordinate(to: outer, presentation: .modal) }
        await waitUntil { navigator.visibleScreen?.id == "outer" }
        let innerRun = Task { await outer.flow!.coordinate(to: inner) }
        await waitUntil { navigator.visibleScreen?.id == "inner" }
        await navigator.simulateEscape()
        #expect(await innerRun.value == .dismissed(by: .user(.escape)))
        #expect(await outerRun.value == .dismissed(by: .user(.escape)))
    }
}

/// Home at the root of a host, and a child started over it through `coordinate(to:)` whose
/// screen is on top. Keep the scene while the test runs: it keeps the host alive, which
/// navigators and routers only refer to weakly.
@MainActor
private struct ChildOverHome<Child: Coordinator> where Child.Result: Sendable {
    let host: NavigationHost
    let navigator: RecordingNavigator
    let home = StaticCoordinator("home")
    let child: Child
    /// Home's wait for the child's result.
    let running: Task<Child.Result, Never>

    /// The scene once `child`, started with `presentation`, shows its screen `screenID`.
    static func start(_ child: Child, presentation: ChildPresentation = .push, showing screenID: String) async
        -> ChildOverHome {
        let (host, navigator) = makeHost()
        let scene = await ChildOverHome(host: host, navigator: navigator, child: child, presentation: presentation)
        await waitUntil { navigator.visibleScreen?.id == screenID }
        return scene
    }

    private init(host: NavigationHost, navigator: RecordingNavigator, child: Child, presentation: ChildPresentation)
        async {
        self.host = host
        self.navigator = navigator
        self.child = child
        await host.start(root: home)
        let home = home
        running = Task { await home.flow!.coordinate(to: child, presentation: presentation) }
    }

    /// Starts the user's back and returns once it is applied to the state but still being
    /// shown (the recording navigator then takes 20 turns per step).
    func backStillOnItsWay() async -> Task<TransitionOutcome, Never> {
        navigator.suspensionsPerStep = 20
        let screensBefore = host.state.screens(in: .root).count
        let back = Task { await navigator.simulateBack() }
        await waitUntil { host.state.screens(in: .root).count == screensBefore - 1 }
        return back
    }
}

/// Lets other tasks run until `condition` holds (``eventually(timeout:_:)``), recording an
/// issue if it never does.
@MainActor
func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    if await !eventually(condition) { Issue.record("condition never held", sourceLocation: sourceLocation) }
}

/// Runs `operation` in a task of its own and returns its result; nil (and a test issue) if it
/// has not returned within ``waitUntil(_:sourceLocation:)``'s bound, so a flow that never ends
/// fails the test instead of hanging it.
@MainActor
func valueSoon<Value: Sendable>(sourceLocation: SourceLocation = #_sourceLocation,
                                _ operation: @escaping @MainActor () async -> Value) async -> Value? {
    let box = ValueBox<Value>()
    Task { box.value = await operation() }
    await waitUntil({ box.value != nil }, sourceLocation: sourceLocation)
    return box.value
}

/// A value a task hands back to the test.
@MainActor
private final class ValueBox<Value> {
    var value: Value?
}

/// Home with a child showing "child".
private typealias HomeWithChild = ChildOverHome<StaticCoordinator>

extension ChildOverHome<StaticCoordinator> {
    static func start() async -> HomeWithChild { await start(StaticCoordinator("child"), showing: "child") }
}
