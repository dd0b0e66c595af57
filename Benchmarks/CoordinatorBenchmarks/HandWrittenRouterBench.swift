/// What a developer writes without the library: an array of screens and closures.
@MainActor
enum HandWrittenRouterBench {
    final class ItemScreen {
        let number: Int
        init(number: Int) { self.number = number }
    }

    final class Router {
        private(set) var stack: [ItemScreen] = []
        var onPush: ((ItemScreen) -> Void)?
        var onPop: ((ItemScreen) -> Void)?

        func push(_ screen: ItemScreen) {
            stack.append(screen)
            onPush?(screen)
        }

        func pop() {
            guard stack.count > 1, let screen = stack.popLast() else { return }
            onPop?(screen)
        }
    }

    /// A run of `pairs` push-then-pop pairs on a stack `depth` screens deep.
    static func workload(pairs: Int, depth: Int) -> () async -> Void {
        let router = Router()
        var shown = 0
        router.onPush = { _ in shown += 1 }
        router.onPop = { _ in shown -= 1 }
        for number in 0..<depth { router.push(ItemScreen(number: number)) }
        return {
            for number in 0..<pairs {
                router.push(ItemScreen(number: number))
                router.pop()
            }
        }
    }
}
