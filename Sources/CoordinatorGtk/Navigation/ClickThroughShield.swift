import CGtk

/// Keeps the rest of a quick burst of clicks off what a navigation puts under the pointer.
///
/// The second click of a double click on a row that opens a page, on a dialog's Done or on
/// Back would otherwise press whatever slid or appeared beneath it: Add to Cart, a quantity's
/// +, or the bare header bar, which maximizes the window on a double click. The navigator calls
/// ``arm()`` as a navigation begins: if the mouse was pressed within GTK's double-click time,
/// the presses that follow where that one was (within GTK's double-click distance), each
/// within the double-click time of the one before, are dropped before GTK sees them, with
/// their releases. A press elsewhere or after a pause goes through and disarms the shield; a
/// navigation made with the keyboard arms nothing. Keys are never affected (``KeyRepeatShield``
/// does that for a key held down). It sees GDK's events before GTK does, through
/// ``InputShields``: a gesture could not keep a press from GTK's own titlebar gesture, which
/// sees it first.
@MainActor
enum ClickThroughShield {
    /// When and where the mouse was last pressed, in root coordinates (`g_get_monotonic_time()`, µs).
    private static var lastPress: (time: Int, x: Double, y: Double)?
    /// Where the burst being dropped is, and when its last press was.
    private static var burst: (time: Int, x: Double, y: Double)?
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
            let now = g_get_monotonic_time()
            let x = event.pointee.button.x_root, y = event.pointee.button.y_root
            lastPress = (now, x, y)
            let distance = Double(cgtk_object_get_enum(gtk_settings_get_default(), "gtk-double-click-distance"))
            if let spot = burst, now - spot.time <= doubleClickTime, abs(x - spot.x) <= distance,
               abs(y - spot.y) <= distance {
                burst = (now, spot.x, spot.y)
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
