import CGtk

extension Entry {
    /// The width the entry asks for, in characters (-1: the theme's default).
    public var widthChars: Int32 {
        get { gtk_entry_get_width_chars(entry) }
        set { gtk_entry_set_width_chars(entry, newValue) }
    }
}
