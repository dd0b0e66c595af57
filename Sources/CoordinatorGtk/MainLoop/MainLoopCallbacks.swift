import CGtk

/// Runs closures from the GLib main loop itself, outside any libdispatch main-queue job.
///
/// A main-actor task runs inside the main-queue drain (``MainQueueBridge``); work that hands
/// an event back to GTK had better not: GTK or the accessibility bridge may spin a nested main
/// loop for it, which cannot drain the queue it was called from.
@MainActor
enum MainLoopCallbacks {
    /// Runs `body` once the loop has nothing more urgent to do: every ready event, every
    /// main-queue job (the tasks started so far) and every redraw goes first.
    static func whenIdle(_ body: @escaping @MainActor () -> Void) {
        add(body) { g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, $0, $1, $2) }
    }

    /// Runs `body` once, `milliseconds` from now.
    static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        add(body) { g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, $0, $1, $2) }
    }

    /// Adds a source that runs `body` once, through `addSource(function, data, destroyNotify)`.
    private static func add(_ body: @escaping @MainActor () -> Void,
                            to addSource: (GSourceFunc, gpointer, GDestroyNotify) -> guint) {
        let runOnce: GSourceFunc = { data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
            return 0  // G_SOURCE_REMOVE
        }
        _ = addSource(runOnce, SignalBox<@MainActor () -> Void>.retainedPointer(body), signalBoxDestroyNotify)
    }
}
