import CoordinatorKit
import CoordinatorKitTesting

/// Push and pop routes through a ``RouteCoordinator``, the host and a navigator.
@MainActor
enum LibraryRouteBench {
    enum Route: Sendable { case item(Int), back }

    final class ItemScreen: Screen {
        let number: Int
        init(number: Int) { self.number = number }
        var id: String { "item" }
        var title: String { "Item" }
    }

    final class ItemsCoordinator: RouteCoordinator<Route, FlowCompletion> {
        override func prepareTransition(for route: Route) -> Transition {
            switch route {
            case .item(let number): .push(ItemScreen(number: number), animation: .none, allowingDuplicate: true)
            case .back: .pop(animation: .none)
            }
        }
    }

    /// A run of `pairs` push-then-pop pairs on a stack `depth` screens deep, shown by
    /// `navigator`. Each run checks that the navigator was told of every push and pop and that
    /// the host's stack is back at its depth: a figure from a run that skipped work would be
    /// worthless.
    static func workload(pairs: Int, depth: Int, navigator: some CountingNavigator) async -> () async -> Void {
        let host = NavigationHost(navigator: navigator)
        let coordinator = ItemsCoordinator(initialRoute: .item(0))
        await host.start(root: coordinator)
        for number in 1..<depth { await coordinator.trigger(.item(number)) }
        return {
            let changesBefore = navigator.stackChangeCount
            for number in 0..<pairs {
                await coordinator.trigger(.item(number))
                await coordinator.trigger(.back)
            }
            precondition(navigator.stackChangeCount - changesBefore == pairs * 2, "a trigger did not reach the navigator")
            precondition(host.state.entries(in: .root).count == depth, "the stack is not back at its depth")
        }
    }
}

/// A navigator that says how many stack changes it was given.
@MainActor
protocol CountingNavigator: Navigator {
    var stackChangeCount: Int { get }
}

extension RecordingNavigator: CountingNavigator {
    var stackChangeCount: Int { animations.count }
}

/// A navigator that shows nothing: what the coordinator, the host and its queue cost alone.
@MainActor
final class NullNavigator: CountingNavigator {
    private(set) var stackChangeCount = 0

    func attach(to host: NavigationHost) {}
    func update(_ change: StackChange) async { stackChangeCount += 1 }
    func present(_ stack: StackID, entries: [ScreenEntry], over parent: StackID, animation: TransitionAnimation) async {}
    func dismiss(_ stack: StackID, removed: [ScreenEntry], animation: TransitionAnimation) async {}
    func embed(_ entry: ScreenEntry, inSlot slot: String, of host: ScreenEntry, replacing replaced: ScreenEntry?) async {}
    func showAlert(_ alert: Alert, over stack: StackID) async -> AlertAction { alert.cancelAction }
    func selectRoot(_ stack: StackID) async {}
    func replaceRoots(_ stacks: [StackID], removed: [ScreenEntry], animation: TransitionAnimation) async {}
}
