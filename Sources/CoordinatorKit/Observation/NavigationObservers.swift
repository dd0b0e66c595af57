/// The observers of one host: callbacks and async streams, told of every navigation.
@MainActor
final class NavigationObservers {
    // Read on every navigation (`isEmpty`), and only between suspensions: unchecked, as a
    // dynamic exclusivity check would cost more than the read.
    @exclusivity(unchecked) private var handlers: [Int: @MainActor (NavigationEvent) -> Void] = [:]
    @exclusivity(unchecked) private var streams: [Int: AsyncStream<NavigationEvent>.Continuation] = [:]
    private var lastKey = 0

    /// Whether no one observes.
    var isEmpty: Bool { handlers.isEmpty && streams.isEmpty }

    func add(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
        let key = nextKey()
        handlers[key] = handler
        return NavigationObservation { [weak self] in self?.handlers[key] = nil }
    }

    func stream() -> AsyncStream<NavigationEvent> {
        let key = nextKey()
        let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream()
        streams[key] = continuation
        continuation.onTermination = { _ in Task { @MainActor [weak self] in self?.streams[key] = nil } }
        return stream
    }

    func send(_ event: NavigationEvent) {
        handlers.keys.sorted().forEach { handlers[$0]?(event) }
        streams.values.forEach { $0.yield(event) }
    }

    /// Ends every stream: there will be no more navigations.
    func finishStreams() {
        let ending = streams.values
        streams = [:]
        ending.forEach { $0.finish() }
    }

    private func nextKey() -> Int {
        lastKey += 1
        return lastKey
    }
}

/// Keeps an observer registered; ``cancel()`` or dropping it unregisters.
@MainActor
public final class NavigationObservation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

    /// Stops the observation.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit { cancel() }
}
