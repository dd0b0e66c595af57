import CGtk

/// A `GtkSeparator`: a thin line between groups of widgets.
@MainActor
public final class Separator: Widget {
    /// Creates a separator; a horizontal one is a line across, between stacked widgets.
    public convenience init(orientation: Box.Orientation = .horizontal) {
        self.init(gtk_separator_new(orientation.gtkValue))
    }
}
