import CGtk

/// A `GtkMenuButton`: a button that opens a menu of actions in a popover, such as a window's
/// primary menu (`open-menu-symbolic` at the end of its header bar; apps bind F10 to an
/// action that toggles ``isOpen``).
@MainActor
public final class MenuButton: Container {
    /// One entry of a menu.
    public struct Item: Sendable, Hashable {
        /// The text shown (`_` marks a mnemonic).
        public let label: String
        /// The detailed action the entry activates, e.g. `"win.about"`.
        public let action: String

        /// Creates an entry showing `label` that activates `action`.
        public init(_ label: String, action: String) {
            self.label = label
            self.action = action
        }
    }

    /// The popover showing the menu.
    public let popover: Container
    /// The popover's key controller (GTK 3 widgets do not own their controllers).
    private var mnemonicKeys: OpaquePointer?

    /// Creates an icon button opening a menu of `sections`, separated by lines as GNOME groups
    /// a primary menu's entries.
    ///
    /// In the open menu, an entry's underlined letter chooses it, with or without Alt, as in
    /// GTK's classic menus: the window's own Alt keys do not compete (GTK 3 looks a popover's
    /// mnemonics up with the whole window's, so Alt+A with a page's "_Add to Cart" beside
    /// "_About" only moved the focus between the two).
    public init(iconName: String, sections: [[Item]]) {
        let button = gtk_menu_button_new()!
        let image = gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)!
        gtk_widget_show(image)
        gtk_container_add(cgtk_container(button), image)  // replaces the button's default arrow
        let menu = UnsafeMutableRawPointer(g_menu_new()!)
        for section in sections {
            let part = UnsafeMutableRawPointer(g_menu_new()!)
            for item in section { g_menu_append(OpaquePointer(part), item.label, item.action) }
            g_menu_append_section(OpaquePointer(menu), nil, cgtk_menu_model(part))
            g_object_unref(part)
        }
        gtk_menu_button_set_menu_model(cgtk_menu_button(button), cgtk_menu_model(menu))
        g_object_unref(menu)
        let popover = UnsafeMutableRawPointer(gtk_menu_button_get_popover(cgtk_menu_button(button))!)
        self.popover = Container(popover.assumingMemoryBound(to: GtkWidget.self))
        super.init(button)
        let choices = sections.joined().compactMap { item in item.label.mnemonicReading.key.map { (key: $0, action: item.action) } }
        mnemonicKeys = chooseEntries(byMnemonic: choices)
    }

    isolated deinit {
        if let mnemonicKeys { g_object_unref(UnsafeMutableRawPointer(mnemonicKeys)) }
    }

    /// Makes a letter typed in the open menu, with or without Alt, activate the entry of
    /// `choices` it marks; returns the key controller doing it. Capture phase: it sees the key
    /// before the window looks up its mnemonics.
    private func chooseEntries(byMnemonic choices: [(key: Character, action: String)]) -> OpaquePointer? {
        guard !choices.isEmpty else { return nil }
        let keys: OpaquePointer = gtk_event_controller_key_new(popover.widget)
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        let choose: @MainActor (UInt32, UInt32) -> Bool = { [weak self] keyval, state in
            let modifiers = state & gtk_accelerator_get_default_mod_mask().rawValue
            guard let self, modifiers & ~(GDK_MOD1_MASK.rawValue | GDK_SHIFT_MASK.rawValue) == 0,
                  let scalar = Unicode.Scalar(gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))),
                  let action = choices.first(where: { $0.key == Character(scalar) })?.action else { return false }
            isOpen = false
            activate(action)
            return true
        }
        // `key-pressed`: `gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode,
        // GdkModifierType state, gpointer)`.
        let thunk: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean = { _, keyval, _, state, data in
            let box = SignalBox<@MainActor (UInt32, UInt32) -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler(keyval, state) }.gboolean
        }
        _ = Signals.connectRaw(UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(thunk, to: GCallback.self),
                               SignalBox<@MainActor (UInt32, UInt32) -> Bool>.retainedPointer(choose))
        return keys
    }

    /// Activates the detailed action `name` ("win.about") where the menu's entries would.
    private func activate(_ name: String) {
        guard let dot = name.firstIndex(of: ".") else { return }
        let prefix = String(name[..<dot]), action = String(name[name.index(after: dot)...])
        guard let group = gtk_widget_get_action_group(widget, prefix) else { return }
        g_action_group_activate_action(group, action, nil)
    }

    /// Whether the menu is open; setting it opens or closes the menu.
    public var isOpen: Bool {
        get { Bool(gboolean: gtk_toggle_button_get_active(cgtk_toggle_button(widget))) }
        set { gtk_toggle_button_set_active(cgtk_toggle_button(widget), newValue.gboolean) }
    }
}
