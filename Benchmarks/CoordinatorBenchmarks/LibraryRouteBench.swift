import CoordinatorKit
import CoordinatorKitTesting

/// Push and pop routes through a ``RouteCoordinator`` and a ``RecordingNavigator``.
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

    /// A run of `pairs` push-then-pop pairs on a stack `depth` screens deep. Each run checks
    /// that the navigator was told of every push and pop and ends `depth` screens deep: a
    /// figure from a run that skipped work would be worthless.
    static func workload(pairs: Int, depth: Int) async -> () async -> Void {
        let navigator = RecordingNavigator()
        navigator.suspensionsPerStep = 0
        let host = NavigationHost(navigator: navigator)
        let coordinator = ItemsCoordinator(initialRoute: .item(0))
        await host.start(root: coordinator)
        for number in 1..<depth { await coordinator.trigger(.item(number)) }
        return {
            let changesBefore = navigator.animations.count
            for number in 0..<pairs {
                await coordinator.trigger(.item(number))
                await coordinator.trigger(.back)
            }
            precondition(navigator.animations.count - changesBefore == pairs * 2, "a trigger did not reach the navigator")
            precondition(navigator.stacks[.root]?.count == depth, "the stack is not back at its depth: \(navigator.stacks[.root]?.count ?? -1) screens, \(host.state.entries(in: .root).count) in the host")
        }
    }
}
