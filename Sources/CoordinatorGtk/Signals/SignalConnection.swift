import CGtk

/// A connected signal handler: the instance it is attached to and the handler id.
///
/// Disconnecting is optional: handlers go away with their instance. The connection keeps
/// no reference to the instance, so only disconnect while the instance is alive.
public struct SignalConnection: Hashable {
    /// The GObject instance the handler is connected to.
    public let instance: UnsafeMutableRawPointer
    /// The handler id returned by `g_signal_connect_data` (0 when connecting failed).
    public let id: UInt

    /// Creates a connection record.
    public init(instance: UnsafeMutableRawPointer, id: UInt) {
        self.instance = instance
        self.id = id
    }

    /// Whether the handler is still connected.
    @MainActor
    public var isConnected: Bool {
        id != 0 && g_signal_handler_is_connected(instance, gulong(id)) != 0
    }

    /// Disconnects the handler (releasing its closure box) if it is still connected.
    @MainActor
    public func disconnect() {
        guard isConnected else { return }
        g_signal_handler_disconnect(instance, gulong(id))
    }

    /// Blocks the handler until ``unblock()``.
    @MainActor
    public func block() { g_signal_handler_block(instance, gulong(id)) }

    /// Undoes one ``block()``.
    @MainActor
    public func unblock() { g_signal_handler_unblock(instance, gulong(id)) }
}
