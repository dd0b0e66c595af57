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

    /// Creates an icon button opening a menu of `sections`, separated by lines as GNOME groups
    /// a primary menu's entries.
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
    }

    /// Whether the menu is open; setting it opens or closes the menu.
    public var isOpen: Bool {
        get { Bool(gboolean: gtk_toggle_button_get_active(cgtk_toggle_button(widget))) }
        set { gtk_toggle_button_set_active(cgtk_toggle_button(widget), newValue.gboolean) }
    }
}
