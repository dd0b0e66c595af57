import CGtk

/// Keeps the rest of a quick burst of clicks off what a navigation puts under the pointer.
///
/// The second click of a double click on a row that opens a page, on a dialog's Done or on
/// Back would otherwise press whatever slid or appeared beneath it: Add to Cart, a quantity's
/// +, or the bare header bar, which maximizes the window on a double click. The navigator calls
/// ``arm()`` as a navigation begins: if the mouse was pressed within GTK's double-click time,
/// the presses of the same button that follow where that one was (within GTK's double-click
/// distance), each within the double-click time of the one before, are dropped before GTK
/// sees them, with their releases, unless what they land on is what that press did (Back,
/// still there, takes two clicks back two pages). A press elsewhere, of another button (the
/// mouse's back button just after a click) or after a pause goes through and disarms the
/// shield; a navigation made with the keyboard arms nothing. Keys are never affected
/// (``KeyRepeatShield`` does that for a key held down). It sees GDK's events before GTK does,
/// through ``InputShields``: a gesture could not keep a press from GTK's own titlebar gesture,
/// which sees it first.
@MainActor
enum ClickThroughShield {
    /// A press of a mouse button: when (`g_get_monotonic_time()`, µs), where in root
    /// coordinates, which button, and the GDK window it landed in (a widget's: held, so that
    /// no window made later takes its address).
    private struct Press {
        var time: Int
        let x: Double, y: Double
        let button: UInt32
        let window: HeldObject?

        /// Whether `other` is the next press of a burst this one began: the same button, as
        /// near as GTK's double-click distance, within its double-click time.
        @MainActor func isFollowed(by other: Press) -> Bool {
            let distance = Double(cgtk_object_get_enum(gtk_settings_get_default(), "gtk-double-click-distance"))
            return other.button == button && other.time - time <= ClickThroughShield.doubleClickTime
                && abs(other.x - x) <= distance && abs(other.y - y) <= distance
        }
    }

    /// The mouse's last press.
    private static var lastPress: Press?
    /// The press that began the burst being dropped, with the time of its last press.
    private static var burst: Press?
    /// Whether the press just dropped still has its release (or double-press event) to come.
    private static var isDroppingPress = false

    /// A navigation begins: drops the rest of the burst of clicks that made it, if one did.
    static func arm() {
        guard let press = lastPress, g_get_monotonic_time() - press.time <= doubleClickTime else { return }
        burst = press
    }

    /// Whether `event` is part of a burst being dropped.
    static func drops(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        switch event.pointee.type {
        case GDK_BUTTON_PRESS:
            let press = Press(time: g_get_monotonic_time(), x: event.pointee.button.x_root, y: event.pointee.button.y_root,
                              button: event.pointee.button.button,
                              window: event.pointee.button.window.map { HeldObject(UnsafeMutableRawPointer($0)) })
            lastPress = press
            // What the first press landed on is still there: the burst is the user's, on it.
            if let first = burst, first.isFollowed(by: press), first.window?.object != press.window?.object {
                burst?.time = press.time
                isDroppingPress = true
                return true
            }
            burst = nil
            isDroppingPress = false
            return false
        case GDK_2BUTTON_PRESS, GDK_3BUTTON_PRESS:
            return isDroppingPress
        case GDK_BUTTON_RELEASE:
            defer { isDroppingPress = false }
            return isDroppingPress
        default:
            return false
        }
    }

    /// GTK's double-click time, in µs.
    private static var doubleClickTime: Int {
        Int(cgtk_object_get_enum(gtk_settings_get_default(), "gtk-double-click-time")) * 1_000
    }
}
