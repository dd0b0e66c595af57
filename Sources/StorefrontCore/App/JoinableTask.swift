/// Work that callers who come while it runs join instead of starting again: a question to the
/// user that a burst of links waits on answers them all, once.
@MainActor
final class JoinableTask<Value: Sendable> {
    private var running: Task<Value, Never>?

    /// The value of `work`, started now, or of the run of it already under way.
    func value(of work: @escaping @MainActor () async -> Value) async -> Value {
        if let running { return await running.value }
        let started = Task { await work() }
        running = started
        defer { running = nil }
        return await started.value
    }
}
