import CGtk

/// Ctrl+W, which closes the window with the focus in GNOME apps: a dialog, the shortcuts window.
enum CloseShortcut {
    /// Whether a key press of `keyval` with the modifier `state` is Ctrl+W (Caps Lock or not).
    static func matches(keyval: UInt32, state: UInt32) -> Bool {
        let modifiers = state & gtk_accelerator_get_default_mod_mask().rawValue
        return modifiers == GDK_CONTROL_MASK.rawValue && gdk_keyval_to_lower(keyval) == UInt32(GDK_KEY_w)
    }
}

extension Window {
    /// Calls `close` when Ctrl+W is pressed in the window (GNOME's close for the window with
    /// the focus: a dialog, the shortcuts window).
    func onCloseShortcut(_ close: @escaping @MainActor () -> Void) {
        onKeyPress { keyval, state in
            guard CloseShortcut.matches(keyval: keyval, state: state) else { return false }
            close()
            return true
        }
    }
}
