import CGtk

/// A `GtkComboBoxText`: a drop-down list of strings, each with an optional id.
///
/// The mouse wheel over it scrolls the page it is on, never its choice (GTK 3 changes the
/// choice, which a user scrolling past it does not expect, nor see happen).
@MainActor
public final class ComboBoxText: Widget {
    /// The `GtkComboBoxText` view of the widget.
    public var comboBoxText: UnsafeMutablePointer<GtkComboBoxText> {
        UnsafeMutablePointer<GtkComboBoxText>(OpaquePointer(widget))
    }

    /// The `GtkComboBox` view of the widget.
    public var comboBox: UnsafeMutablePointer<GtkComboBox> { UnsafeMutablePointer<GtkComboBox>(OpaquePointer(widget)) }

    /// Creates an empty combo box.
    public convenience init() {
        self.init(gtk_combo_box_text_new())
        cgtk_widget_pass_scroll_on(widget)
    }

    /// Appends an item showing `text`, identified by `id`.
    public func append(_ text: String, id: String? = nil) {
        gtk_combo_box_text_append(comboBoxText, id, text)
    }

    /// Removes the item at `index` (the items after it move up one).
    public func remove(at index: Int32) { gtk_combo_box_text_remove(comboBoxText, index) }

    /// Removes every item.
    public func removeAll() { gtk_combo_box_text_remove_all(comboBoxText) }

    /// How many items there are.
    public var count: Int32 {
        guard let model = gtk_combo_box_get_model(comboBox) else { return 0 }
        return gtk_tree_model_iter_n_children(model, nil)
    }

    /// The index of the chosen item, or -1 for none.
    public var activeIndex: Int32 {
        get { gtk_combo_box_get_active(comboBox) }
        set { gtk_combo_box_set_active(comboBox, newValue) }
    }

    /// The id of the chosen item, if any; setting an unknown id chooses nothing.
    public var activeID: String? {
        get { borrowGString(gtk_combo_box_get_active_id(comboBox)) }
        set { gtk_combo_box_set_active_id(comboBox, newValue) }
    }

    /// The text of the chosen item, if any.
    public var activeText: String? { takeGString(gtk_combo_box_text_get_active_text(comboBoxText)) }

    /// What is wrong with the choice (none made where one is needed), or nil when nothing is,
    /// as ``Entry/errorMessage`` says it: the `error` style (its frame in the theme's red), the
    /// `invalid-entry` state and the accessible description, for screen readers. Show the
    /// message on screen too. It takes the place of the accessible description; cleared, the
    /// combo box has none of its own (its tooltip describes it): give it its description
    /// again, if it had one.
    public var errorMessage: String? {
        didSet {
            guard errorMessage != oldValue else { return }
            ThemeDependentStyle.applyOnce(Self.errorCSS)
            showError(errorMessage, describedOtherwiseAs: nil)
        }
    }

    /// Its button's frame in the theme's red, as an entry's with a problem (Adwaita draws none
    /// for a combo box; lightened on a dark theme by ``TextContrast``).
    private static let errorCSS = "combobox.error button.combo { border-color: @error_color; }"

    /// Calls `handler` when the chosen item changes (`changed`), by the user or in code.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "changed", handler)
    }
}
