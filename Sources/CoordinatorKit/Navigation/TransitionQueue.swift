/// Runs navigation work one item at a time, in arrival order.
///
/// A trigger that arrives while a transition runs (for example a click during an animation)
/// waits its turn: it is never dropped and never interleaved. Work started from inside the
/// running item (a coordinator starting a child while a deep link is applied) runs inline
/// instead of waiting for itself.
@MainActor
final class TransitionQueue {
    /// The item the current task is running inside, if any.
    @TaskLocal private static var runningItem: Int?

    private static let handingOver = -1
    private var currentItem: Int?
    private var lastItem = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// The number of items waiting for their turn.
    var pendingCount: Int { waiting.count }

    /// Runs `work` after every item that arrived before it.
    func run<T>(_ work: @MainActor () async -> T) async -> T {
        if let item = Self.runningItem, item == currentItem {
            return await work()
        }
        if currentItem != nil {
            await withCheckedContinuation { waiting.append($0) }
        }
        lastItem += 1
        let item = lastItem
        currentItem = item
        defer {
            if waiting.isEmpty {
                currentItem = nil
            } else {
                currentItem = Self.handingOver  // stays busy: the next in line goes before newcomers
                waiting.removeFirst().resume()
            }
        }
        return await Self.$runningItem.withValue(item) { await work() }
    }

    /// Runs `body` outside any item, so tasks it creates queue up like everyone else's.
    static func detached(_ body: () -> Void) {
        $runningItem.withValue(nil) { body() }
    }
}
