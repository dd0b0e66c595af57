import CGtk

/// A `GtkMenuButton`: a button that opens a menu of actions in a popover, such as a window's
/// primary menu (`open-menu-symbolic` at the end of its header bar, opened with F10 too).
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

    /// Creates an icon button opening a menu of `sections`, separated by lines as GNOME groups
    /// a primary menu's entries.
    public convenience init(iconName: String, sections: [[Item]]) {
        self.init(gtk_menu_button_new())
        // Replaces the button's default arrow.
        gtk_container_add(container, gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
        let menu = UnsafeMutableRawPointer(g_menu_new()!)
        for section in sections {
            let part = UnsafeMutableRawPointer(g_menu_new()!)
            for item in section { g_menu_append(OpaquePointer(part), item.label, item.action) }
            g_menu_append_section(OpaquePointer(menu), nil, cgtk_menu_model(part))
            g_object_unref(part)
        }
        gtk_menu_button_set_menu_model(cgtk_menu_button(widget), cgtk_menu_model(menu))
        g_object_unref(menu)
    }

    /// Whether the menu is open; setting it opens or closes the menu.
    public var isActive: Bool {
        get { Bool(gboolean: gtk_toggle_button_get_active(cgtk_toggle_button(widget))) }
        set { gtk_toggle_button_set_active(cgtk_toggle_button(widget), newValue.gboolean) }
    }

    /// The popover showing the menu.
    public var popover: Container? {
        gtk_menu_button_get_popover(cgtk_menu_button(widget)).map { pointer in
            let popover = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
            return Widget.wrapper(for: popover) as? Container ?? Container(popover)
        }
    }
}
