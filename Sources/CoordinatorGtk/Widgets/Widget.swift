import CGtk

/// The base wrapper: owns one reference to a `GtkWidget`.
///
/// Creating a wrapper sinks a floating reference (`g_object_ref_sink`), so a new widget is
/// owned by Swift until a container adds its own reference; `deinit` drops Swift's reference.
/// Destroying (``destroy()``) is separate from releasing: it tears the widget down (and
/// disconnects its signal handlers, releasing their closures) while the wrapper stays valid.
///
/// The wrapper registers itself on the GObject (without retaining itself), so
/// ``Widget/wrapper(for:)`` maps a pointer handed out by GTK back to the live wrapper.
@MainActor
open class Widget {
    /// The wrapped widget. Valid for the wrapper's whole life (the wrapper holds a reference).
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The `GObject` view of ``widget``.
    public var object: UnsafeMutablePointer<GObject> { cgtk_object(widget) }

    /// Wraps `pointer`, taking a reference (sinking it if it is floating).
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        widget = pointer
        g_object_ref_sink(pointer)
        g_object_set_qdata(cgtk_object(pointer), Widget.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        let object = cgtk_object(widget)
        if g_object_get_qdata(object, Widget.wrapperQuark) == Unmanaged.passUnretained(self).toOpaque() {
            g_object_set_qdata(object, Widget.wrapperQuark, nil)
        }
        g_object_unref(widget)
    }

    static let wrapperQuark: GQuark = g_quark_from_string("coordinator-gtk-swift-wrapper")

    /// The live Swift wrapper of `pointer`, if one exists.
    public static func wrapper(for pointer: UnsafeMutablePointer<GtkWidget>?) -> Widget? {
        guard let pointer, let data = g_object_get_qdata(cgtk_object(pointer), wrapperQuark) else { return nil }
        return Unmanaged<Widget>.fromOpaque(data).takeUnretainedValue()
    }

    /// The live wrapper of `pointer`, or a new plain ``Widget`` around it.
    public static func wrap(_ pointer: UnsafeMutablePointer<GtkWidget>) -> Widget {
        wrapper(for: pointer) ?? Widget(pointer)
    }

    // MARK: Lifecycle and visibility

    /// `gtk_widget_show`.
    public func show() { gtk_widget_show(widget) }

    /// `gtk_widget_show_all`: shows the widget and all its descendants.
    public func showAll() { gtk_widget_show_all(widget) }

    /// `gtk_widget_hide`.
    public func hide() { gtk_widget_hide(widget) }

    /// `gtk_widget_destroy`: removes the widget from its parent and disposes it; its signal
    /// handlers are disconnected (their closures released). The wrapper stays valid.
    public func destroy() { gtk_widget_destroy(widget) }

    /// Whether the widget is set to be shown.
    public var isVisible: Bool {
        get { Bool(gboolean: gtk_widget_get_visible(widget)) }
        set { gtk_widget_set_visible(widget, newValue.gboolean) }
    }

    /// Whether the widget is mapped (on screen, as far as GTK knows).
    public var isMapped: Bool { Bool(gboolean: gtk_widget_get_mapped(widget)) }

    /// Whether the widget is mapped and on the page each stack above it shows: unlike
    /// ``isMapped``, false for a page the user just left (a tab switched away from, a page
    /// popped) while its stack still draws it sliding or fading out.
    public var isOnShow: Bool {
        guard isMapped else { return false }
        var child = widget
        while let parent = gtk_widget_get_parent(child) {
            if isInstance(parent, of: gtk_stack_get_type()),
               gtk_stack_get_visible_child(UnsafeMutablePointer<GtkStack>(OpaquePointer(parent))) != child {
                return false
            }
            child = parent
        }
        return true
    }

    /// Whether the widget reacts to input (`gtk_widget_set_sensitive`).
    public var isSensitive: Bool {
        get { Bool(gboolean: gtk_widget_get_sensitive(widget)) }
        set { gtk_widget_set_sensitive(widget, newValue.gboolean) }
    }

    /// The parent's wrapper (existing or new), if the widget has a parent.
    public var parent: Widget? {
        gtk_widget_get_parent(widget).map(Widget.wrap)
    }

    // MARK: Accessibility and focus

    /// The accessible name (AT-SPI), via `atk_object_set_name(gtk_widget_get_accessible(w))`.
    public var accessibleName: String? {
        get { borrowGString(atk_object_get_name(gtk_widget_get_accessible(widget))) }
        set { atk_object_set_name(gtk_widget_get_accessible(widget), newValue ?? "") }
    }

    /// The accessible description (AT-SPI): what a screen reader says after the widget's name
    /// and role, for example what is wrong with an entry. Orca says a new description at once
    /// when the widget has the focus. Without one of its own (nil) a widget is described by
    /// its tooltip. Setting the description it has already changes nothing: a screen reader
    /// would say it again (a search's "1 product" at each key typed).
    public var accessibleDescription: String? {
        get {
            let description = borrowGString(atk_object_get_description(gtk_widget_get_accessible(widget)))
            return description?.isEmpty == true ? nil : description  // empty: cleared (see the setter's shim)
        }
        set {
            guard newValue != accessibleDescription else { return }
            cgtk_widget_set_accessible_description(widget, newValue)
        }
    }

    /// Whether the user must fill the widget in (a form's field): its accessible then has
    /// ATK's `required` state, and a screen reader says "required" with it, so a field that
    /// keeps a form's button disabled while empty is known before the button is reached (an
    /// insensitive button is no Tab stop). Show it on screen too, as the form's own words do.
    public var isRequired: Bool {
        get { Bool(gboolean: cgtk_widget_is_required(widget)) }
        set {
            AccessibleStates.install()
            cgtk_widget_set_required(widget, newValue.gboolean)
        }
    }

    /// Has screen readers say `message` now, wherever the focus is (ATK's `announcement`
    /// signal, AT-SPI's `object:announcement`): for news the user did not move to, such as an
    /// error shown in a label while the focus stays in an entry. Does nothing with an ATK
    /// older than 2.46, which has no announcements.
    public func announce(_ message: String) {
        cgtk_widget_announce(widget, message)
    }

    /// The tooltip text.
    public var tooltip: String? {
        get { takeGString(gtk_widget_get_tooltip_text(widget)) }
        set { cgtk_widget_set_tooltip(widget, newValue) }
    }

    /// Why the widget is insensitive, nil while it is sensitive. Setting a reason makes it
    /// insensitive with the reason as its tooltip (shown on hover, and read by screen readers
    /// as its description), so a disabled control says what it waits for; nil makes it
    /// sensitive again, with no tooltip.
    public var disabledReason: String? {
        get { isSensitive ? nil : tooltip }
        set {
            isSensitive = newValue == nil
            tooltip = newValue
        }
    }

    /// `gtk_widget_grab_focus`.
    public func grabFocus() { gtk_widget_grab_focus(widget) }

    /// Whether the widget has the keyboard focus (is the focus widget of an active toplevel).
    public var hasFocus: Bool { Bool(gboolean: gtk_widget_has_focus(widget)) }

    /// Whether the widget is the focus widget of its toplevel (active or not).
    public var isFocus: Bool { Bool(gboolean: gtk_widget_is_focus(widget)) }

    /// Whether the keyboard focus of the widget's window is on this widget or inside it
    /// (whether or not the window is active).
    public var containsFocus: Bool { focusInside != nil }

    /// Whether the widget can take the focus.
    public var canFocus: Bool {
        get { Bool(gboolean: gtk_widget_get_can_focus(widget)) }
        set { gtk_widget_set_can_focus(widget, newValue.gboolean) }
    }

    /// Whether a mouse click gives the widget the focus (true by default). A button that
    /// does not take it leaves the focus, and the text being typed, where they were.
    public var takesFocusOnClick: Bool {
        get { Bool(gboolean: gtk_widget_get_focus_on_click(widget)) }
        set { gtk_widget_set_focus_on_click(widget, newValue.gboolean) }
    }

    // MARK: Style

    /// The CSS name used for `#name` selectors (`gtk_widget_set_name`).
    public var name: String {
        get { borrowGString(gtk_widget_get_name(widget)) ?? "" }
        set { gtk_widget_set_name(widget, newValue) }
    }

    /// Adds a CSS style class (e.g. `"suggested-action"`).
    public func addStyleClass(_ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    /// Removes a CSS style class.
    public func removeStyleClass(_ name: String) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    /// Whether the widget has a CSS style class.
    public func hasStyleClass(_ name: String) -> Bool {
        Bool(gboolean: gtk_style_context_has_class(gtk_widget_get_style_context(widget), name))
    }

    // MARK: Layout

    /// Sets all four margins.
    public func setMargins(_ all: Int32) {
        setMargins(top: all, bottom: all, start: all, end: all)
    }

    /// Sets each margin.
    public func setMargins(top: Int32, bottom: Int32, start: Int32, end: Int32) {
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_bottom(widget, bottom)
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_end(widget, end)
    }

    /// The top margin in pixels.
    public var marginTop: Int32 {
        get { gtk_widget_get_margin_top(widget) }
        set { gtk_widget_set_margin_top(widget, newValue) }
    }

    /// The bottom margin in pixels.
    public var marginBottom: Int32 {
        get { gtk_widget_get_margin_bottom(widget) }
        set { gtk_widget_set_margin_bottom(widget, newValue) }
    }

    /// The leading margin in pixels.
    public var marginStart: Int32 {
        get { gtk_widget_get_margin_start(widget) }
        set { gtk_widget_set_margin_start(widget, newValue) }
    }

    /// The trailing margin in pixels.
    public var marginEnd: Int32 {
        get { gtk_widget_get_margin_end(widget) }
        set { gtk_widget_set_margin_end(widget, newValue) }
    }

    /// Whether the widget takes extra horizontal space.
    public var hexpand: Bool {
        get { Bool(gboolean: gtk_widget_get_hexpand(widget)) }
        set { gtk_widget_set_hexpand(widget, newValue.gboolean) }
    }

    /// Whether the widget takes extra vertical space.
    public var vexpand: Bool {
        get { Bool(gboolean: gtk_widget_get_vexpand(widget)) }
        set { gtk_widget_set_vexpand(widget, newValue.gboolean) }
    }

    /// `gtk_widget_set_size_request` (-1 leaves a dimension natural).
    public func setSizeRequest(width: Int32, height: Int32) {
        gtk_widget_set_size_request(widget, width, height)
    }

    /// The least and the natural width the widget asks for as laid out now.
    public var preferredWidths: (minimum: Int32, natural: Int32) {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_get_preferred_width(widget, &minimum, &natural)
        return (minimum, natural)
    }

    // MARK: Signals

    /// Calls `handler` when the widget is destroyed (`destroy` signal).
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "destroy", handler)
    }

    /// Calls `handler(keyval, modifierState)` on `key-press-event`; return `true` to stop
    /// the event (e.g. for `GDK_KEY_Escape`). On a window the handler runs before the focused
    /// widget sees the key; with `after`, only for a key that nothing took first (no mnemonic,
    /// accelerator or focused widget: Escape in a search entry stops the search instead).
    @discardableResult
    public func onKeyPress(after: Bool = false, _ handler: @escaping @MainActor (UInt32, UInt32) -> Bool)
        -> SignalConnection {
        Signals.connectEvent(widget, "key-press-event", after: after) { event in
            guard let event else { return false }
            return handler(event.pointee.key.keyval, event.pointee.key.state)
        }
    }

    /// Calls `handler(button)` once for each press of a mouse button (8 is the back button, 9
    /// forward); return `true` to stop the event. The extra events GDK adds for a double or
    /// triple click are not reported: a double click is two presses, not three. Adds the
    /// button-press event mask, so connect before the widget is realized for widgets without
    /// their own window.
    @discardableResult
    public func onButtonPress(_ handler: @escaping @MainActor (UInt32) -> Bool) -> SignalConnection {
        gtk_widget_add_events(widget, Int32(bitPattern: GDK_BUTTON_PRESS_MASK.rawValue))
        return Signals.connectEvent(widget, "button-press-event") { event in
            guard let event, event.pointee.type == GDK_BUTTON_PRESS else { return false }
            return handler(event.pointee.button.button)
        }
    }
}
