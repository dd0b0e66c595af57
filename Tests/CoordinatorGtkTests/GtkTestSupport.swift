import CGtk
import CoordinatorGtk

/// A main-actor mutable cell for observing callbacks in tests.
@MainActor
final class Recorder<Value> {
    /// The recorded values, in order.
    var values: [Value] = []
    /// Records `value`.
    func record(_ value: Value) { values.append(value) }
}

/// A plain object whose lifetime tests observe through weak references.
final class LifetimeToken {}

/// Records each time screen readers are told that `widget`'s accessible description changed
/// (`notify::accessible-description` on its accessible).
@MainActor
func descriptionChanges(of widget: Widget) -> Recorder<Void> {
    let changes = Recorder<Void>()
    Signals.connectNotify(UnsafeMutableRawPointer(gtk_widget_get_accessible(widget.widget)),
                          property: "accessible-description") { changes.record(()) }
    return changes
}

/// Records each change of the ATK state named `state` ("invalid-entry", "required") that
/// screen readers are told of on `widget`'s accessible (`state-change`), with its new value.
@MainActor
func stateChanges(of widget: Widget, named state: String) -> Recorder<Bool> {
    let changes = Recorder<Bool>()
    let handler: @MainActor (String, Bool) -> Void = { name, value in if name == state { changes.record(value) } }
    let thunk: @convention(c) (gpointer?, UnsafePointer<gchar>?, gboolean, gpointer?) -> Void = { _, name, value, data in
        guard let name else { return }
        let box = SignalBox<@MainActor (String, Bool) -> Void>.from(data)
        MainActor.assumeIsolated { box.handler(String(cString: name), value != 0) }
    }
    let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<SignalBox<@MainActor (String, Bool) -> Void>>.fromOpaque(data).release()
    }
    cgtk_signal_connect(gtk_widget_get_accessible(widget.widget), "state-change", unsafeBitCast(thunk, to: GCallback.self),
                        SignalBox<@MainActor (String, Bool) -> Void>.retainedPointer(handler), release, 0)
    return changes
}

/// Where `widget` was last placed in its parent's window.
@MainActor
func allocation(of widget: Widget) -> GtkAllocation {
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget.widget, &allocation)
    return allocation
}

/// The lines of text `layout` (a label's) is laid out in, without the spaces they end with.
@MainActor
func lineTexts(of layout: OpaquePointer?) -> [String] {
    let text = Array(String(cString: pango_layout_get_text(layout)).utf8)
    return (0..<pango_layout_get_line_count(layout)).compactMap { index in
        guard let line = pango_layout_get_line_readonly(layout, index) else { return nil }
        let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
        return String(decoding: text[start..<end].reversed().drop { $0 == UInt8(ascii: " ") }.reversed(), as: UTF8.self)
    }
}

/// Where `widget` runs in the part of `scrolled`'s page on show, from its top edge, in pixels.
@MainActor
func shownSpan(of widget: Widget, in scrolled: ScrolledWindow) -> (top: Int32, bottom: Int32) {
    var x: gint = 0, y: gint = 0
    gtk_widget_translate_coordinates(widget.widget, gtk_bin_get_child(cgtk_bin(scrolled.widget)), 0, 0, &x, &y)
    return (y, y + gtk_widget_get_allocated_height(widget.widget))
}

/// Whether `widget` shows whole in the part of `scrolled`'s page on show.
@MainActor
func isShownWhole(_ widget: Widget, in scrolled: ScrolledWindow) -> Bool {
    let span = shownSpan(of: widget, in: scrolled)
    let page = gtk_adjustment_get_page_size(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled.widget)))
    return span.top >= 0 && Double(span.bottom) <= page
}
