import CGtk
import Dispatch  // links libdispatch, which exports the main-queue hooks below
#if canImport(Glibc)
import Glibc
#endif

/// Drains libdispatch's main queue from the GLib main loop, so that under `gtk_main()`,
/// `g_application_run` or manual `g_main_context_iteration` calls, `@MainActor` tasks,
/// `Task.sleep` continuations on the main actor and `DispatchQueue.main` blocks run.
///
/// libdispatch signals pending main-queue work on an eventfd
/// (`_dispatch_get_main_queue_handle_4CF()`). The bridge watches it with `g_unix_fd_add`; the
/// callback first reads the eventfd (8 bytes) to reset it, otherwise GLib would see it ready
/// forever and spin at 100% CPU, and then calls `_dispatch_main_queue_callback_4CF(nil)`.
///
/// - Important: never install the bridge in a process where `dispatchMain()` drains the
///   main queue (libdispatch aborts when its main queue is drained both ways), and keep
///   `main` synchronous: with an async top-level `main` the GLib loop never gets to run it.
@MainActor
public enum MainQueueBridge {
    /// The GLib source id of the eventfd watch, once installed.
    private static var sourceID: guint = 0

    /// Whether the bridge is installed.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Installs the bridge on the default GLib main context; later calls do nothing.
    /// Call on the main thread before running the GLib loop.
    public static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        let callback: GUnixFDSourceFunc = { fd, _, _ in
            var counter: UInt64 = 0
            // The eventfd is non-blocking: a failed read (EAGAIN) just means nothing was pending.
            _ = withUnsafeMutableBytes(of: &counter) { read(fd, $0.baseAddress, $0.count) }
            _dispatch_main_queue_callback_4CF(nil)
            return 1 // G_SOURCE_CONTINUE
        }
        sourceID = g_unix_fd_add(fd, G_IO_IN, callback, nil)
    }

    /// Removes the bridge; main-queue work then waits until it is installed again.
    public static func uninstall() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }
}
