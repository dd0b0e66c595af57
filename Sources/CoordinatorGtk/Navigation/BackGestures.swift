import CGtk
import CoordinatorKit

extension Window {
    /// Reports Alt+Left and the mouse's back button (button 8) on this window as back gestures.
    func onBackGesture(_ report: @escaping @MainActor (UserGesture) -> Void) {
        onKeyPress { keyval, state in
            let alt = state & GDK_MOD1_MASK.rawValue != 0
            guard alt, keyval == UInt32(GDK_KEY_Left) || keyval == UInt32(GDK_KEY_KP_Left) else { return false }
            report(.backKey)
            return true
        }
        onButtonPress { button in
            guard button == 8 else { return false }
            report(.mouseBackButton)
            return true
        }
    }
}
