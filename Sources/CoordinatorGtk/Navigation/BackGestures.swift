import CGtk
import CoordinatorKit

extension Window {
    /// Reports Alt+Left and the mouse's back button (button 8) on this window as back gestures;
    /// `report` returns whether it went back (false: the key goes on to the focused widget).
    func onBackGesture(_ report: @escaping @MainActor (UserGesture) -> Bool) {
        onKeyPress { keyval, state in
            let alt = state & GDK_MOD1_MASK.rawValue != 0
            guard alt, keyval == UInt32(GDK_KEY_Left) || keyval == UInt32(GDK_KEY_KP_Left) else { return false }
            return report(.backKey)
        }
        onButtonPress { button in button == 8 && report(.mouseBackButton) }
    }
}
