import CGtk

/// A `GtkSearchEntry`: an entry with a search icon and a clear button that reports changes
/// after a short delay (`search-changed`) and Escape (`stop-search`); otherwise an ``Entry``.
@MainActor
public final class SearchEntry: Entry {
    /// Creates a search entry.
    public convenience init(placeholder: String? = nil) {
        self.init(gtk_search_entry_new())
        if let placeholder { self.placeholder = placeholder }
    }

    /// Selects the whole text (typing then replaces it).
    public func selectAll() { gtk_editable_select_region(OpaquePointer(widget), 0, -1) }

    /// Calls `handler` once the user paused typing (`search-changed`, about 150 ms later).
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "search-changed", handler)
    }

    /// Calls `handler` when the user presses Escape in the entry (`stop-search`).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "stop-search", handler)
    }
}
