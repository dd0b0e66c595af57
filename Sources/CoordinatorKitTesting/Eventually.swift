/// Lets other tasks run until `condition` holds, for at most `timeout` of real time, and
/// returns whether it held: the way a test waits for a flow started in a `Task` to show its
/// screen, or for a navigation on its way to end, without sleeping a fixed time.
///
/// It yields the main actor first (enough for flows that only navigate), then also sleeps a
/// millisecond a turn, so that work on other threads (a service, a file read) gets to run on a
/// loaded machine. Only a condition that never holds waits the whole `timeout`.
///
/// ```swift
/// let running = Task { await home.coordinate(to: DetailCoordinator()) }
/// #expect(await eventually { navigator.visibleScreen?.id == "detail" })
/// ```
@MainActor
public func eventually(timeout: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    var turns = 0
    while ContinuousClock.now < deadline {
        if condition() { return true }
        turns += 1
        if turns < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
    return condition()
}
