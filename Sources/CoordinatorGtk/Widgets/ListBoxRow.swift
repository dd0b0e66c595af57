import CGtk

/// A `GtkListBoxRow`: one row of a ``ListBox``.
@MainActor
public final class ListBoxRow: Container {
    /// The `GtkListBoxRow` view of the widget.
    public var row: UnsafeMutablePointer<GtkListBoxRow> { cgtk_list_box_row(widget) }

    /// Creates a row, optionally holding `child`.
    public convenience init(child: Widget? = nil) {
        self.init(gtk_list_box_row_new())
        if let child { add(child) }
    }

    /// The live ``ListBoxRow`` wrapper of `pointer`, or a new one.
    public static func wrap(row pointer: UnsafeMutablePointer<GtkListBoxRow>) -> ListBoxRow {
        let widget = cgtk_widget(pointer)!
        return Widget.wrapper(for: widget) as? ListBoxRow ?? ListBoxRow(widget)
    }

    /// The row's position in its list box, or -1 outside one.
    public var index: Int32 { gtk_list_box_row_get_index(row) }

    /// Whether the row can be activated (click, Enter).
    public var isActivatable: Bool {
        get { Bool(gboolean: gtk_list_box_row_get_activatable(row)) }
        set { gtk_list_box_row_set_activatable(row, newValue.gboolean) }
    }

    /// Whether the row can be selected.
    public var isSelectable: Bool {
        get { Bool(gboolean: gtk_list_box_row_get_selectable(row)) }
        set { gtk_list_box_row_set_selectable(row, newValue.gboolean) }
    }

    /// Whether the row is selected.
    public var isSelected: Bool { Bool(gboolean: gtk_list_box_row_is_selected(row)) }

    /// Emits `activate` on the row, as a click would (the list box then emits `row-activated`).
    public func activate() { gtk_widget_activate(widget) }
}
