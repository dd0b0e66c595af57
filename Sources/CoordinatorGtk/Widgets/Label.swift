import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// The `GtkLabel` view of the widget.
    public var label: UnsafeMutablePointer<GtkLabel> { cgtk_label(widget) }

    /// Text styles, as Pango attributes (independent of the theme's CSS classes).
    public enum Style: Sendable, Hashable {
        /// The theme's body text.
        case body
        /// Large bold text for page titles.
        case title
        /// Bold text for section headings.
        case heading
        /// Dimmed text (the `dim-label` style class).
        case dim
    }

    /// Creates a label showing `text` literally.
    public convenience init(_ text: String = "", style: Style = .body) {
        self.init(gtk_label_new(text))
        self.style = style
        applyStyle()  // property observers do not run in the type's own initializers
    }

    /// The text, without markup.
    public var text: String {
        get { borrowGString(gtk_label_get_text(label)) ?? "" }
        set { gtk_label_set_text(label, newValue) }
    }

    /// Sets Pango markup (`<b>…</b>`); escape user text with `g_markup_escape_text`.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(label, markup) }

    /// Whether long lines wrap: between words, and inside a word longer than a line.
    public var wraps: Bool {
        get { Bool(gboolean: gtk_label_get_line_wrap(label)) }
        set {
            gtk_label_set_line_wrap(label, newValue.gboolean)
            // Between words, and inside a word too long for a line (a URL, a code, a name
            // typed without spaces): by words alone, such a word would widen the window.
            gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        }
    }

    /// The horizontal alignment, 0 (start) … 1 (end).
    public var xalign: Float {
        get { gtk_label_get_xalign(label) }
        set { gtk_label_set_xalign(label, newValue) }
    }

    /// Whether the text can be selected (and copied).
    public var isSelectable: Bool {
        get { Bool(gboolean: gtk_label_get_selectable(label)) }
        set { gtk_label_set_selectable(label, newValue.gboolean) }
    }

    /// The text style.
    public var style: Style = .body {
        didSet { applyStyle() }
    }

    private func applyStyle() {
        if style == .dim { addStyleClass("dim-label") } else { removeStyleClass("dim-label") }
        if style == .title || style == .heading {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
            if style == .title { pango_attr_list_insert(attributes, pango_attr_scale_new(1.6)) }
            gtk_label_set_attributes(label, attributes)
            pango_attr_list_unref(attributes)
        } else {
            gtk_label_set_attributes(label, nil)
        }
        keepWordsWholeIfItDoes()  // its attributes replaced
    }
}
