import CGtk

extension ScrolledWindow {
    /// Whether a sunken frame is drawn around the content (`GTK_SHADOW_IN`), as around a
    /// text view in a form.
    public var hasFrame: Bool {
        get { gtk_scrolled_window_get_shadow_type(scrolledWindow) != GTK_SHADOW_NONE }
        set { gtk_scrolled_window_set_shadow_type(scrolledWindow, newValue ? GTK_SHADOW_IN : GTK_SHADOW_NONE) }
    }

    /// The minimum content width in pixels (-1 for none).
    public var minContentWidth: Int32 {
        get { gtk_scrolled_window_get_min_content_width(scrolledWindow) }
        set { gtk_scrolled_window_set_min_content_width(scrolledWindow, newValue) }
    }
}
