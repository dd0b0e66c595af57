/// Lets a coordinator wait (for a service, say) until the test opens it.
@MainActor
final class Gate {
    private var waiting: CheckedContinuation<Void, Never>?
    var isWaiting: Bool { waiting != nil }

    func pass() async { await withCheckedContinuation { waiting = $0 } }

    func open() {
        waiting?.resume()
        waiting = nil
    }
}
