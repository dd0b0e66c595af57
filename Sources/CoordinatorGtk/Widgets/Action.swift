import CGtk

/// A `GSimpleAction` without a parameter: a named command that buttons (through
/// `Button.actionName`) and accelerators (through `Application.setAccelerators`) trigger.
///
/// Add it to a window with ``Window/addAction(_:)``; it is then `win.<name>`. Or add it to the
/// application with ``Application/addAction(_:)``; it is then `app.<name>`, in every window.
/// Disabling the action makes every button bound to it insensitive.
@MainActor
public final class Action {
    /// The wrapped `GSimpleAction` (the wrapper holds one reference).
    public let simpleAction: OpaquePointer

    /// The `GAction` view, for `g_action_map_add_action` and friends.
    public var gAction: OpaquePointer { cgtk_action(UnsafeMutableRawPointer(simpleAction)) }

    /// The action's name (without the `win.` prefix).
    public let name: String

    /// Creates an action called `name`.
    public init(name: String, enabled: Bool = true) {
        self.name = name
        simpleAction = g_simple_action_new(name, nil)
        isEnabled = enabled
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(simpleAction))
    }

    /// Whether the action can be activated (bound buttons are sensitive only while it is).
    public var isEnabled: Bool {
        get { Bool(gboolean: g_action_get_enabled(gAction)) }
        set { g_simple_action_set_enabled(simpleAction, newValue.gboolean) }
    }

    /// Activates the action (calls the ``onActivate(_:)`` handlers if it is enabled).
    public func activate() { g_action_activate(gAction, nil) }

    /// Calls `handler` whenever the action is activated.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connectPointer(UnsafeMutableRawPointer(simpleAction), "activate") { _ in handler() }
    }
}
