import CGtk

/// A `GtkImage` showing a themed icon.
@MainActor
public final class Image: Widget {
    /// The `GtkImage` view of the widget.
    public var image: UnsafeMutablePointer<GtkImage> { cgtk_image(widget) }

    /// A themed icon size (`GtkIconSize`).
    public enum Size: Sendable, Hashable {
        /// 16 px, menus.
        case menu
        /// 16 px, buttons.
        case button
        /// 24 px, toolbars.
        case largeToolbar
        /// 48 px, dialogs.
        case dialog

        /// The GTK value.
        public var gtkValue: GtkIconSize {
            switch self {
            case .menu: GTK_ICON_SIZE_MENU
            case .button: GTK_ICON_SIZE_BUTTON
            case .largeToolbar: GTK_ICON_SIZE_LARGE_TOOLBAR
            case .dialog: GTK_ICON_SIZE_DIALOG
            }
        }
    }

    /// Creates an image of the icon `iconName` (e.g. `"dialog-warning-symbolic"`).
    public convenience init(iconName: String, size: Size = .button) {
        self.init(gtk_image_new_from_icon_name(iconName, size.gtkValue))
    }

    /// A dim icon `pixelSize` pixels square that illustrates the text beside it (a status
    /// page's, a walkthrough step's). It says nothing to a screen reader: the text says it, and
    /// GTK would otherwise name some icons ("list-add-symbolic" is read out as "Add").
    public static func decorative(iconName: String, pixelSize: Int32) -> Image {
        let icon = Image(iconName: iconName, size: .dialog)
        icon.pixelSize = pixelSize
        icon.addStyleClass("dim-label")
        icon.accessibleName = ""
        return icon
    }

    /// Shows the icon `iconName` at `size`.
    public func setIconName(_ iconName: String, size: Size = .button) {
        gtk_image_set_from_icon_name(image, iconName, size.gtkValue)
    }

    /// The icon name shown, if the image shows a named icon.
    public var iconName: String? { takeGString(cgtk_object_dup_string(widget, "icon-name")) }

    /// A pixel size overriding the icon size (-1 to use the icon size).
    public var pixelSize: Int32 {
        get { gtk_image_get_pixel_size(image) }
        set { gtk_image_set_pixel_size(image, newValue) }
    }
}
