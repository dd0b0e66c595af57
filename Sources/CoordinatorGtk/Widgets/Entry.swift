import CGtk

/// A one-line `GtkEntry`.
@MainActor
open class Entry: Widget {
    /// The `GtkEntry` view of the widget.
    public var entry: UnsafeMutablePointer<GtkEntry> { cgtk_entry(widget) }

    /// Wraps `pointer`, a `GtkEntry` or a subclass of it. Lines pasted or dropped into it are
    /// joined by spaces: GTK 3 keeps their line ends and shows each as a "↵".
    public override init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(pointer)
        cgtk_entry_join_inserted_lines(pointer)
    }

    /// Creates an entry.
    public convenience init(text: String = "", placeholder: String? = nil) {
        self.init(gtk_entry_new())
        if !text.isEmpty { self.text = text }
        if let placeholder { self.placeholder = placeholder }
    }

    /// The text.
    public var text: String {
        get { borrowGString(gtk_entry_get_text(entry)) ?? "" }
        set { gtk_entry_set_text(entry, newValue) }
    }

    /// Where the cursor is, in characters from the start; -1 puts it at the end. (Text set by
    /// code leaves it at the start: typing would go in front of a restored search.)
    public var cursorPosition: Int32 {
        get { gtk_editable_get_position(OpaquePointer(widget)) }
        set { gtk_editable_set_position(OpaquePointer(widget), newValue) }
    }

    /// The grey hint shown while empty, also while the entry has the focus (as in GTK 4; GTK 3
    /// hides it then, so "MM/YY" went just as the user began to type).
    public var placeholder: String? {
        get { borrowGString(gtk_entry_get_placeholder_text(entry)) }
        set {
            gtk_entry_set_placeholder_text(entry, newValue)
            if newValue != nil { cgtk_entry_show_placeholder_while_focused(widget) }
        }
    }

    /// What is wrong with the text, or nil when nothing is. While set, the entry has the
    /// `error` style (a red frame), its accessible has the `invalid-entry` state (a screen
    /// reader says "invalid entry"), and the message is its accessible description: a screen
    /// reader says it with the entry's name when the focus comes, and at once if it changes
    /// while the entry has the focus.
    public var errorMessage: String? {
        didSet {
            guard errorMessage != oldValue else { return }
            showError(errorMessage, describedOtherwiseAs: hint)
        }
    }

    /// What the entry expects ("At least 8 characters"), or nil: its accessible description
    /// while there is no ``errorMessage``, so a screen reader says it with the entry's name.
    /// Show it on screen too, in a label beside the entry: this only tells screen readers.
    public var hint: String? {
        didSet {
            guard hint != oldValue, errorMessage == nil else { return }
            accessibleDescription = hint
        }
    }

    /// Whether the text is shown; set `false` for passwords (also sets the password purpose).
    public var isTextVisible: Bool {
        get { Bool(gboolean: gtk_entry_get_visibility(entry)) }
        set {
            gtk_entry_set_visibility(entry, newValue.gboolean)
            gtk_entry_set_input_purpose(entry, newValue ? GTK_INPUT_PURPOSE_FREE_FORM : GTK_INPUT_PURPOSE_PASSWORD)
        }
    }

    /// Whether Enter activates the window's default widget.
    public var activatesDefault: Bool {
        get { Bool(gboolean: gtk_entry_get_activates_default(entry)) }
        set { gtk_entry_set_activates_default(entry, newValue.gboolean) }
    }

    /// Calls `handler` whenever the text changes (`changed`).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "changed", handler)
    }

    /// Calls `handler` when Enter is pressed (`activate`).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "activate", handler)
    }
}
