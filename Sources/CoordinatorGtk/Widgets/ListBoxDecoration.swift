import CGtk

extension ListBox {
    /// Draws a separator between rows (a header function putting a `GtkSeparator` above
    /// each row but the first); `false` removes them.
    public func setShowsSeparators(_ shows: Bool) {
        guard shows else {
            gtk_list_box_set_header_func(listBox, nil, nil, nil)
            return
        }
        let header: GtkListBoxUpdateHeaderFunc = { row, before, _ in
            guard let row else { return }
            if before == nil {
                gtk_list_box_row_set_header(row, nil)
            } else if gtk_list_box_row_get_header(row) == nil {
                gtk_list_box_row_set_header(row, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
            }
        }
        gtk_list_box_set_header_func(listBox, header, nil, nil)
    }

    /// The widget shown while the list has no (visible) rows.
    public func setPlaceholder(_ placeholder: Widget?) {
        placeholder?.showAll()
        gtk_list_box_set_placeholder(listBox, placeholder?.widget)
    }

    /// Destroys every row.
    public func removeAllRows() {
        childPointers.forEach { gtk_widget_destroy($0) }
    }

    /// The rows, in order.
    public var rows: [ListBoxRow] {
        childPointers.map { ListBoxRow.wrap(row: UnsafeMutablePointer<GtkListBoxRow>(OpaquePointer($0))) }
    }
}
