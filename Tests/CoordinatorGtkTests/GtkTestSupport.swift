import CGtk
import CoordinatorGtk

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

/// Records each time screen readers are told that `widget`'s accessible description changed
/// (`notify::accessible-description` on its accessible).
@MainActor
func descriptionChanges(of widget: Widget) -> Recorder<Void> {
    let changes = Recorder<Void>()
    Signals.connectNotify(UnsafeMutableRawPointer(gtk_widget_get_accessible(widget.widget)),
                          property: "accessible-description") { changes.record(()) }
    return changes
}
