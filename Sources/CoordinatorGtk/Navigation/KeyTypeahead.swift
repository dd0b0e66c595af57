import CGtk
import CoordinatorKit

/// Typeahead for a window whose keys start navigations: a key typed before the navigations
/// asked for ahead of it have begun waits for them, then is handled as if typed then.
///
/// GTK hands a key to the widget focused when it arrives, and a page change moves the focus
/// as it begins: keys typed during one slide already reach the page sliding in. But a
/// navigation may not have begun yet when the next key comes: it waits its turn behind a
/// slide (Alt+Left twice), or its shortcut's task has not run yet. The keys typed meanwhile
/// went to a page about to be left, and were lost with it. Those keys are held, and handled
/// in order once every navigation asked for before them has begun: Alt+Left, Alt+Left, Ctrl+F
/// and a search, typed at once, fill the search field of the page they lead to.
///
/// An Alt+letter or Alt+digit (a mnemonic) pressed while pages slide is held too, until they
/// have: both pages are on screen meanwhile, and a letter both use (Next, then Next on the
/// next step) is ambiguous to GTK, which then only moves the focus between the two buttons,
/// into the page leaving, instead of pressing the new page's.
///
/// A key typed while a button shows the press of a key that activated it is held as well,
/// until GTK has clicked it: a button pressed by its mnemonic without having the focus (Check
/// Out) shows the press for a quarter of a second before its click, and a key typed meanwhile
/// reached the page the click was about to leave (Alt+C twice went to the Cart, not to the
/// checkout's first page).
///
/// Nothing else is held: a key typed while no navigation waits is handled at once, as GTK
/// would, also during a slide (the address typed while the checkout's first page slides in);
/// only a key that comes before the main loop caught up with the key before it (the tasks
/// that key started have not run yet) waits for that, a moment. Held keys are handed to GTK
/// from the main loop, never from inside a main-actor task (see ``MainLoopCallbacks``).
/// A mouse button pressed in the window while keys are held hands them over at once, before
/// the click: what was typed first is handled first. Dialogs have their own windows and no
/// typeahead.
@MainActor
final class KeyTypeahead {
    private weak var host: NavigationHost?
    /// The window, while it exists.
    private var window: UnsafeMutablePointer<GtkWidget>?
    /// Copies of the key events held, oldest first.
    private var held: [UnsafeMutablePointer<GdkEvent>] = []
    /// Whether the last key pressed may have started work that has not run yet (a shortcut's
    /// task): the next key waits until the main loop is idle, when it has.
    private var lastKeyUnsettled = false
    private var isCheckScheduled = false
    private var isReplaying = false
    /// A gesture that hears every button press in the window before the widget pressed does.
    private var clicks: OpaquePointer?
    /// Whether the window's pages are sliding (a page or tab change is animated): the leaving
    /// page's mnemonics are still on screen.
    var pagesSlide: @MainActor () -> Bool = { false }
    /// The window's buttons a key activated, referenced until their press is no longer shown.
    private var buttonsPressedByKey: [UnsafeMutablePointer<GtkWidget>] = []
    /// `GtkButton::activate` (a key's press of a button), and the hook watching it.
    private let activateSignal = KeyTypeahead.buttonActivateSignal()
    private var activationHook: gulong = 0

    /// Holds `window`'s keys when needed from now on; create it before the window's other key
    /// handlers are connected, so that it sees every key first.
    init(window: Window) {
        self.window = window.widget
        for signal in ["key-press-event", "key-release-event"] {
            Signals.connectEvent(window.widget, signal) { [weak self] event in self?.handle(event) ?? false }
        }
        clicks = Self.watchClicks(in: window) { [weak self] in self?.replayAllHeld() }
        window.onDestroy { [weak self] in self?.windowDestroyed() }
        // An emission hook sees the signal on every button; deinit removes it, so the
        // unretained pointer never outlives the typeahead.
        let hook: GSignalEmissionHook = { _, count, values, data in
            guard let data, let values, count > 0, let button = g_value_get_object(values) else { return 1 }
            let typeahead = Unmanaged<KeyTypeahead>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { typeahead.buttonActivated(button.assumingMemoryBound(to: GtkWidget.self)) }
            return 1  // keep the hook
        }
        activationHook = g_signal_add_emission_hook(activateSignal, 0, hook, Unmanaged.passUnretained(self).toOpaque(),
                                                    nil)
    }

    isolated deinit {
        g_signal_remove_emission_hook(activateSignal, activationHook)
        buttonsPressedByKey.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
        held.forEach { gdk_event_free($0) }
        if let clicks { g_object_unref(UnsafeMutableRawPointer(clicks)) }
    }

    /// A gesture on `window` calling `pressed` for every mouse button pressed in it, in the
    /// capture phase: before the widget under the pointer handles the press. (GTK 3 has no
    /// public `captured-event` signal.)
    private static func watchClicks(in window: Window, _ pressed: @escaping @MainActor () -> Void) -> OpaquePointer {
        let gesture: OpaquePointer = gtk_gesture_multi_press_new(window.widget)
        gtk_gesture_single_set_button(gesture, 0)  // any button
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        // `pressed`: `void (*)(GtkGestureMultiPress *, gint n_press, gdouble x, gdouble y, gpointer)`.
        let thunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, _, _, _, data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }
        _ = Signals.connectRaw(UnsafeMutableRawPointer(gesture), "pressed", unsafeBitCast(thunk, to: GCallback.self),
                           SignalBox<@MainActor () -> Void>.retainedPointer(pressed))
        return gesture
    }

    /// `GtkButton`'s `activate` signal (its class made ready first: a signal is only known
    /// once its class is).
    private static func buttonActivateSignal() -> guint {
        g_type_class_ref(gtk_button_get_type())  // kept: GTK keeps its widget classes anyway
        return g_signal_lookup("activate", gtk_button_get_type())
    }

    /// Notes `button`, activated by a key, if it is in the window.
    private func buttonActivated(_ button: UnsafeMutablePointer<GtkWidget>) {
        guard let window, gtk_widget_get_toplevel(button) == window else { return }
        g_object_ref(UnsafeMutableRawPointer(button))
        buttonsPressedByKey.append(button)
    }

    /// Whether a button of the window still shows the press of the key that activated it (its
    /// click is still to come); forgets those that no longer do.
    private func buttonShowsKeyPress() -> Bool {
        guard !buttonsPressedByKey.isEmpty else { return false }
        buttonsPressedByKey.removeAll { button in
            let shows = gtk_widget_get_state_flags(button).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
            if !shows { g_object_unref(UnsafeMutableRawPointer(button)) }
            return !shows
        }
        return !buttonsPressedByKey.isEmpty
    }

    /// Holds keys while navigations of `host` wait.
    func attach(to host: NavigationHost) { self.host = host }

    private var navigationsWait: Bool { (host?.pendingCount ?? 0) > 0 }

    /// Whether `event` is held (GTK then does nothing more with it for now).
    private func handle(_ event: UnsafeMutablePointer<GdkEvent>?) -> Bool {
        guard let event, !isReplaying else { return false }
        let isPress = event.pointee.type == GDK_KEY_PRESS
        let mustWait = !held.isEmpty || (isPress && (lastKeyUnsettled || navigationsWait
            || buttonShowsKeyPress() || isMnemonicDuringSlide(event)))
        if isPress { keyPressed() }
        guard mustWait, let copy = gdk_event_copy(event) else { return false }
        held.append(copy)
        return true
    }

    /// Whether `event` is a letter or digit pressed with the window's mnemonic modifier (Alt),
    /// as a mnemonic is, while pages slide. (Alt+Left and the like go on at once.)
    private func isMnemonicDuringSlide(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        guard let window else { return false }
        let modifier = gtk_window_get_mnemonic_modifier(cgtk_window(window))
        return event.pointee.key.state & modifier.rawValue != 0
            && g_unichar_isalnum(gdk_keyval_to_unicode(event.pointee.key.keyval)) != 0 && pagesSlide()
    }

    /// Marks the key just pressed unsettled until the main loop is idle: by then the tasks
    /// it started have run, and the navigations they asked for are in the host's queue.
    private func keyPressed() {
        lastKeyUnsettled = true
        scheduleCheck()
    }

    /// Checks once the main loop is idle, after `milliseconds` when given.
    private func scheduleCheck(afterMilliseconds milliseconds: UInt32? = nil) {
        guard !isCheckScheduled else { return }
        isCheckScheduled = true
        let check: @MainActor () -> Void = { [weak self] in self?.check() }
        if let milliseconds {
            MainLoopCallbacks.after(milliseconds: milliseconds) { MainLoopCallbacks.whenIdle(check) }
        } else {
            MainLoopCallbacks.whenIdle(check)
        }
    }

    /// Handles the oldest held key once every navigation asked for before it has begun.
    private func check() {
        isCheckScheduled = false
        lastKeyUnsettled = false
        guard !held.isEmpty else { return }
        guard !navigationsWait, !buttonShowsKeyPress(), !isMnemonicDuringSlide(held[0]) else {
            scheduleCheck(afterMilliseconds: 10)  // a poll, only while keys are held behind a slide
            return
        }
        let event = held.removeFirst()
        let isPress = event.pointee.type == GDK_KEY_PRESS
        replay(event)
        gdk_event_free(event)
        if isPress { keyPressed() } else if !held.isEmpty { scheduleCheck() }
    }

    /// Hands every held key over now, in order (a click comes after them).
    private func replayAllHeld() {
        while !held.isEmpty {
            let event = held.removeFirst()
            replay(event)
            gdk_event_free(event)
        }
    }

    /// Hands `event` to the window (or to the modal dialog that holds the keyboard now) as
    /// GTK does with a key, without GTK's key snoopers: the accessibility bridge already
    /// reported the key to screen readers when it was typed.
    private func replay(_ event: UnsafeMutablePointer<GdkEvent>) {
        guard let target = gtk_grab_get_current() ?? window else { return }
        isReplaying = true
        gtk_propagate_event(target, event)
        isReplaying = false
    }

    private func windowDestroyed() {
        window = nil
        buttonsPressedByKey.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
        buttonsPressedByKey = []
        held.forEach { gdk_event_free($0) }
        held = []
    }
}
