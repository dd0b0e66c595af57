import CGtk

extension Bool {
    /// This value as a GLib `gboolean` (1 or 0).
    var gboolean: gboolean { self ? 1 : 0 }

    /// Reads a GLib `gboolean` (any non-zero value is true).
    init(gboolean value: gboolean) { self = value != 0 }
}

/// Takes ownership of a newly allocated C string (frees it with `g_free`).
func takeGString(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// Copies a borrowed C string.
func borrowGString(_ pointer: UnsafePointer<gchar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// The `data` pointers of a `GList` of widgets, in order; frees the list (not the data).
func takeWidgetList(_ list: UnsafeMutablePointer<GList>?) -> [UnsafeMutablePointer<GtkWidget>] {
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var node = list
    while let current = node {
        if let data = current.pointee.data {
            result.append(data.assumingMemoryBound(to: GtkWidget.self))
        }
        node = current.pointee.next
    }
    g_list_free(list)
    return result
}

/// Whether `widget` is an instance of `type` or of a type derived from it
/// (`G_TYPE_CHECK_INSTANCE_TYPE`, a macro, does not import).
public func isInstance(_ widget: UnsafeMutablePointer<GtkWidget>, of type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), type) != 0
}
