import CGtk

/// Hands a window manager's close request (a taskbar's or the overview's Close, Alt+F4) to a
/// ``GtkNavigator``'s window under a modal dialog or alert: GTK 3 drops it while the modal's
/// grab is on, so the request did nothing, then or later. The window's `delete-event` handler
/// gets it (the navigator asks its leave guards, answering an alert on screen first). Other
/// windows (a modal page's dialog under an alert, whose close would wait behind the alert) are
/// left to GTK.
@MainActor
enum CloseUnderModal {
    /// The windows that get their close requests under a grab, until they are destroyed.
    private static var windows: Set<UnsafeMutablePointer<GtkWidget>> = []

    /// Has `window` get the window manager's close requests under another window's grab. Its
    /// `delete-event` handler must take them (return true): GTK's default, destroying a
    /// window whose handlers do not, is not done here.
    static func deliver(to window: Window) {
        install()
        let widget = window.widget
        windows.insert(widget)
        window.onDestroy { windows.remove(widget) }
    }

    private static var isInstalled = false

    /// Installs the filter (``InputShields/addFilter(_:)``). Later calls do nothing.
    private static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        InputShields.addFilter { event in
            guard event.pointee.type == GDK_DELETE, let window = registeredWindow(of: event),
                  let grab = gtk_window_group_get_current_grab(gtk_window_get_group(cgtk_window(window))),
                  gtk_widget_get_toplevel(grab) != window else { return false }  // GTK delivers it itself
            _ = gtk_widget_event(window, event)
            return true
        }
    }

    /// The registered window an event is for, if it is one.
    private static func registeredWindow(of event: UnsafeMutablePointer<GdkEvent>) -> UnsafeMutablePointer<GtkWidget>? {
        var data: gpointer?
        gdk_window_get_user_data(event.pointee.any.window, &data)
        guard let widget = data?.assumingMemoryBound(to: GtkWidget.self), windows.contains(widget) else { return nil }
        return widget
    }
}
