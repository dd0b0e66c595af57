import CGtk

extension Label {
    /// Where a label that does not fit is cut with an ellipsis (`PangoEllipsizeMode`).
    public enum Ellipsis: Sendable, Hashable {
        /// Never: the label asks for its whole width.
        case none
        /// "…end".
        case start
        /// "sta…end".
        case middle
        /// "start…".
        case end

        var pangoValue: PangoEllipsizeMode {
            switch self {
            case .none: PANGO_ELLIPSIZE_NONE
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            }
        }
    }

    /// Where the text is cut when the label is too narrow (only without wrapping).
    public var ellipsis: Ellipsis {
        get {
            switch gtk_label_get_ellipsize(label) {
            case PANGO_ELLIPSIZE_START: .start
            case PANGO_ELLIPSIZE_MIDDLE: .middle
            case PANGO_ELLIPSIZE_END: .end
            default: .none
            }
        }
        set { gtk_label_set_ellipsize(label, newValue.pangoValue) }
    }

    /// Whether the text is cut with an ellipsis (``ellipsis`` is not ``Ellipsis/none``) and
    /// the label is currently narrower than its text.
    public var isEllipsized: Bool {
        guard let layout = gtk_label_get_layout(label) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }

    /// The natural width in characters, capping the width of a wrapping label (-1: none).
    public var maxWidthChars: Int32 {
        get { gtk_label_get_max_width_chars(label) }
        set { gtk_label_set_max_width_chars(label, newValue) }
    }

    /// The minimum width in characters (-1: none).
    public var widthChars: Int32 {
        get { gtk_label_get_width_chars(label) }
        set { gtk_label_set_width_chars(label, newValue) }
    }

    /// Makes the label at least as wide as its longest word, up to `limit` characters, so that
    /// a wrapping label breaks its lines between words rather than inside one ("Headpho-nes"
    /// in a narrow column at a large text size, "Order SF-" then "MK3Q9X2A" after a hyphen);
    /// a longer word may still break, rather than widen the window. The width follows the
    /// label's text, font and style as they change (a text size changed while the app runs
    /// left words broken, or the window held wide).
    public func keepWordsWhole(upTo limit: Int = 16) {
        let object = cgtk_object(widget)
        let following = g_object_get_data(object, Self.wordLimitKey) != nil
        g_object_set_data(object, Self.wordLimitKey, UnsafeMutableRawPointer(bitPattern: limit))
        Self.fitLongestWord(of: widget)
        guard !following else { return }
        Signals.connectNotify(widget, property: "label") { [widget] in Self.fitLongestWord(of: widget) }
        Signals.connect(widget, "style-updated") { [widget] in Self.fitLongestWord(of: widget) }
    }

    /// The GObject data key holding the longest word's limit of a label that keeps its words
    /// whole (its wrappers may come and go).
    private static let wordLimitKey = "coordinator-keeps-words-whole"

    /// Keeps the label's words whole again if it does (``keepWordsWhole(upTo:)``): its
    /// attributes were replaced.
    func keepWordsWholeIfItDoes() {
        guard g_object_get_data(cgtk_object(widget), Self.wordLimitKey) != nil else { return }
        Self.fitLongestWord(of: widget)
    }

    /// Makes `widget`, a label keeping its words whole, as wide as its longest word, and keeps
    /// a word with a hyphen inside it on one line.
    private static func fitLongestWord(of widget: UnsafeMutablePointer<GtkWidget>) {
        let label = cgtk_label(widget)
        let limit = Int(bitPattern: g_object_get_data(cgtk_object(widget), wordLimitKey))
        cgtk_label_keep_hyphenated_words_whole(label, Int32(limit))
        // Measured in the label's own font: `width-chars` counts average characters, and the
        // letters of a bold title are wider than those.
        let text = String(cString: gtk_label_get_text(label))
        let widest = text.split(whereSeparator: \.isWhitespace).map { word -> Int32 in
            guard let layout = gtk_widget_create_pango_layout(widget, String(word.prefix(limit))) else { return 0 }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            if let attributes = gtk_label_get_attributes(label) { pango_layout_set_attributes(layout, attributes) }
            var width: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, nil)
            return width
        }.max() ?? 0
        gtk_widget_set_size_request(widget, widest > 0 ? widest : -1, -1)
    }

    /// Whether wrapped lines are centered (otherwise aligned to the start).
    public var centersLines: Bool {
        get { gtk_label_get_justify(label) == GTK_JUSTIFY_CENTER }
        set { gtk_label_set_justify(label, newValue ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT) }
    }

    /// Whether wrapped lines end flush at the right, as a right-aligned label's one line does
    /// (otherwise aligned to the start).
    public var alignsLinesRight: Bool {
        get { gtk_label_get_justify(label) == GTK_JUSTIFY_RIGHT }
        set { gtk_label_set_justify(label, newValue ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_LEFT) }
    }

    /// Sets `text` where `_` marks the mnemonic (Alt+letter) that focuses ``mnemonicWidget``.
    public func setTextWithMnemonic(_ text: String) { gtk_label_set_text_with_mnemonic(label, text) }

    /// The widget the mnemonic focuses; it is also labelled by this label for accessibility.
    /// A text field without an accessible name of its own is named with the label's text too
    /// (set the text first): GTK 3 leaves a field's name empty, and tools that read names
    /// rather than the "labelled by" relation would find a nameless field.
    public var mnemonicWidget: Widget? {
        get { gtk_label_get_mnemonic_widget(label).map(Widget.wrap) }
        set {
            gtk_label_set_mnemonic_widget(label, newValue?.widget)
            if let field = newValue, field is Entry, field.accessibleName?.isEmpty ?? true, !text.isEmpty {
                field.accessibleName = text
            }
        }
    }
}
