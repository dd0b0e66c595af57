import CGtk

/// A `GtkSpinner`: an activity indicator.
@MainActor
public final class Spinner: Widget {
    /// The `GtkSpinner` view of the widget.
    public var spinner: UnsafeMutablePointer<GtkSpinner> { cgtk_spinner(widget) }

    /// Creates a spinner, spinning if `active`.
    public convenience init(active: Bool = false) {
        self.init(gtk_spinner_new())
        if active { start() }
    }

    /// Starts spinning.
    public func start() { gtk_spinner_start(spinner) }

    /// Stops spinning.
    public func stop() { gtk_spinner_stop(spinner) }

    /// Whether it is spinning (the `active` property).
    public var isActive: Bool { Bool(gboolean: cgtk_object_get_bool(widget, "active")) }
}
