import CGtk

/// Keeps text of the `error` style class readable on a selected list row.
///
/// GTK 3's themes draw a label of the `error` class (an "Out of stock" in a product's row) in
/// red on every row, the selected one too, whose background is the selection's color: about
/// 1.6:1 under Adwaita and 1.1:1 under HighContrast, where text needs 4.5:1 (WCAG AA). An app
/// with such labels in its lists calls ``keepErrorTextReadable()`` once GTK is initialized: on
/// a selected row they are drawn in the selection's text color, as the rest of the row is
/// (their words still say what they say). Rows that are not selected keep the theme's red.
@MainActor
public enum SelectedRowText {
    /// The style applied: an error label in a selected row takes the row's text color (the
    /// selection's, also in an inactive window).
    public static let css = "row:selected label.error { color: inherit; }"

    private static var isApplied = false

    /// Applies ``css`` from now on, whatever the theme. Later calls do nothing.
    public static func keepErrorTextReadable() {
        guard !isApplied, let screen = gdk_screen_get_default() else { return }
        isApplied = true
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider),
                                                  UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)  // the screen keeps it
    }
}
