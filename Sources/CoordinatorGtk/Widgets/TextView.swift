import CGtk

/// A multi-line `GtkTextView` with its buffer.
@MainActor
public final class TextView: Widget {
    /// The `GtkTextView` view of the widget.
    public var textView: UnsafeMutablePointer<GtkTextView> { cgtk_text_view(widget) }

    /// The view's `GtkTextBuffer` (owned by the view).
    public var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    /// Creates a text view that wraps at word boundaries.
    public convenience init(text: String = "") {
        self.init(gtk_text_view_new())
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        if !text.isEmpty { self.text = text }
    }

    /// The whole text.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            return takeGString(gtk_text_buffer_get_text(buffer, &start, &end, 0)) ?? ""
        }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    /// What is wrong with the text, or nil when nothing is, as ``Entry/errorMessage`` says it:
    /// the `invalid-entry` state and the accessible description, for screen readers, and the
    /// frame of the scrolled window the text view is in (its box on screen) drawn in the
    /// theme's red, as an entry's is (Adwaita draws none for a text view). Show the message on
    /// screen too.
    public var errorMessage: String? {
        didSet {
            guard errorMessage != oldValue else { return }
            showError(errorMessage, describedOtherwiseAs: nil)
            guard let box = gtk_widget_get_parent(widget), isInstance(box, of: gtk_scrolled_window_get_type()) else { return }
            ThemeDependentStyle.applyOnce(Self.frameCSS)
            let frame = Widget.wrap(box)
            if errorMessage != nil { frame.addStyleClass(Self.frameClass) } else { frame.removeStyleClass(Self.frameClass) }
        }
    }

    /// The style class of the scrolled window around a text view with a problem.
    static let frameClass = "coordinator-text-error"
    /// Its frame in the theme's red (lightened on a dark theme by ``TextContrast``).
    private static let frameCSS = "scrolledwindow.\(frameClass) { border-color: @error_color; }"

    /// Whether the user can edit the text.
    public var isEditable: Bool {
        get { Bool(gboolean: gtk_text_view_get_editable(textView)) }
        set { gtk_text_view_set_editable(textView, newValue.gboolean) }
    }

    /// Calls `handler` whenever the text changes (the buffer's `changed`).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(buffer, "changed", handler)
    }
}
