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
    /// may have changed height (the adjustment's `changed`), once the layout that changed it is
    /// over (at idle): GTK changes the adjustment while it allocates the scrolled window, and a
    /// handler showing or hiding a widget then (a line under a list that scrolls) made the box
    /// being allocated give its children each other's sizes (a 2x text cart's total fell out of
    /// the window).
    @discardableResult
    public func onVerticalOverflowChange(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let adjustment = verticalAdjustment
        final class Pending {
            var isScheduled = false
            var overflowed: Bool?
        }
        let pending = Pending()
        let scrolled = widget
        // The adjustment holds the handler, until the window goes (something else may keep the
        // adjustment); a call scheduled holds the adjustment and the window.
        let connection = Signals.connect(UnsafeMutableRawPointer(adjustment), "changed") {
            guard !pending.isScheduled else { return }
            pending.isScheduled = true
            let held = [UnsafeMutableRawPointer(adjustment), UnsafeMutableRawPointer(scrolled)]
            held.forEach { g_object_ref($0) }
            MainLoopCallbacks.whenIdle {
                pending.isScheduled = false
                let overflows = Self.overflows(adjustment)
                handler(overflows)
                // What the handler changed for a change is laid out, whatever resize GTK left
                // pending above. (Only then: GTK tells of a change at every allocation.)
                if overflows != pending.overflowed { cgtk_widget_queue_resize_with_ancestors(scrolled) }
                pending.overflowed = overflows
                held.forEach { g_object_unref($0) }
            }
        }
        onDestroy { connection.disconnect() }
        return connection
    }

    /// Brings the keyboard's focus back into view when a new layout takes it out of view (the
    /// window made shorter, or tiled to half the screen's height; made narrower, the page's
    /// text wraps onto more lines and pushes the focus down) and it was in view before: GTK 3
    /// keeps the scroll offset, and the field the user typed into went below the fold. A
    /// field of a ``FormBox`` that showed with its label and note (its problem) shows with them
    /// again where they fit. A focus the user had scrolled away from is left where it is. "In
    /// view before" is what showed before the change, recorded after each layout, scroll and
    /// focus change. Call it once the scrolled window has its content.
    public func keepsFocusInView() {
        let adjustment = verticalAdjustment
        /// What showed after the last layout, scroll or focus change: the page's height, and
        /// whether the focus showed whole in it, and with its label and note.
        final class Seen {
            var pageSize = 0.0
            var focusInView = false
            var focusRowInView = false
        }
        let seen = Seen()
        let scrolled = widget
        // The focus inside, down the focus children: while the focus moves (set-focus-child),
        // the window's focus widget is still the one before.
        typealias Span = (top: Double, bottom: Double)
        let focusShown = { () -> (focus: UnsafeMutablePointer<GtkWidget>, own: Span, row: Span)? in
            guard let viewport = gtk_bin_get_child(cgtk_bin(scrolled)),
                  gtk_container_get_focus_child(cgtk_container(viewport)) != nil else { return nil }
            let focus = Self.innermostFocusChild(of: viewport)
            guard let own = Self.span(of: focus, in: viewport, scrolledBy: adjustment),
                  let row = Self.span(toShow: focus, in: viewport, scrolledBy: adjustment) else { return nil }
            return (focus, own, row)
        }
        func isShown(_ span: Span) -> Bool {
            let top = gtk_adjustment_get_value(adjustment)
            return span.top >= top && span.bottom <= top + gtk_adjustment_get_page_size(adjustment)
        }
        let record: @MainActor () -> Void = {
            seen.pageSize = gtk_adjustment_get_page_size(adjustment)
            let shown = focusShown()
            seen.focusInView = shown.map { isShown($0.own) } ?? false
            seen.focusRowInView = shown.map { isShown($0.row) } ?? false
        }
        // The user's scrolling changes what shows; GTK moving the page as it changes height does not.
        let scrolling = Signals.connect(UnsafeMutableRawPointer(adjustment), "value-changed") {
            if gtk_adjustment_get_page_size(adjustment) == seen.pageSize { record() }
        }
        onDestroy { scrolling.disconnect() }
        // The focus moved inside (GTK emits this on every widget up from the one focused, and
        // on the way out; the viewport's own handler, which scrolls to the focus, runs first).
        if let viewport = gtk_bin_get_child(cgtk_bin(widget)) {
            Signals.connectPointer(viewport, "set-focus-child") { _ in record() }
        }
        // Looked at once GTK has laid the page out anew (see onVerticalOverflowChange): what
        // showed before, the focus or its whole row, shows again.
        onVerticalOverflowChange { _ in
            let before = (focus: seen.focusInView, row: seen.focusRowInView)
            record()
            guard before.focus && !seen.focusInView || before.row && !seen.focusRowInView,
                  let shown = focusShown() else { return }
            Widget.wrap(shown.focus).scrollIntoView()  // no line cut by the top edge
            gtk_adjustment_clamp_page(adjustment, shown.row.top, shown.row.bottom)  // its label and note too
            record()
        }
    }

    /// The widget taking the focus inside `container`, down its focus children (the window's
    /// focus widget is still the one before while they are set).
    private static func innermostFocusChild(of container: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        var node = container
        while isInstance(node, of: gtk_container_get_type()), let child = gtk_container_get_focus_child(cgtk_container(node)) {
            node = child
        }
        return node
    }

    /// Where the page should show to show `widget` (in `viewport`'s content, scrolled by
    /// `adjustment`): a field in a ``FormBox`` with its label and note (its problem) where all
    /// of them fit the page, else the widget alone, its top where it is taller than the page.
    static func span(toShow widget: UnsafeMutablePointer<GtkWidget>, in viewport: UnsafeMutablePointer<GtkWidget>,
                     scrolledBy adjustment: UnsafeMutablePointer<GtkAdjustment>) -> (top: Double, bottom: Double)? {
        guard let own = span(of: widget, in: viewport, scrolledBy: adjustment) else { return nil }
        let page = gtk_adjustment_get_page_size(adjustment)
        let row = FormBox.rowParts(around: widget).compactMap { span(of: $0, in: viewport, scrolledBy: adjustment) }
        if let top = row.map(\.top).min(), let bottom = row.map(\.bottom).max(), bottom - top <= page { return (top, bottom) }
        return (own.top, min(own.bottom, own.top + page))
    }

    /// The vertical adjustment.
    private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scrolledWindow) else {
            preconditionFailure("a scrolled window always has an adjustment")
        }
        return adjustment
    }

    private static func overflows(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?) -> Bool {
        gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment)
            > gtk_adjustment_get_page_size(adjustment)
    }

    /// As the keyboard moves the focus inside, shows the whole of the child of `column` (a
    /// vertical box in the scrolled content) that holds the focus when it fits, from the top of
    /// the content for its first child and to the bottom for its last: GTK 3 scrolls only as
    /// far as the focused widget, so Shift+Tab up to a button beside a page's heading left
    /// the heading cut off. Where the part does not fit, a field of a ``FormBox`` shows with its
    /// label and note (its problem) where they fit (Enter on to the next field left its problem
    /// below the fold). Focus moved by a click scrolls no further than GTK does, so nothing
    /// moves under the pointer.
    public func showsFocusedSectionsWhole(of column: Container) {
        guard let viewport = gtk_bin_get_child(cgtk_bin(widget)),
              isInstance(viewport, of: gtk_viewport_get_type()) else { return }
        let adjustment = verticalAdjustment
        // GTK scrolls to the focused widget in the viewport's own set-focus-child handler,
        // which runs first. (The column, inside the viewport, lives as long as the handler.)
        Signals.connectPointer(viewport, "set-focus-child") { [column = column.container] _ in
            guard let event = gtk_get_current_event() else { return }
            defer { gdk_event_free(event) }
            guard event.pointee.type == GDK_KEY_PRESS, let section = gtk_container_get_focus_child(column),
                  let (top, bottom) = Self.span(of: section, in: viewport, scrolledBy: adjustment) else { return }
            let shown = takeWidgetList(gtk_container_get_children(column)).filter { gtk_widget_get_visible($0) != 0 }
            let whole = (shown.first == section ? gtk_adjustment_get_lower(adjustment) : top,
                         shown.last == section ? gtk_adjustment_get_upper(adjustment) : bottom)
            let page = gtk_adjustment_get_page_size(adjustment)
            if whole.1 - whole.0 <= page {
                gtk_adjustment_clamp_page(adjustment, whole.0, whole.1)
            } else if bottom - top <= page {
                gtk_adjustment_clamp_page(adjustment, top, bottom)
            } else if let field = Self.span(toShow: Self.innermostFocusChild(of: section), in: viewport,
                                            scrolledBy: adjustment) {
                gtk_adjustment_clamp_page(adjustment, field.top, field.bottom)  // a form's field: its label and note too
            }
        }
    }

    /// Makes Page Up and Page Down in the list boxes inside `content` move the focus by this
    /// scrolled window's page: a list box takes its page size from the scrolled window only
    /// when it is that window's child, and moved by its default of 100 pixels otherwise (a
    /// row or two of a page of orders). The row the focus lands on takes the place on screen
    /// of the row it left, whole: GTK 3 scrolled by a whole page, past the row it chose, whose
    /// top half, its name, went under the edge. Call it once the list boxes are in `content`.
    public func pagesListBoxes(in content: Widget) {
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolledWindow)
        for node in Widget.tree(from: content.widget) where isInstance(node, of: gtk_list_box_get_type()) {
            gtk_list_box_set_adjustment(cgtk_list_box(node), adjustment)
            guard let viewport = gtk_bin_get_child(cgtk_bin(widget)) else { continue }
            let isPage = { (step: Int32) in step == Int32(GTK_MOVEMENT_PAGES.rawValue) }
            // Where the row the focus leaves was on screen (from the top of the visible part).
            var leftAt: Double?
            let focusedRowSpan = { () -> (top: Double, bottom: Double)? in
                gtk_container_get_focus_child(cgtk_container(node)).flatMap {
                    Self.span(of: $0, in: viewport, scrolledBy: adjustment)
                }
            }
            Signals.connectIntPair(node, "move-cursor") { step, _ in
                leftAt = isPage(step) ? focusedRowSpan().map { $0.top - gtk_adjustment_get_value(adjustment) } : nil
            }
            Signals.connectIntPair(node, "move-cursor", after: true) { step, _ in
                guard isPage(step), let shownAt = leftAt, let row = focusedRowSpan() else { return }
                // Its bottom in view if it fits, its top (its name) in any case.
                let page = gtk_adjustment_get_page_size(adjustment)
                let kept = min(max(row.top - shownAt, row.bottom - page), row.top)
                gtk_adjustment_set_value(adjustment, kept)  // (and GTK's scrolling animation ends)
            }
        }
    }

    /// Where `widget` lies in the page `viewport` scrolls, top to bottom, in `adjustment`'s
    /// units; nil when it is not inside. (Its place in the viewport's visible area plus the
    /// scroll offset: the page's own allocation would leave its margins out.)
    static func span(of widget: UnsafeMutablePointer<GtkWidget>, in viewport: UnsafeMutablePointer<GtkWidget>,
                     scrolledBy adjustment: UnsafeMutablePointer<GtkAdjustment>?) -> (top: Double, bottom: Double)? {
        var unused: gint = 0, y: gint = 0
        guard gtk_widget_translate_coordinates(widget, viewport, 0, 0, &unused, &y) != 0 else { return nil }
        let top = Double(y) + gtk_adjustment_get_value(adjustment)
        return (top, top + Double(gtk_widget_get_allocated_height(widget)))
    }

    /// Whether the natural height of the content is requested.
    public var propagatesNaturalHeight: Bool {
        get { Bool(gboolean: gtk_scrolled_window_get_propagate_natural_height(scrolledWindow)) }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolledWindow, newValue.gboolean) }
    }
}
