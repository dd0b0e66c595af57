import CGtk
import CoordinatorGtk
import XCTest

/// Sends a real key press (through GTK's event dispatch, as the X server's would arrive) to
/// `window`, then dispatches what it caused.
@MainActor
public func sendKey(_ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0), to window: Window) {
    sendKeys([(keyval, modifiers)], to: window)
}

/// Sends the key `accelerator` names in GTK's accelerator syntax ("Escape", "<Alt>Left",
/// "<Control>w", "Return") to `window`, as ``sendKey(_:modifiers:to:)`` does: a test needs
/// no GDK key constants, nor `import CGtk`. GTK reads letters in lowercase ("<Shift>a"), and
/// the key X sends for Shift+Tab is "<Shift>ISO_Left_Tab". A string GTK cannot read fails
/// the test, naming it, and sends nothing.
@MainActor
public func sendKey(_ accelerator: String, to window: Window, file: StaticString = #filePath, line: UInt = #line) {
    var keyval: guint = 0
    var modifiers = GdkModifierType(0)
    gtk_accelerator_parse(accelerator, &keyval, &modifiers)
    guard keyval != 0 else {
        let syntax = #"GTK's syntax: "<Control>w", "<Alt>Left""#
        return XCTFail("“\(accelerator)” names no key (\(syntax))", file: file, line: line)
    }
    sendKey(Int32(keyval), modifiers: modifiers, to: window)
}

/// Sends key presses to `window` one right after the other, faster than the main loop turns
/// (nothing they cause runs in between, as with keys a fast typist's X server hands over
/// at once), then dispatches what they caused.
@MainActor
public func sendKeys(_ keys: [(keyval: Int32, modifiers: GdkModifierType)], to window: Window) {
    for (keyval, modifiers) in keys {
        guard let event = keyPress(keyval, modifiers: modifiers, for: window) else { return }
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
    drainEvents()
}

/// Puts a key press for `window` on GDK's event queue, as the X server's arrive, then
/// dispatches what it caused. Unlike ``sendKey(_:modifiers:to:)``, which hands the press to
/// GTK, it goes through GDK's event handler first: the input shields and their filters
/// (``InputShields/addFilter(_:)``) see it.
@MainActor
public func putKey(_ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0), to window: Window) {
    guard let event = keyPress(keyval, modifiers: modifiers, for: window) else { return }
    gdk_event_put(event)  // a copy goes on the queue
    gdk_event_free(event)
    drainEvents()
}

/// A press of `keyval` for `window`, with the key's code on the keyboard, as X makes it.
@MainActor
private func keyPress(_ keyval: Int32, modifiers: GdkModifierType, for window: Window) -> UnsafeMutablePointer<GdkEvent>? {
    guard let event = newEvent(GDK_KEY_PRESS, for: window) else { return nil }
    event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
    event.pointee.key.keyval = UInt32(keyval)
    event.pointee.key.state = modifiers.rawValue
    var keymapKeys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    let keymap = gdk_keymap_get_for_display(gdk_display_get_default())
    if gdk_keymap_get_entries_for_keyval(keymap, UInt32(keyval), &keymapKeys, &count) != 0,
       let keymapKeys, count > 0 {
        event.pointee.key.hardware_keycode = UInt16(keymapKeys[0].keycode)
        event.pointee.key.group = UInt8(keymapKeys[0].group)
        g_free(keymapKeys)
    }
    gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
    return event
}

/// Sends a mouse button press (8 is the back button, 9 forward) to `window`.
@MainActor
public func sendButton(_ button: UInt32, to window: Window) {
    sendButtonEvent(GDK_BUTTON_PRESS, button, to: window)
}

/// Sends a double click of `button` to `window` as GDK reports one: a press, a second
/// press, then a double-press event.
@MainActor
public func sendDoubleClick(_ button: UInt32, to window: Window) {
    for type in [GDK_BUTTON_PRESS, GDK_BUTTON_PRESS, GDK_2BUTTON_PRESS] { sendButtonEvent(type, button, to: window) }
}

@MainActor
private func sendButtonEvent(_ type: GdkEventType, _ button: UInt32, to window: Window) {
    guard let event = newEvent(type, for: window) else { return }
    event.pointee.button.button = button
    event.pointee.button.x = 10
    event.pointee.button.y = 10
    gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
    dispatch(event)
}

/// Clicks `widget` with the first mouse button: a press and a release in its middle, or at
/// `point` (in the widget's coordinates), which GTK handles as a real click (a stack
/// switcher's buttons, for one, take no focus on click). Works for widgets with an input
/// window of their own, such as buttons and list boxes.
@MainActor
public func sendClick(to widget: Widget, at point: (x: Double, y: Double)? = nil) {
    guard let target = inputWindow(of: widget) else {
        XCTFail("the widget is not realized or has no input window")
        return
    }
    for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
        let event = gdk_event_new(type)!
        event.pointee.any.window = target
        g_object_ref(UnsafeMutableRawPointer(target))  // the event owns a reference to its window
        event.pointee.any.send_event = 1
        event.pointee.button.time = UInt32(GDK_CURRENT_TIME)
        event.pointee.button.button = 1
        event.pointee.button.x = point?.x ?? Double(gtk_widget_get_allocated_width(widget.widget)) / 2
        event.pointee.button.y = point?.y ?? Double(gtk_widget_get_allocated_height(widget.widget)) / 2
        gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
        dispatch(event)
    }
}

/// Turns the mouse wheel one notch `direction` over the middle of `widget`, which needs an
/// input window of its own (as ``sendClick(to:)``).
@MainActor
public func sendScroll(_ direction: GdkScrollDirection, to widget: Widget) {
    guard let target = inputWindow(of: widget) else {
        XCTFail("the widget is not realized or has no input window")
        return
    }
    let event = gdk_event_new(GDK_SCROLL)!
    event.pointee.any.window = target
    g_object_ref(UnsafeMutableRawPointer(target))  // the event owns a reference to its window
    event.pointee.any.send_event = 1
    event.pointee.scroll.time = UInt32(GDK_CURRENT_TIME)
    event.pointee.scroll.direction = direction
    event.pointee.scroll.x = Double(gtk_widget_get_allocated_width(widget.widget)) / 2
    event.pointee.scroll.y = Double(gtk_widget_get_allocated_height(widget.widget)) / 2
    gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
    dispatch(event)
}

/// The GDK window that GTK delivers `widget`'s pointer events through: the child window of
/// its parent's window that belongs to it (a button's input-only window), or its own window.
@MainActor
private func inputWindow(of widget: Widget) -> OpaquePointer? {
    guard let window = gtk_widget_get_window(widget.widget) else { return nil }
    var node = gdk_window_peek_children(window)
    while let current = node {
        let child = OpaquePointer(current.pointee.data)
        var owner: gpointer?
        gdk_window_get_user_data(child, &owner)
        if owner == UnsafeMutableRawPointer(widget.widget) { return child }
        node = current.pointee.next
    }
    return gtk_widget_get_has_window(widget.widget) != 0 ? window : nil
}

/// Asks to close `window` as its title bar's close button or the window manager does: a
/// delete event, put on GDK's event queue as the X server's arrive (the input shields and
/// their filters see it), then dispatched.
@MainActor
public func sendDelete(to window: Window) {
    guard let event = newEvent(GDK_DELETE, for: window) else { return }
    gdk_event_put(event)  // a copy goes on the queue
    gdk_event_free(event)
    drainEvents()
}

/// Makes `window` the active window, as the window manager does when the user switches to
/// it, with focus rings shown, as after a key press (Xvfb has no window manager to do it).
@MainActor
public func activateForKeyboard(_ window: Window) {
    guard let event = newEvent(GDK_FOCUS_CHANGE, for: window) else { return }
    event.pointee.focus_change.in = 1
    // From the keyboard, as the window manager's would be: GDK warns about an event with no device.
    gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
    dispatch(event)
    gtk_window_set_focus_visible(window.window, 1)
}

/// A new event of `type` addressed to `window`'s GDK window; nil (and a test failure) when
/// the window is not realized.
@MainActor
private func newEvent(_ type: GdkEventType, for window: Window) -> UnsafeMutablePointer<GdkEvent>? {
    guard let gdkWindow = gtk_widget_get_window(window.widget) else {
        XCTFail("window not realized")
        return nil
    }
    let event = gdk_event_new(type)!
    event.pointee.any.window = gdkWindow
    g_object_ref(UnsafeMutableRawPointer(gdkWindow))  // the event owns a reference to its window
    event.pointee.any.send_event = 1
    return event
}

/// Hands `event` to GTK, frees it and dispatches what it caused.
@MainActor
private func dispatch(_ event: UnsafeMutablePointer<GdkEvent>) {
    gtk_main_do_event(event)
    gdk_event_free(event)
    drainEvents()
}
