/// A main-actor mutable cell for observing callbacks in tests.
@MainActor
final class Recorder<Value> {
    /// The recorded values, in order.
    var values: [Value] = []
    /// Records `value`.
    func record(_ value: Value) { values.append(value) }
}

/// A plain object whose lifetime tests observe through weak references.
final class LifetimeToken {}
