import CGtk

/// A `GtkAboutDialog`: the app's logo, name, version and what it does, as GNOME's About
/// window shows them. Modal, transient for its parent and part of its application; its close
/// button, Escape and Ctrl+W close it.
@MainActor
public final class AboutDialog: Dialog {
    /// Creates the dialog over `parent`. `logoFile` is an image file (an SVG icon is scaled to
    /// 128 pixels, drawn from as many pixels as the screen has there: 256 on a HiDPI screen,
    /// and needs gdk-pixbuf's SVG loader, Debian's `librsvg2-common`); without one, or when it
    /// cannot be read (see ``hasLogo``), GTK shows the app's default window icon, if it set
    /// one, else no logo.
    public convenience init(programName: String, version: String, comments: String, logoFile: String?,
                            parent: Window) {
        self.init(gtk_about_dialog_new())
        let about = cgtk_about_dialog(widget)
        gtk_about_dialog_set_program_name(about, programName)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_comments(about, comments)
        if let logoFile { hasLogo = showLogo(from: logoFile, scale: gtk_widget_get_scale_factor(parent.widget)) }
        // GTK's template asks 400 px for the dialog's pages: with its border, 424 px, wider
        // than a 360 px screen at any text size. That is its usual width now, not its least,
        // and no wider than the screen: its text wraps to the width there is.
        let usual = preferredWidths.minimum
        for node in Widget.tree(from: widget) where isInstance(node, of: gtk_stack_get_type()) {
            var height: gint = 0
            gtk_widget_get_size_request(node, nil, &height)
            gtk_widget_set_size_request(node, -1, height)
        }
        setDefaultSize(width: min(usual, workArea?.width ?? usual), height: -1)
        setTransientFor(parent)
        isModal = true
        destroysWithParent = true
        joinApplication(of: parent)
        // The handler (and its reference to the wrapper) goes with the widget.
        onResponse { [self] _ in destroy() }
        // Ctrl+W closes the window with the focus (GNOME), as it does the app's other dialogs.
        onCloseShortcut { [self] in destroy() }
    }

    /// Whether a logo image is shown (not only an icon name that may be missing).
    public private(set) var hasLogo = false

    /// The logo's size, in the screen's logical pixels.
    public static let logoSize: Int32 = 128

    /// Shows the image in `file` as the logo, from `scale` pixels per logical pixel: GTK 3
    /// stretches a logo's pixbuf, drawn at one, which blurred it on a HiDPI screen. Returns
    /// whether the file could be read.
    private func showLogo(from file: String, scale: Int32) -> Bool {
        let about = cgtk_about_dialog(widget)
        let pixels = Self.logoSize * max(scale, 1)
        guard let logo = gdk_pixbuf_new_from_file_at_size(file, pixels, pixels, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(logo)) }
        gtk_about_dialog_set_logo(about, logo)  // the image widget GTK shows it in, found by its pixbuf
        guard let image = Widget.tree(from: widget).first(where: {
            isInstance($0, of: gtk_image_get_type()) && gtk_image_get_storage_type(cgtk_image($0)) == GTK_IMAGE_PIXBUF
                && gtk_image_get_pixbuf(cgtk_image($0)) == logo
        }), let surface = gdk_cairo_surface_create_from_pixbuf(logo, max(scale, 1), nil) else { return true }
        gtk_image_set_from_surface(cgtk_image(image), surface)
        cairo_surface_destroy(surface)
        return true
    }
}
