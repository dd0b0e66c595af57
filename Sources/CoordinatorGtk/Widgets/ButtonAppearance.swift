import CGtk

extension Button {
    /// Whether the button reads as a hyperlink (no frame, link colour), as `GtkLinkButton`
    /// does, while still being a plain button that only emits `clicked`.
    public var looksLikeLink: Bool {
        get { gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_LINK.rawValue != 0 }
        set {
            if newValue {
                gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_LINK, 0)
            } else {
                gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_LINK)
            }
        }
    }

    /// Whether the button draws no frame until hovered (the `flat` style class).
    public var isFlat: Bool {
        get { hasStyleClass("flat") }
        set { if newValue { addStyleClass("flat") } else { removeStyleClass("flat") } }
    }
}
