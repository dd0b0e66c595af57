import CGtk

/// Where a widget stands for the keyboard focus (for the navigator, which moves the focus
/// with the pages), and how it shows it.
extension Widget {
    /// Draws the theme's focus ring around the widget whenever it has the visible keyboard
    /// focus, `padding` pixels clear of its content. Buttons, entries and list rows draw their
    /// own; a focusable container (a status page holding the focus while there is nothing
    /// else to focus) draws none without this, and a keyboard user would not see where the
    /// focus is.
    ///
    /// The content keeps its place across, lined up with what is above and below it: the ring
    /// is drawn `padding` pixels out into the space on either side, which the layout must
    /// leave (a page margin). Above and below, the padding is room taken in the layout.
    public func addFocusRing(padding: Int32 = 12) { cgtk_widget_add_focus_ring(widget, padding) }

    /// Calls `handler` when the keyboard focus moves from this widget to another widget of its
    /// window (Tab, a click, a mnemonic), not when the window itself loses the focus to
    /// another window (`notify::is-focus`).
    @discardableResult
    public func onFocusLeave(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connectNotify(widget, property: "is-focus") { [widget] in
            if gtk_widget_is_focus(widget) == 0 { handler() }
        }
    }

    /// Scrolls the nearest scrolled window around the widget, if any, just enough to show it
    /// whole (or its top, when it is taller than the window). GTK scrolls to a widget that
    /// takes the focus only when the page is laid out already; the navigator calls this once
    /// a new page's layout is done, so a main button at the bottom of a long page is in view.
    ///
    /// The top edge then never cuts through a line: a heading, a line of a wrapped one, an icon
    /// or a control it would cut (at a large text size in a short window) is shown whole if the
    /// widget stays in view, else scrolled just past. Tall content (a picture) is left as it falls.
    public func scrollIntoView() {
        var node = widget
        while let parent = gtk_widget_get_parent(node), !isInstance(parent, of: gtk_scrolled_window_get_type()) {
            node = parent
        }
        // `node` is the scrolled window's child: the viewport GTK put around a page that does
        // not scroll itself (a list or text view scrolls to its own cursor).
        guard let scrolled = gtk_widget_get_parent(node), isInstance(node, of: gtk_viewport_get_type()) else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))
        guard let span = ScrolledWindow.span(of: widget, in: node, scrolledBy: adjustment) else { return }
        let pageSize = gtk_adjustment_get_page_size(adjustment)
        let current = gtk_adjustment_get_value(adjustment)
        var value = current
        if span.bottom > value + pageSize { value = span.bottom - pageSize }  // as gtk_adjustment_clamp_page
        if span.top < value { value = span.top }
        // Only when it scrolls (not at each layout of a page already in place): what is cut is
        // looked for among all the page's widgets.
        guard value != current else { return }
        if value > 0,
           let cut = Self.span(cutByTopEdgeAt: value, in: node, scrolledBy: adjustment, tallest: pageSize / 3) {
            if span.bottom - cut.top <= pageSize {
                value = cut.top
            } else if cut.bottom <= span.top {
                value = cut.bottom
            }
        }
        gtk_adjustment_set_value(adjustment, value)
    }

    /// Where the widgets run (in `viewport`'s content) that a top edge at `value` would cut:
    /// the mapped labels' lines, images and controls across it, none taller than `tallest`; nil
    /// if there are none.
    private static func span(cutByTopEdgeAt value: Double, in viewport: UnsafeMutablePointer<GtkWidget>,
                             scrolledBy adjustment: UnsafeMutablePointer<GtkAdjustment>?, tallest: Double)
        -> (top: Double, bottom: Double)? {
        let widgets = tree(from: viewport).filter { node in
            gtk_widget_get_mapped(node) != 0
                && (!isInstance(node, of: gtk_container_get_type()) || isInstance(node, of: gtk_button_get_type()))
        }
        func isCut(_ span: (top: Double, bottom: Double)) -> Bool { span.top < value && span.bottom > value }
        // The widgets across the edge first: only their labels' lines are measured.
        let across = widgets.compactMap { node in
            ScrolledWindow.span(of: node, in: viewport, scrolledBy: adjustment).map { (node: node, whole: $0) }
        }.filter { isCut($0.whole) }
        let cut = across.flatMap { lineSpans(of: $0.node, whole: $0.whole) }
            .filter { isCut($0) && $0.bottom - $0.top <= tallest }
        guard let top = cut.map(\.top).min(), let bottom = cut.map(\.bottom).max() else { return nil }
        return (top, bottom)
    }

    /// Where the lines of `node`, running `whole` in the page, run: each of its lines, for a
    /// label (a heading wrapped on three lines is cut, or not, line by line; the first from the
    /// label's top and the last to its bottom, its padding and border with them), else the
    /// whole widget.
    private static func lineSpans(of node: UnsafeMutablePointer<GtkWidget>, whole: (top: Double, bottom: Double))
        -> [(top: Double, bottom: Double)] {
        guard isInstance(node, of: gtk_label_get_type()), gtk_label_get_angle(cgtk_label(node)) == 0,
              let layout = gtk_label_get_layout(cgtk_label(node)), let lines = pango_layout_get_iter(layout)
        else { return [whole] }
        defer { pango_layout_iter_free(lines) }
        // The layout's offsets are in the coordinates of the window the label draws on, its
        // parent's: less the label's own place there, they are from its top.
        var allocation = GtkAllocation(), offsetX: gint = 0, offsetY: gint = 0
        gtk_widget_get_allocation(node, &allocation)
        gtk_label_get_layout_offsets(cgtk_label(node), &offsetX, &offsetY)
        let layoutTop = whole.top + Double(offsetY - allocation.y)
        var spans: [(top: Double, bottom: Double)] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(lines, nil, &logical)
            let top = layoutTop + Double(logical.y) / Double(PANGO_SCALE)
            spans.append((top, top + Double(logical.height) / Double(PANGO_SCALE)))
        } while pango_layout_iter_next_line(lines) != 0
        spans[0].top = whole.top
        spans[spans.count - 1].bottom = whole.bottom
        return spans
    }

    /// Gives the widget the keyboard focus and scrolls the page to it (``scrollIntoView()``),
    /// now and at the next layout, if it still has the focus then. For a widget on a part of a
    /// page shown just now (a page's loaded state in place of its spinner): GTK scrolls to a
    /// widget taking the focus only when it is laid out already, and this one is laid out at
    /// the next frame. (The navigator does the same for the page it shows.) With `below` (an
    /// entry's problem under it), the page shows that too when both fit, else the widget.
    public func grabFocusInView(with below: Widget? = nil) {
        grabFocus()
        let shown = below?.widget
        // The widgets, not these wrappers, which may be gone by then (a row made and added in one go).
        let scroll = { [widget] in
            if let shown { Widget.wrap(shown).scrollIntoView() }
            Widget.wrap(widget).scrollIntoView()  // after: its top wins when both do not fit
        }
        scroll()
        // One layout, then the handler disconnects itself: a reference box holds its connection.
        final class Pending { var connection: SignalConnection? }
        let pending = Pending()
        pending.connection = Signals.connectPointer(widget, "size-allocate") { [widget] _ in
            pending.connection?.disconnect()
            if gtk_widget_is_focus(widget) != 0 { scroll() }
        }
        gtk_widget_queue_resize(widget)  // that layout comes at the next frame
    }

    /// Gives the widget the focus as a page or dialog shows again what the user typed: an entry
    /// with text keeps it unselected, the cursor at its end. (GTK selects an entry's whole text
    /// as code gives it the focus: the first key typed into a restored review's title replaced
    /// the title.)
    func grabFocusKeepingText() {
        grabFocus()
        guard isInstance(widget, of: gtk_entry_get_type()), gtk_entry_get_text_length(cgtk_entry(widget)) > 0 else { return }
        gtk_editable_set_position(OpaquePointer(widget), -1)
    }

    /// Whether this widget is `ancestor` or one of its descendants.
    func isInside(_ ancestor: Widget?) -> Bool {
        guard let ancestor else { return false }
        return widget == ancestor.widget || gtk_widget_is_ancestor(widget, ancestor.widget) != 0
    }

    /// The window's focus widget, if it is this widget or one inside it.
    var focusInside: Widget? {
        guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0,
              let focus = gtk_window_get_focus(cgtk_window(toplevel)) else { return nil }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0 ? Widget.wrap(focus) : nil
    }

    /// Whether `grabFocus()` would give this widget the focus: it can focus, is shown and
    /// reacts to input (its parents included, unlike ``isSensitive``).
    var canTakeFocus: Bool { canFocus && isShownInWindow && gtk_widget_is_sensitive(widget) != 0 }

    /// Whether the widget is shown whenever its window is: it is visible, and neither it nor a
    /// parent is a hidden child of its container (a `GtkStack`'s other children). A widget in
    /// a hidden child is never realized: given the focus, it would swallow the keys typed.
    /// (Parents not shown yet are fine: a dialog's content is shown with the dialog.)
    var isShownInWindow: Bool {
        guard isVisible else { return false }
        var node = widget
        while let parent = gtk_widget_get_parent(node) {
            guard gtk_widget_get_child_visible(node) != 0 else { return false }
            node = parent
        }
        return true
    }
}
