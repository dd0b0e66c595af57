/// Keeps a change handler registered with a store; ``cancel()`` or releasing it unregisters.
@MainActor
public final class StoreObservation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit { cancel() }
}
