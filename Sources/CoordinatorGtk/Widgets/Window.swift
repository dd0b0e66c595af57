import CGtk

/// A toplevel `GtkWindow` (or a `GtkApplicationWindow` when created for an ``Application``).
///
/// GTK keeps toplevels alive until they are destroyed, so dropping the wrapper does not close
/// the window; call ``close()`` or ``Widget/destroy()``.
@MainActor
open class Window: Container {
    /// The `GtkWindow` view of the widget.
    public var window: UnsafeMutablePointer<GtkWindow> { cgtk_window(widget) }

    /// Actions added with ``addAction(_:)``, by name; kept so ``action(named:)`` returns them.
    private var actions: [String: Action] = [:]
    /// The "win" action group for plain windows (application windows are action maps).
    private var actionGroup: UnsafeMutablePointer<GSimpleActionGroup>?
    /// Whether the destroy hook that releases actions is connected.
    private var releasesActionsOnDestroy = false

    /// Creates a new toplevel window with an optional title.
    public convenience init(title: String? = nil) {
        self.init(gtk_window_new(GTK_WINDOW_TOPLEVEL))
        if let title { self.title = title }
    }

    /// Creates a `GtkApplicationWindow` belonging to `application`.
    public convenience init(application: Application, title: String? = nil) {
        self.init(gtk_application_window_new(application.application))
        if let title { self.title = title }
    }

    /// The title (shown by the header bar when it has no title of its own).
    public var title: String? {
        get { borrowGString(gtk_window_get_title(window)) }
        set { gtk_window_set_title(window, newValue) }
    }

    /// `gtk_window_set_default_size`.
    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(window, width, height)
    }

    /// The window's size (`gtk_window_get_size`), without its decorations: what
    /// ``setDefaultSize(width:height:)`` takes to open a window at this size again.
    public var size: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(window, &width, &height)
        return (width, height)
    }

    /// The size of the work area of the window's monitor: the monitor less the panels and
    /// docks the desktop keeps (`gdk_monitor_get_workarea`). Before the window is shown, its
    /// monitor is the primary one, else the first. Nil when the display has no monitor.
    public var workArea: (width: Int32, height: Int32)? { workAreaBounds.map { ($0.width, $0.height) } }

    /// Where the ``workArea`` is on the screen, and its size.
    private var workAreaBounds: GdkRectangle? {
        let display = gtk_widget_get_display(widget)
        let monitor = gtk_widget_get_window(widget).flatMap { gdk_display_get_monitor_at_window(display, $0) }
            ?? gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        guard let monitor else { return nil }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return area
    }

    /// Shrinks the shown window, if it is larger, until the whole of it (its header bar and
    /// border or shadow included) fits the ``workArea``: a size saved on a large screen, opened
    /// on a smaller one. A dialog (a window transient for another) is also moved in where it
    /// sticks out: GTK centres it on its parent, and a tall one had its header bar above the
    /// screen's top edge. A maximized window is left to the window manager.
    ///
    /// Call it once the window has its first size (``onSizeAllocate(_:)``) or is shown, when
    /// GTK knows what its decorations add; the window is resized once GTK has finished laying
    /// it out (GTK ignores a resize asked for while it gives the window its size).
    public func fitToWorkArea() {
        MainLoopCallbacks.whenIdle { [weak self] in
            guard let self, !isMaximized, let surface = gtk_widget_get_window(widget), let area = workAreaBounds else { return }
            let inner = size
            let decorations = (width: max(gdk_window_get_width(surface) - inner.width, 0),
                               height: max(gdk_window_get_height(surface) - inner.height, 0))
            let fitted = (width: min(inner.width, area.width - decorations.width),
                          height: min(inner.height, area.height - decorations.height))
            if fitted != inner { gtk_window_resize(window, fitted.width, fitted.height) }
            guard gtk_window_get_transient_for(window) != nil else { return }
            var x: gint = 0, y: gint = 0
            gtk_window_get_position(window, &x, &y)
            let inside = (x: max(area.x, min(x, area.x + area.width - fitted.width - decorations.width)),
                          y: max(area.y, min(y, area.y + area.height - fitted.height - decorations.height)))
            if inside != (x, y) { gtk_window_move(window, inside.x, inside.y) }
        }
    }

    /// Whether the window is maximized. Setting it asks the window manager to maximize or
    /// restore the window (`gtk_window_maximize`), also before it is shown; the window is
    /// maximized once the window manager has done it (with none, never).
    public var isMaximized: Bool {
        get { Bool(gboolean: gtk_window_is_maximized(window)) }
        set { if newValue { gtk_window_maximize(window) } else { gtk_window_unmaximize(window) } }
    }

    /// Calls `handler` each time GTK gives the window its size (`size-allocate`): as it is
    /// shown, resized, maximized or restored.
    @discardableResult
    public func onSizeAllocate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connectPointer(widget, "size-allocate") { _ in handler() }
    }

    /// `gtk_window_set_titlebar`: replaces the title bar (e.g. with a ``HeaderBar``).
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(window, titlebar?.widget)
    }

    /// `gtk_window_set_transient_for`: keeps this window above `parent` (dialogs).
    public func setTransientFor(_ parent: Window?) {
        gtk_window_set_transient_for(window, parent?.window)
    }

    /// Whether the window is modal.
    public var isModal: Bool {
        get { Bool(gboolean: gtk_window_get_modal(window)) }
        set { gtk_window_set_modal(window, newValue.gboolean) }
    }

    /// Whether the window is destroyed along with its transient parent.
    public var destroysWithParent: Bool {
        get { Bool(gboolean: gtk_window_get_destroy_with_parent(window)) }
        set { gtk_window_set_destroy_with_parent(window, newValue.gboolean) }
    }

    /// Whether the window has the toplevel focus.
    public var isActive: Bool { Bool(gboolean: gtk_window_is_active(window)) }

    /// The widget with the focus inside this window, if it has a wrapper or can be wrapped.
    public var focusWidget: Widget? { gtk_window_get_focus(window).map(Widget.wrap) }

    /// `gtk_window_present`: shows, raises and focuses the window.
    public func present() { gtk_window_present(window) }

    /// `gtk_window_close`: asks to close, as the close button does (emits `delete-event`).
    public func close() { gtk_window_close(window) }

    /// Sets the application the window belongs to (required for application accelerators).
    public func setApplication(_ application: Application?) {
        gtk_window_set_application(window, application?.application)
    }

    /// Makes the window belong to `parent`'s application, if it has one: the application's
    /// accelerators (for `app.` actions, such as Ctrl+Q for quit) then work in this window too.
    /// The dialogs of this module join their parent's application.
    public func joinApplication(of parent: Window) {
        gtk_window_set_application(window, gtk_window_get_application(parent.window))
    }

    /// Calls `handler` on `delete-event` (close button, Alt+F4, ``close()``); return `true`
    /// to keep the window open, `false` to let it be destroyed.
    @discardableResult
    public func onDeleteEvent(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        Signals.connectEvent(widget, "delete-event") { _ in handler() }
    }

    /// Calls `handler` with the widget about to take the focus inside this window, or nil
    /// when the focus leaves every widget (`set-focus`).
    @discardableResult
    public func onFocusChange(_ handler: @escaping @MainActor (Widget?) -> Void) -> SignalConnection {
        Signals.connectPointer(widget, "set-focus") { focus in
            handler(focus.map { Widget.wrap($0.assumingMemoryBound(to: GtkWidget.self)) })
        }
    }

    // MARK: Actions

    /// Adds `action` in the `win.` namespace (`win.<name>` for `Button.actionName` and
    /// `Application.setAccelerators`). Replaces an action with the same name.
    public func addAction(_ action: Action) {
        if Bool(gboolean: cgtk_is_action_map(widget)) {
            g_action_map_add_action(cgtk_action_map(widget), action.gAction)
        } else {
            let group: UnsafeMutablePointer<GSimpleActionGroup>
            if let existing = actionGroup {
                group = existing
            } else {
                group = g_simple_action_group_new()!
                gtk_widget_insert_action_group(widget, "win", cgtk_action_group(UnsafeMutableRawPointer(group)))
                actionGroup = group
            }
            g_action_map_add_action(cgtk_action_map(UnsafeMutableRawPointer(group)), action.gAction)
        }
        if !releasesActionsOnDestroy {
            releasesActionsOnDestroy = true
            // Break wrapper -> action -> handler -> wrapper cycles when the window goes away.
            onDestroy { [weak self] in self?.releaseActions() }
        }
        actions[action.name] = action
    }

    /// Drops the action wrappers and the plain window's "win" group.
    private func releaseActions() {
        actions.removeAll()
        if let group = actionGroup {
            gtk_widget_insert_action_group(widget, "win", nil)
            actionGroup = nil
            g_object_unref(UnsafeMutableRawPointer(group))
        }
    }

    /// Removes the action called `name` from the `win.` namespace.
    public func removeAction(named name: String) {
        if Bool(gboolean: cgtk_is_action_map(widget)) {
            g_action_map_remove_action(cgtk_action_map(widget), name)
        } else if let group = actionGroup {
            g_action_map_remove_action(cgtk_action_map(UnsafeMutableRawPointer(group)), name)
        }
        actions[name] = nil
    }

    /// The action added under `name`, if any.
    public func action(named name: String) -> Action? { actions[name] }

    isolated deinit {
        if let actionGroup { g_object_unref(UnsafeMutableRawPointer(actionGroup)) }
    }
}
