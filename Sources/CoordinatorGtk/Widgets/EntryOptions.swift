import CGtk

extension Entry {
    /// The width the entry asks for, in characters (-1: the theme's default).
    public var widthChars: Int32 {
        get { gtk_entry_get_width_chars(entry) }
        set { gtk_entry_set_width_chars(entry, newValue) }
    }

    /// The width the entry would like, in characters (-1: as wide as ``widthChars``): with it
    /// larger, the entry can be narrowed to ``widthChars`` and asks for more room where there
    /// is some.
    public var maxWidthChars: Int32 {
        get { gtk_entry_get_max_width_chars(entry) }
        set { gtk_entry_set_max_width_chars(entry, newValue) }
    }
}
