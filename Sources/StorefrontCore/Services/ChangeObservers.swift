/// The handlers a store calls after each change, in the order they were added.
@MainActor
final class ChangeObservers<Value> {
    private var handlers: [Int: @MainActor (Value) -> Void] = [:]
    private var lastKey = 0

    /// Registers `handler` until the returned observation is cancelled or released.
    func add(_ handler: @escaping @MainActor (Value) -> Void) -> StoreObservation {
        lastKey += 1
        let key = lastKey
        handlers[key] = handler
        return StoreObservation { [weak self] in self?.handlers[key] = nil }
    }

    /// Calls every handler with `value`.
    func send(_ value: Value) {
        for key in handlers.keys.sorted() { handlers[key]?(value) }
    }
}
