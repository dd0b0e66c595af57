/// The least an `async` trigger can cost: a main-actor method that awaits a navigator through
/// a protocol, doing no navigation at all. The library's trigger makes the same two calls,
/// so this row shows how much of its ratio is the price of an `async` API on its own.
@MainActor
enum AsyncFloorBench {
    @MainActor protocol Sink: AnyObject {
        func take(_ change: Int) async
    }

    @MainActor final class CountingSink: Sink {
        var depth = 0
        func take(_ change: Int) async { depth += change }
    }

    @MainActor final class Trigger {
        let sink: any Sink
        init(sink: any Sink) { self.sink = sink }
        func trigger(_ change: Int) async { await sink.take(change) }
    }

    /// A run of `pairs` push-then-pop pairs (a depth counter goes up, then down).
    static func workload(pairs: Int) -> () async -> Void {
        let sink = CountingSink()
        let trigger = makeTrigger(sink)
        return {
            for _ in 0..<pairs {
                await trigger.trigger(1)
                await trigger.trigger(-1)
            }
            precondition(sink.depth == 0)
        }
    }

    /// Made out of line, so the optimizer cannot see through the protocol and inline the call.
    @inline(never)
    private static func makeTrigger(_ sink: any Sink) -> Trigger { Trigger(sink: sink) }
}
