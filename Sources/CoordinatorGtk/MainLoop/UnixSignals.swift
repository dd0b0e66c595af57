import CGtk

/// Unix signals as main-loop events: GLib receives the signal and runs the handler on the
/// main loop later, so the handler may do anything (a signal handler proper may not).
@MainActor
public enum UnixSignals {
    /// Calls `handler` on the main loop each time the process receives `signal` (for example
    /// `SIGUSR1` for a debug snapshot), for the rest of the process's life. GLib supports
    /// `SIGHUP`, `SIGINT`, `SIGTERM`, `SIGUSR1`, `SIGUSR2` and `SIGWINCH`.
    public static func observe(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) {
        let run: GSourceFunc = { data in
            MainActor.assumeIsolated { SignalBox<@MainActor () -> Void>.from(data).handler() }
            return 1  // G_SOURCE_CONTINUE
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        g_unix_signal_add_full(0 /* G_PRIORITY_DEFAULT */, signal, run, SignalBox.retainedPointer(handler), release)
    }
}
