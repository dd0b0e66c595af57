import CGtk

/// A `GtkListBox`: a vertical list of rows.
@MainActor
public final class ListBox: Container {
    /// The `GtkListBox` view of the widget.
    public var listBox: UnsafeMutablePointer<GtkListBox> { cgtk_list_box(widget) }

    /// How many rows can be selected (`GtkSelectionMode`).
    public enum SelectionMode: Sendable, Hashable {
        /// No selection.
        case none
        /// At most one row.
        case single
        /// Exactly one row once one was chosen.
        case browse
        /// Any number of rows.
        case multiple

        /// The GTK value.
        public var gtkValue: GtkSelectionMode {
            switch self {
            case .none: GTK_SELECTION_NONE
            case .single: GTK_SELECTION_SINGLE
            case .browse: GTK_SELECTION_BROWSE
            case .multiple: GTK_SELECTION_MULTIPLE
            }
        }
    }

    /// Creates an empty list box. A press on an entry or a spin button in a row, also on its
    /// frame beside the text (which GTK 3 lets through to the row), focuses the entry.
    public convenience init(selectionMode: SelectionMode = .single) {
        self.init(gtk_list_box_new())
        self.selectionMode = selectionMode
        cgtk_list_box_give_entry_presses_to_entries(listBox)
    }

    /// The selection mode.
    public var selectionMode: SelectionMode {
        get {
            switch gtk_list_box_get_selection_mode(listBox) {
            case GTK_SELECTION_NONE: .none
            case GTK_SELECTION_BROWSE: .browse
            case GTK_SELECTION_MULTIPLE: .multiple
            default: .single
            }
        }
        set { gtk_list_box_set_selection_mode(listBox, newValue.gtkValue) }
    }

    /// Whether a single click activates a row (otherwise it selects; double-click activates).
    public var activatesOnSingleClick: Bool {
        get { Bool(gboolean: gtk_list_box_get_activate_on_single_click(listBox)) }
        set { gtk_list_box_set_activate_on_single_click(listBox, newValue.gboolean) }
    }

    /// Appends a row; a widget that is not a ``ListBoxRow`` gets wrapped in one by GTK.
    public func append(_ row: Widget) { gtk_container_add(container, row.widget) }

    /// The row at `index`, if any.
    public func row(at index: Int32) -> ListBoxRow? {
        gtk_list_box_get_row_at_index(listBox, index).map { ListBoxRow.wrap(row: $0) }
    }

    /// The selected row (single/browse modes).
    public var selectedRow: ListBoxRow? {
        gtk_list_box_get_selected_row(listBox).map { ListBoxRow.wrap(row: $0) }
    }

    /// Selects `row`, or clears the selection with `nil`.
    public func select(_ row: ListBoxRow?) {
        if let row {
            gtk_list_box_select_row(listBox, row.row)
        } else {
            gtk_list_box_unselect_all(listBox)
        }
    }

    /// Calls `handler(row)` on `row-activated` (click or Enter on a row).
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (ListBoxRow) -> Void) -> SignalConnection {
        Signals.connectRow(widget, "row-activated") { row in
            if let row { handler(ListBoxRow.wrap(row: row)) }
        }
    }

    /// Calls `handler(row)` on `row-selected` (`nil` when the selection is cleared).
    @discardableResult
    public func onRowSelected(_ handler: @escaping @MainActor (ListBoxRow?) -> Void) -> SignalConnection {
        Signals.connectRow(widget, "row-selected") { row in
            handler(row.map { ListBoxRow.wrap(row: $0) })
        }
    }
}
