import CGtk

/// Typed `g_signal_connect` helpers, one per C handler signature.
///
/// Each helper boxes the closure (see ``SignalBox``), connects a non-capturing
/// `@convention(c)` thunk matching the signal's C signature and returns the connection.
/// Handlers run on the main thread (GTK emits there) and are `@MainActor`.
@MainActor
public enum Signals {
    /// `void (*)(gpointer instance, gpointer user_data)`: `clicked`, `destroy`, `activate`,
    /// `changed`, `close`, `startup` and other signals without arguments.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }
        return connectRaw(instance, signal, unsafeBitCast(thunk, to: GCallback.self),
                          SignalBox<@MainActor () -> Void>.retainedPointer(handler))
    }

    /// `void (*)(gpointer instance, gint value, gpointer user_data)`: `response`.
    @discardableResult
    public static func connectInt(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping @MainActor (Int32) -> Void
    ) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            let box = SignalBox<@MainActor (Int32) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(value) }
        }
        return connectRaw(instance, signal, unsafeBitCast(thunk, to: GCallback.self),
                          SignalBox<@MainActor (Int32) -> Void>.retainedPointer(handler))
    }

    /// `void (*)(gpointer instance, gint first, gint second, gpointer user_data)`: a list box's
    /// `move-cursor` (a `GtkMovementStep` and a count). With `after`, the handler runs after
    /// the class handler.
    @discardableResult
    public static func connectIntPair(
        _ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor (Int32, Int32) -> Void
    ) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, first, second, data in
            let box = SignalBox<@MainActor (Int32, Int32) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(first, second) }
        }
        return connectRaw(instance, signal, unsafeBitCast(thunk, to: GCallback.self),
                          SignalBox<@MainActor (Int32, Int32) -> Void>.retainedPointer(handler), after: after)
    }

    /// `gboolean (*)(gpointer instance, GdkEvent *event, gpointer user_data)`: `delete-event`,
    /// `button-press-event`, `key-press-event`. Return `true` to stop other handlers. With
    /// `after`, the handler runs after the class handler, so only for an event nothing before
    /// it took (for a window's `key-press-event`: no mnemonic, accelerator or focused widget).
    @discardableResult
    public static func connectEvent(
        _ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>?) -> Bool
    ) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> gboolean = {
            _, event, data in
            let box = SignalBox<@MainActor (UnsafeMutablePointer<GdkEvent>?) -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler(event) } ? 1 : 0
        }
        return connectRaw(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            SignalBox<@MainActor (UnsafeMutablePointer<GdkEvent>?) -> Bool>.retainedPointer(handler), after: after)
    }

    /// `void (*)(gpointer instance, gpointer argument, gpointer user_data)`: any signal with one
    /// pointer argument, e.g. `notify::…` (a `GParamSpec*`), `row-activated` (a `GtkListBoxRow*`),
    /// `row-selected` (nullable) or a `GSimpleAction`'s `activate` (a `GVariant*`).
    @discardableResult
    public static func connectPointer(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let box = SignalBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(argument) }
        }
        return connectRaw(instance, signal, unsafeBitCast(thunk, to: GCallback.self),
                          SignalBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.retainedPointer(handler))
    }

    /// `notify::property`: calls `handler` whenever `property` changes on `instance`.
    @discardableResult
    public static func connectNotify(
        _ instance: UnsafeMutableRawPointer, property: String,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        connectPointer(instance, "notify::\(property)") { _ in handler() }
    }

    /// `row-activated` / `row-selected` on a `GtkListBox`: `(listbox, GtkListBoxRow *row, user_data)`.
    @discardableResult
    public static func connectRow(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping @MainActor (UnsafeMutablePointer<GtkListBoxRow>?) -> Void
    ) -> SignalConnection {
        connectPointer(instance, signal) { row in
            handler(row?.assumingMemoryBound(to: GtkListBoxRow.self))
        }
    }

    /// `GApplication::open`: `(app, GFile **files, gint n_files, gchar *hint, user_data)`;
    /// the handler receives the files' URIs.
    @discardableResult
    public static func connectOpen(
        _ instance: UnsafeMutableRawPointer,
        _ handler: @escaping @MainActor ([String], String) -> Void
    ) -> SignalConnection {
        typealias Files = UnsafeMutablePointer<OpaquePointer?>
        let thunk: @convention(c) (gpointer?, Files?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = {
            _, files, count, hint, data in
            let box = SignalBox<@MainActor ([String], String) -> Void>.from(data)
            var uris: [String] = []
            if let files {
                for index in 0..<Int(max(count, 0)) {
                    guard let file = files[index], let uri = g_file_get_uri(file) else { continue }
                    uris.append(String(cString: uri))
                    g_free(uri)
                }
            }
            let hintText = hint.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { box.handler(uris, hintText) }
        }
        return connectRaw(instance, "open", unsafeBitCast(thunk, to: GCallback.self),
                          SignalBox<@MainActor ([String], String) -> Void>.retainedPointer(handler))
    }

    /// Connects an already boxed handler; `data` must come from `SignalBox.retainedPointer`.
    static func connectRaw(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback, _ data: gpointer,
        after: Bool = false
    ) -> SignalConnection {
        let id = cgtk_signal_connect(instance, signal, callback, data, signalBoxReleaseNotify, after.gboolean)
        if id == 0 {
            // GLib already warned (unknown signal); the notify was not registered.
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return SignalConnection(instance: instance, id: UInt(id))
    }
}
