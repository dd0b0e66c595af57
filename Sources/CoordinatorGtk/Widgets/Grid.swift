import CGtk

/// A `GtkGrid`: children on rows and columns.
@MainActor
public final class Grid: Container {
    /// The `GtkGrid` view of the widget.
    public var grid: UnsafeMutablePointer<GtkGrid> { cgtk_grid(widget) }

    /// Creates a grid.
    public convenience init(rowSpacing: UInt32 = 0, columnSpacing: UInt32 = 0) {
        self.init(gtk_grid_new())
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
    }

    /// Places `child` at (`column`, `row`) spanning `width` × `height` cells.
    public func attach(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
        gtk_grid_attach(grid, child.widget, column, row, width, height)
    }

    /// The child at (`column`, `row`), if any.
    public func child(column: Int32, row: Int32) -> Widget? {
        gtk_grid_get_child_at(grid, column, row).map(Widget.wrap)
    }

    /// The gap between rows in pixels.
    public var rowSpacing: UInt32 {
        get { gtk_grid_get_row_spacing(grid) }
        set { gtk_grid_set_row_spacing(grid, newValue) }
    }

    /// The gap between columns in pixels.
    public var columnSpacing: UInt32 {
        get { gtk_grid_get_column_spacing(grid) }
        set { gtk_grid_set_column_spacing(grid, newValue) }
    }
}
