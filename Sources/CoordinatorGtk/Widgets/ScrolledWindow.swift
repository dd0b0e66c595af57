import CGtk

/// A `GtkScrolledWindow`: scrollbars around one child.
@MainActor
public final class ScrolledWindow: Container {
    /// The `GtkScrolledWindow` view of the widget.
    public var scrolledWindow: UnsafeMutablePointer<GtkScrolledWindow> { cgtk_scrolled_window(widget) }

    /// When a scrollbar appears (`GtkPolicyType`).
    public enum Policy: Sendable, Hashable {
        /// Always shown.
        case always
        /// Shown when the content overflows.
        case automatic
        /// Never shown; the content is not scrollable in that direction.
        case never
        /// Not shown, but the content scrolls.
        case external

        /// The GTK value.
        public var gtkValue: GtkPolicyType {
            switch self {
            case .always: GTK_POLICY_ALWAYS
            case .automatic: GTK_POLICY_AUTOMATIC
            case .never: GTK_POLICY_NEVER
            case .external: GTK_POLICY_EXTERNAL
            }
        }
    }

    /// Creates a scrolled window that expands and scrolls vertically only, optionally around `child`.
    public convenience init(child: Widget? = nil) {
        self.init(gtk_scrolled_window_new(nil, nil))
        setPolicy(horizontal: .never, vertical: .automatic)
        hexpand = true
        vexpand = true
        if let child { add(child) }
    }

    /// Sets when each scrollbar appears.
    public func setPolicy(horizontal: Policy, vertical: Policy) {
        gtk_scrolled_window_set_policy(scrolledWindow, horizontal.gtkValue, vertical.gtkValue)
    }

    /// The minimum content height in pixels (-1 for none).
    public var minContentHeight: Int32 {
        get { gtk_scrolled_window_get_min_content_height(scrolledWindow) }
        set { gtk_scrolled_window_set_min_content_height(scrolledWindow, newValue) }
    }

    /// Whether the content is taller than the visible part of it: the user must scroll to see it all.
    public var overflowsVertically: Bool { Self.overflows(gtk_scrolled_window_get_vadjustment(scrolledWindow)) }

    /// Calls `handler` with ``overflowsVertically`` whenever the content or its visible part
    /// changes height (the adjustment's `changed`).
    @discardableResult
    public func onVerticalOverflowChange(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolledWindow)
        // The adjustment holds the handler: it is never called once the adjustment is gone.
        return Signals.connect(UnsafeMutableRawPointer(adjustment!), "changed") { handler(Self.overflows(adjustment)) }
    }

    private static func overflows(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?) -> Bool {
        gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment)
            > gtk_adjustment_get_page_size(adjustment)
    }

    /// Whether the natural height of the content is requested.
    public var propagatesNaturalHeight: Bool {
        get { Bool(gboolean: gtk_scrolled_window_get_propagate_natural_height(scrolledWindow)) }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolledWindow, newValue.gboolean) }
    }
}
