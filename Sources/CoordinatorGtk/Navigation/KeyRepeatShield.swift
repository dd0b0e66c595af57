import CGtk

/// Keeps an Enter or a space held down from pressing what its first press brought.
///
/// A key held down repeats: after a delay (half a second or so), the X server sends a press
/// every few tens of milliseconds, with no release between them. Return held on a product's
/// row opened the product, then pressed its Add to Cart, then the alert's Go to Cart. As a
/// navigation begins (``arm()``), the activating keys down then (Enter, space) stop: their
/// repeats are dropped until they are released. A key pressed again after its release goes
/// through, and so do keys typed quickly one after another (each has its release), which
/// typeahead hands to the pages they lead to. Other keys repeat as ever: Alt+Left held goes
/// back page after page, an arrow held moves through a list.
///
/// A release the app never saw (the key let go in another window) leaves a key marked down:
/// a press of it more than ``repeatsStopAfter`` after the last one is a new press.
@MainActor
enum KeyRepeatShield {
    /// The activating keys down (hardware keycodes), with the time of their last press or
    /// repeat (the X server's, in ms).
    private static var down: [UInt16: UInt32] = [:]
    /// The keys that were down as a navigation began: their repeats are dropped.
    private static var stopped: Set<UInt16> = []
    /// Longer than any repeat delay GNOME's settings offer (two seconds at most), in ms.
    static let repeatsStopAfter: UInt32 = 2_500

    /// A navigation begins: the activating keys down stop repeating until released.
    static func arm() { stopped.formUnion(down.keys) }

    /// Whether `event` is a repeat of a key stopped by ``arm()``.
    static func drops(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        let type = event.pointee.type
        guard type == GDK_KEY_PRESS || type == GDK_KEY_RELEASE, activates(event.pointee.key.keyval) else { return false }
        let key = event.pointee.key.hardware_keycode, time = event.pointee.key.time
        guard type == GDK_KEY_PRESS else {
            down[key] = nil
            stopped.remove(key)
            return false
        }
        let repeats = down[key].map { time &- $0 < repeatsStopAfter } ?? false
        down[key] = time
        guard repeats, stopped.contains(key) else {
            stopped.remove(key)
            return false
        }
        return true
    }

    /// Whether `keyval` activates what has the focus (a button, a row, a default response).
    private static func activates(_ keyval: guint) -> Bool {
        switch Int32(keyval) {  // every key event asks: no array made each time
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space: true
        default: false
        }
    }
}
