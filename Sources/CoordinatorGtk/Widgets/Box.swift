import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
open class Box: Container {
    /// The `GtkBox` view of the widget.
    public var box: UnsafeMutablePointer<GtkBox> { cgtk_box(widget) }

    /// A box's direction (`GtkOrientation`).
    public enum Orientation: Sendable, Hashable {
        /// Left to right (in LTR).
        case horizontal
        /// Top to bottom.
        case vertical

        /// The GTK value.
        public var gtkValue: GtkOrientation {
            self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        }
    }

    /// Creates a box.
    public convenience init(orientation: Orientation = .vertical, spacing: Int32 = 0) {
        self.init(gtk_box_new(orientation.gtkValue, spacing))
    }

    /// The box's direction.
    public var orientation: Orientation {
        get {
            gtk_orientable_get_orientation(cgtk_orientable(widget)) == GTK_ORIENTATION_HORIZONTAL
                ? .horizontal : .vertical
        }
        set { gtk_orientable_set_orientation(cgtk_orientable(widget), newValue.gtkValue) }
    }

    /// The gap between children in pixels.
    public var spacing: Int32 {
        get { gtk_box_get_spacing(box) }
        set { gtk_box_set_spacing(box, newValue) }
    }

    /// Whether all children get the same size.
    public var isHomogeneous: Bool {
        get { Bool(gboolean: gtk_box_get_homogeneous(box)) }
        set { gtk_box_set_homogeneous(box, newValue.gboolean) }
    }

    /// `gtk_box_pack_start`: adds `child` after the previous start children.
    public func packStart(_ child: Widget, expand: Bool = false, fill: Bool = true, padding: UInt32 = 0) {
        gtk_box_pack_start(box, child.widget, expand.gboolean, fill.gboolean, padding)
    }

    /// `gtk_box_pack_end`: adds `child` before the previous end children.
    public func packEnd(_ child: Widget, expand: Bool = false, fill: Bool = true, padding: UInt32 = 0) {
        gtk_box_pack_end(box, child.widget, expand.gboolean, fill.gboolean, padding)
    }

    /// Appends `child` (``packStart(_:expand:fill:padding:)`` with the defaults).
    public func append(_ child: Widget) { packStart(child) }
}
