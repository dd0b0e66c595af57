import CGtk

/// A `GtkApplication`: the process's D-Bus-unique application object and its main loop.
///
/// Build the UI in ``onActivate(_:)`` (plain launch) and ``onOpen(_:)`` (launched with URIs,
/// needs ``Flags/handlesOpen``). A second launch forwards to the running primary instance.
/// ``run(arguments:)`` installs the ``MainQueueBridge`` so `@MainActor` tasks and
/// `DispatchQueue.main` work run inside the GLib loop.
@MainActor
public final class Application {
    /// The wrapped `GtkApplication` (the wrapper holds one reference).
    public let application: UnsafeMutablePointer<GtkApplication>

    /// The `GApplication` view.
    public var gApplication: UnsafeMutablePointer<GApplication> { cgtk_g_application(application) }

    /// `GApplicationFlags`.
    public struct Flags: OptionSet, Sendable {
        /// The raw `GApplicationFlags` bits.
        public let rawValue: UInt32
        /// Wraps raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// `G_APPLICATION_HANDLES_OPEN`: URIs on the command line arrive in `open`.
        public static let handlesOpen = Flags(rawValue: G_APPLICATION_HANDLES_OPEN.rawValue)
        /// `G_APPLICATION_NON_UNIQUE`: no single-instance registration on the session bus.
        public static let nonUnique = Flags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
        /// `G_APPLICATION_HANDLES_COMMAND_LINE`.
        public static let handlesCommandLine = Flags(rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue)
    }

    /// Creates an application with a reverse-DNS `id` (e.g. `"org.example.Storefront"`).
    public init(id: String, flags: Flags = [.handlesOpen]) {
        application = gtk_application_new(id, GApplicationFlags(rawValue: flags.rawValue))
        // GtkApplication's own start-up handler, which initialises GTK, runs first.
        onStartup { AccessibleStates.install() }
    }

    isolated deinit {
        g_object_unref(application)
    }

    /// The application id.
    public var id: String { borrowGString(g_application_get_application_id(gApplication)) ?? "" }

    /// Calls `handler` on `activate` (a launch without URIs, or a re-launch).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(application, "activate", handler)
    }

    /// Calls `handler(uris)` on `open` (a launch with files or URIs; `GFile`s as URIs).
    @discardableResult
    public func onOpen(_ handler: @escaping @MainActor ([String]) -> Void) -> SignalConnection {
        Signals.connectOpen(application) { uris, _ in handler(uris) }
    }

    /// Calls `handler` on `startup` (once, in the primary instance, before activate/open).
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(application, "startup", handler)
    }

    /// Calls `handler` on `shutdown` (once, after the loop ends).
    @discardableResult
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(application, "shutdown", handler)
    }

    /// Runs the application until it quits (its last window closes or ``quit()``); returns the
    /// exit status. Passes the real `argc`/`argv` to `g_application_run` and installs the
    /// ``MainQueueBridge`` first. Call from a synchronous `main`, never after `dispatchMain()`.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        MainQueueBridge.install()
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(gApplication, Int32(arguments.count), buffer.baseAddress)
        }
    }

    /// Describes the command line for `--help`: `parameters` after the options (`"[LINK…]"`),
    /// a `summary` under the usage line, and `options` the app reads from the arguments
    /// itself before ``run(arguments:)`` (each `(name, description)`, named without its
    /// leading dashes). Call it before ``run(arguments:)``.
    public func describeCommandLine(parameters: String?, summary: String?,
                                    options: [(name: String, description: String)] = []) {
        g_application_set_option_context_parameter_string(gApplication, parameters)
        g_application_set_option_context_summary(gApplication, summary)
        for option in options {
            g_application_add_main_option(gApplication, option.name, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE,
                                          option.description, nil)
        }
    }

    /// Ends ``run(arguments:)`` soon (`g_application_quit`).
    public func quit() { g_application_quit(gApplication) }

    /// Keeps the application running without windows until ``release()``.
    public func hold() { g_application_hold(gApplication) }

    /// Balances ``hold()``.
    public func release() { g_application_release(gApplication) }

    /// Sets the accelerators of a detailed action, e.g. `"win.go-back"` →
    /// `["<Alt>Left", "Back"]`; an empty list removes them.
    public func setAccelerators(for action: String, _ accelerators: [String]) {
        var pointers: [UnsafePointer<gchar>?] = accelerators.map { UnsafePointer(strdup($0)) }
        pointers.append(nil)
        defer { pointers.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        pointers.withUnsafeBufferPointer { buffer in
            gtk_application_set_accels_for_action(application, action, buffer.baseAddress)
        }
    }

    /// The accelerators of a detailed action.
    public func accelerators(for action: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application, action) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let accel = list[index] {
            result.append(String(cString: accel))
            index += 1
        }
        return result
    }

    /// Adds `action` in the `app.` namespace (`app.<name>` for accelerators and menus): unlike
    /// a window's `win.` action, it works in every window of the application, its dialogs
    /// included. Replaces an action with the same name; the application keeps the action.
    public func addAction(_ action: Action) {
        g_action_map_add_action(cgtk_action_map(UnsafeMutableRawPointer(application)), action.gAction)
    }

    /// Adds `window` to the application (it keeps running while the window is open).
    public func addWindow(_ window: Window) {
        gtk_application_add_window(application, window.window)
    }

    /// The most recently focused window, if it has a wrapper or can be wrapped.
    public var activeWindow: Widget? {
        gtk_application_get_active_window(application).map { Widget.wrap(cgtk_widget($0)) }
    }
}
