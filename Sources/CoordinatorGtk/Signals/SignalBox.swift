import CGtk

/// A heap box that carries a Swift closure through a C signal's `user_data` pointer.
///
/// A box is passed retained (`Unmanaged.passRetained`) when a handler is connected and is
/// released by ``SignalBox/releaseNotify``, the `GClosureNotify` GLib calls when the handler
/// is disconnected or its instance is disposed (for widgets: on `gtk_widget_destroy`).
/// Anything the closure captures therefore lives exactly as long as the connection.
public final class SignalBox<Handler> {
    /// The closure the signal thunk calls.
    public let handler: Handler

    /// Wraps `handler`.
    public init(_ handler: Handler) {
        self.handler = handler
    }

    /// Returns a +1 opaque pointer to a new box around `handler`, for use as `user_data`.
    public static func retainedPointer(_ handler: Handler) -> gpointer {
        Unmanaged.passRetained(SignalBox(handler)).toOpaque()
    }

    /// Borrows the box behind `user_data` without changing its retain count.
    public static func from(_ data: gpointer?) -> SignalBox<Handler> {
        // The pointer was produced by `retainedPointer` and is kept alive by the connection.
        Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The `GClosureNotify` that balances `SignalBox.retainedPointer`; shared by every box type
/// (releasing only needs the object, not its static type).
let signalBoxReleaseNotify: GClosureNotify = { data, _ in releaseSignalBox(data) }

/// The `GDestroyNotify` that balances `SignalBox.retainedPointer` for a main-loop source.
let signalBoxDestroyNotify: GDestroyNotify = { data in releaseSignalBox(data) }

/// Releases the box behind `data`, once the connection or source holding it is gone.
private func releaseSignalBox(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
