import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A view model that, by mistake, holds its coordinator strongly: a retain cycle.
@MainActor
private final class CyclicViewModel {
    var coordinator: AnyObject?
}

@MainActor
private final class CyclicScreen: Screen {
    var id: String { "cyclic" }
    let viewModel = CyclicViewModel()
    var title: String { "Cyclic" }
}

@MainActor
private final class CyclicCoordinator: Coordinator {
    private var flow: Flow<FlowCompletion>?
    private var screen: CyclicScreen?
    func start(in flow: Flow<FlowCompletion>) async {
        self.flow = flow
        let screen = CyclicScreen()
        self.screen = screen
        screen.viewModel.coordinator = self
        await flow.router.push(screen)
    }
}

@MainActor
private final class ScreenWithOptionalViewModel: Screen {
    var id: String { "optional" }
    var title: String { "Optional" }
    var viewModel: TestViewModel? = TestViewModel()
    var spare: TestViewModel?
}

/// A screen whose view model its generic base class declares.
@MainActor
private class BaseScreen<ViewModel: AnyObject>: Screen {
    let viewModel: ViewModel
    var id: String { "base" }
    var title: String { "Base" }
    init(viewModel: ViewModel) { self.viewModel = viewModel }
}

@MainActor
private final class SubScreen: BaseScreen<TestViewModel> {
    init() { super.init(viewModel: TestViewModel()) }
}

@MainActor
@Suite("Leak checking")
struct LeakTests {
    /// A host showing "home", and a checker tracking the screens shown over it.
    @MainActor
    private struct TrackedHome {
        let host: NavigationHost  // kept: a host let go closes its flows
        let navigator: RecordingNavigator
        let home = StaticCoordinator("home")
        let checker = LeakChecker()

        init() async {
            (host, navigator) = makeHost()
            await host.start(root: home)
            checker.trackScreens(of: host)
        }
    }

    @Test func aFinishedFlowFreesItsCoordinatorScreensAndViewModels() async throws {
        let scene = await TrackedHome()
        let running = Task {
            let child = StaticCoordinator("a", "b")
            scene.checker.track(child)
            return await scene.home.flow!.coordinate(to: child)
        }
        await waitUntil { scene.navigator.screenIDs().count == 3 }
        #expect(scene.checker.survivors.contains("TestScreen.viewModel"), "view models are tracked through their screen")
        await scene.navigator.simulateBack()
        await scene.navigator.simulateBack()
        _ = await running.value
        #expect(scene.checker.survivors.isEmpty, "home's screen, on show before the tracking began, is not counted")
        scene.checker.track(scene.home)  // still on screen: expected to survive
        #expect(scene.checker.survivors == ["StaticCoordinator"])
    }

    @Test func aSurvivorStillOnShowIsSaidToBeOnShow() async throws {
        let scene = await TrackedHome()
        let running = Task { await scene.home.flow!.coordinate(to: StaticCoordinator("edit"), presentation: .modal) }
        await waitUntil { scene.navigator.modals.count == 1 }
        await scene.navigator.simulateEscape()
        _ = await running.value
        await scene.home.flow!.router.push(TestScreen("detail"))  // as a link opened over the finished flow
        let error = try #require(throws: LeakError.self) { try scene.checker.verify() }
        #expect(error.survivors == ["TestScreen", "TestScreen.viewModel"])
        #expect(error.survivorsOnShow == ["TestScreen", "TestScreen.viewModel"])
        #expect(error.description == "Still alive after the flow ended: TestScreen, TestScreen.viewModel. Still on show "
                    + "(go back before checking, or track from after they are shown): TestScreen, TestScreen.viewModel")
        await scene.navigator.simulateBack()
        await waitUntil { scene.checker.survivors.isEmpty }
        #expect(scene.checker.survivorsOnShow.isEmpty)
    }

    @Test func theCheckerFailsOnADeliberateRetainCycleNamingTheSurvivors() async {
        let scene = await TrackedHome()
        let running = Task {
            let child = CyclicCoordinator()
            scene.checker.track(child)
            return await scene.home.flow!.coordinate(to: child)
        }
        await waitUntil { scene.navigator.screenIDs().count == 2 }
        await scene.navigator.simulateBack()
        _ = await running.value
        #expect(scene.checker.survivors.sorted() == ["CyclicCoordinator", "CyclicScreen", "CyclicScreen.viewModel"])
        #expect(throws: LeakError.self) { try scene.checker.verify() }
    }

    @Test func trackingAHostsFlowsFindsAChildCoordinatorNoOneNamed() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let checker = LeakChecker()
        checker.trackFlows(of: host)
        func startThenGoBack<Child: Coordinator>(_ child: Child) async {
            let running = Task { _ = await home.flow!.coordinate(to: child) }
            await waitUntil { navigator.screenIDs().count == 2 }
            await navigator.simulateBack()
            _ = await running.value
        }
        await startThenGoBack(StaticCoordinator("a"))
        await startThenGoBack(CyclicCoordinator())
        #expect(checker.survivors.sorted() == ["CyclicCoordinator", "CyclicScreen", "CyclicScreen.viewModel"],
                "the freed child is not among them, and the cyclic one was found without being named")
        #expect(checker.trackedNames.filter { $0.hasPrefix("StaticCoordinator") } == ["StaticCoordinator"],
                "the freed child was tracked: its absence from the survivors means something")
    }

    @Test func viewModelsInOptionalPropertiesAreTrackedAndCounted() {
        let screen = ScreenWithOptionalViewModel()
        let checker = LeakChecker()
        checker.trackWithContents(screen)
        #expect(checker.survivors == ["ScreenWithOptionalViewModel", "ScreenWithOptionalViewModel.viewModel"],
                "a set optional is followed; an empty one (`spare`) is skipped")
        let census = LiveObjectCensus()
        census.track(screen: screen)
        #expect(census.counts[.viewModel] == 1)
    }

    @Test func aViewModelABaseClassDeclaresIsTrackedAndCounted() {
        let checker = LeakChecker()
        checker.trackWithContents(SubScreen())  // held by nothing else
        #expect(checker.trackedNames == ["SubScreen", "SubScreen.viewModel"])
        let screen = SubScreen()
        let census = LiveObjectCensus()
        census.track(screen: screen)
        #expect(census.counts[.viewModel] == 1)
    }

    @Test func embeddedScreensAndTheScreensOfEveryHostTrackedAreChecked() async {
        let (host, _) = makeHost()
        let (otherHost, _) = makeHost()
        let home = StaticCoordinator("home"), other = StaticCoordinator("other")
        await host.start(root: home)
        await otherHost.start(root: other)
        let checker = LeakChecker()
        checker.trackScreens(of: host)
        checker.trackScreens(of: otherHost)
        do {  // the test lets go of the container before the check
            let container = TestScreen("container")
            await home.router.push(container)
            #expect(await home.router.perform(.embed(TestScreen("panel"), inSlot: "side", of: container)) == .completed)
        }
        await other.router.push(TestScreen("second window"))
        #expect(checker.trackedNames.count == 6, "three screens and their view models: \(checker.trackedNames)")
        await home.router.pop()
        await other.router.pop()
        #expect(checker.survivors.isEmpty)
    }

    @Test func aDismissalResultCapturingItsCoordinatorDoesNotKeepItAlive() async {
        let (host, navigator) = makeHost()
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let checker = LeakChecker()
        let running = Task { [checker] in
            let child = StaticCoordinator("summary")
            checker.track(child)
            return await home.flow!.coordinate(to: child)
        }
        await waitUntil { navigator.screenIDs() == ["home", "summary"] }
        do {
            let child = home.flow!.childCoordinators[0] as! StaticCoordinator
            child.flow!.dismissalResult = { _ in child.flow == nil ? .finished : .dismissed(by: .code) }  // strong
        }
        await navigator.simulateBack()
        #expect(await running.value == .dismissed(by: .code), "the closure gave the result")
        #expect(checker.survivors.isEmpty)
    }

    @Test func verifyPassesWhenEverythingIsFreed() async throws {
        let checker = LeakChecker()
        do {
            let screen = TestScreen("temporary")
            checker.trackWithContents(screen)
            #expect(checker.survivors == ["TestScreen", "TestScreen.viewModel"])
        }
        try checker.verify()
    }

    @Test func theCensusCountsAFlowsObjectsAndReturnsToItsBaselineWhenTheUserLeavesIt() async {
        let (host, navigator) = makeHost()
        let census = LiveObjectCensus()
        host.census = census
        let home = StaticCoordinator("home")
        await host.start(root: home)
        let baseline = census.counts
        #expect(baseline == [.coordinator: 1, .screen: 1, .viewModel: 1])
        let running = Task { await home.flow!.coordinate(to: StaticCoordinator("a", "b")) }
        await waitUntil { navigator.screenIDs().count == 3 }
        #expect(census.counts == [.coordinator: 2, .screen: 3, .viewModel: 3])
        #expect(census.liveEntries.map(\.screen.id) == ["home", "a", "b"])
        await navigator.simulateBack()
        await navigator.simulateBack(.backKey)
        _ = await running.value
        #expect(census.counts == baseline, "the child coordinator, its screens and view models were freed")
        #expect(census.liveEntries.map(\.screen.id) == ["home"], "the entries of the screens that left were freed")
    }
}
