import CGtk

/// A `GtkSearchEntry`: an entry with a search icon and a clear button that reports changes
/// after a short delay (`search-changed`) and Escape (`stop-search`).
@MainActor
public final class SearchEntry: Widget {
    /// The `GtkEntry` view of the widget (a search entry is an entry).
    public var entry: UnsafeMutablePointer<GtkEntry> { cgtk_entry(widget) }

    /// Creates a search entry.
    public convenience init(placeholder: String? = nil) {
        self.init(gtk_search_entry_new())
        if let placeholder { self.placeholder = placeholder }
    }

    /// The text.
    public var text: String {
        get { borrowGString(gtk_entry_get_text(entry)) ?? "" }
        set { gtk_entry_set_text(entry, newValue) }
    }

    /// The grey hint shown while empty.
    public var placeholder: String? {
        get { borrowGString(gtk_entry_get_placeholder_text(entry)) }
        set { gtk_entry_set_placeholder_text(entry, newValue) }
    }

    /// Selects the whole text (typing then replaces it).
    public func selectAll() { gtk_editable_select_region(OpaquePointer(widget), 0, -1) }

    /// Calls `handler` on every change of the text, right away (`changed`).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "changed", handler)
    }

    /// Calls `handler` once the user paused typing (`search-changed`, about 150 ms later).
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "search-changed", handler)
    }

    /// Calls `handler` when Enter is pressed (`activate`).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "activate", handler)
    }

    /// Calls `handler` when the user presses Escape in the entry (`stop-search`).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "stop-search", handler)
    }
}
