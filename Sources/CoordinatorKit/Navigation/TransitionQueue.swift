/// Lets navigation work through one item at a time, in arrival order.
///
/// A trigger that arrives while a transition runs (for example a click during an animation)
/// waits its turn: it is never dropped and never interleaved. The task running the current
/// item may ask again (a navigator calling back into its host) and runs inline instead of
/// waiting for itself; any other task, including one it created, queues.
///
/// Taking a turn on an idle queue is synchronous (``takeTurnIfIdle()``): the common case
/// costs no suspension.
@MainActor
final class TransitionQueue {
    /// How a caller got through: with a turn of its own to give back, or inline in the
    /// running item (nothing to give back).
    enum Admission {
        case turn
        case inline
    }

    // Main-actor state, never edited across a suspension: unchecked, as a dynamic exclusivity
    // check costs more than the rest of a turn taken and given back.
    @exclusivity(unchecked) private var isBusy = false
    /// The address of the task running the current item; only compared, never used to act on
    /// the task.
    @exclusivity(unchecked) private var runningTask: UnsafeRawPointer?
    @exclusivity(unchecked) private var waiting: [CheckedContinuation<Void, Never>] = []
    /// Whether the first in line was handed the turn (``finish(_:)``) and has not run yet.
    @exclusivity(unchecked) private var isHandingOver = false

    /// The number of items waiting for their turn, the one handed the turn but not yet
    /// running included: once it is zero, every item asked for has begun.
    var pendingCount: Int { waiting.count + (isHandingOver ? 1 : 0) }

    /// Takes the turn at once if nothing runs; nil when the caller must ``waitForTurn()``.
    func takeTurnIfIdle() -> Admission? {
        guard !isBusy else { return nil }
        isBusy = true
        runningTask = currentTask()
        return .turn
    }

    /// Waits until every item that arrived earlier has run, then takes the turn; inline when
    /// the running item's own task asks.
    func waitForTurn() async -> Admission {
        if let admission = takeTurnIfIdle() { return admission }
        let current = currentTask()
        if current != nil, current == runningTask { return .inline }
        await withCheckedContinuation { waiting.append($0) }
        // Handed over by `finish(_:)`: the queue stayed busy, so no newcomer went first.
        isHandingOver = false
        runningTask = currentTask()
        return .turn
    }

    /// Gives the turn back (after a ``Admission/turn``): the next in line runs.
    func finish(_ admission: Admission) {
        guard admission == .turn else { return }
        runningTask = nil
        if waiting.isEmpty {
            isBusy = false
        } else {
            isHandingOver = true
            waiting.removeFirst().resume()
        }
    }
}

/// The address of the task running now, from a function with no actor: a closure in main-actor
/// code would check its actor each time it runs, and the queue asks on every navigation. An
/// address, not the `UnsafeCurrentTask`: each copy and release of an optional one went through
/// a generic value witness (about a hundred instructions; measured under callgrind).
private nonisolated func currentTask() -> UnsafeRawPointer? {
    withUnsafeCurrentTask { task in unsafeBitCast(task, to: UnsafeRawPointer?.self) }
}
