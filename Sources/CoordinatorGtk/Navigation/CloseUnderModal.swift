import CGtk

/// Hands a window manager's close request (a taskbar's or the overview's Close, Alt+F4) to a
/// window under a modal dialog or alert: GTK 3 drops it while the modal's grab is on, so the
/// request did nothing, then or later. The window's `delete-event` handlers get it (a
/// ``GtkNavigator`` asks its leave guards, answering an alert on screen first); a window with
/// none stays open, as GTK would have it.
@MainActor
enum CloseUnderModal {
    private static var isInstalled = false

    /// Installs the filter (``InputShields/addFilter(_:)``). Later calls do nothing.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        InputShields.addFilter { event in
            guard event.pointee.type == GDK_DELETE, let window = toplevel(of: event),
                  let grab = gtk_window_group_get_current_grab(gtk_window_get_group(cgtk_window(window))),
                  gtk_widget_get_toplevel(grab) != window else { return false }  // GTK delivers it itself
            _ = gtk_widget_event(window, event)
            return true
        }
    }

    /// The GTK window an event is for, if it is one.
    private static func toplevel(of event: UnsafeMutablePointer<GdkEvent>) -> UnsafeMutablePointer<GtkWidget>? {
        var data: gpointer?
        gdk_window_get_user_data(event.pointee.any.window, &data)
        guard let widget = data?.assumingMemoryBound(to: GtkWidget.self),
              isInstance(widget, of: gtk_window_get_type()) else { return nil }
        return widget
    }
}
