import CGtk

/// Shows text `scale` times its size from now on, as `GDK_DPI_SCALE` and GNOME's Large Text do
/// (GTK's `gtk-xft-dpi` setting); undo it with ``resetTextScale()``.
@MainActor
public func setTextScale(_ scale: Double) {
    cgtk_object_set_enum(gtk_settings_get_default(), "gtk-xft-dpi", Int32(96 * 1024 * scale))
}

/// Shows text at its size again.
@MainActor
public func resetTextScale() { cgtk_object_set_enum(gtk_settings_get_default(), "gtk-xft-dpi", -1) }
