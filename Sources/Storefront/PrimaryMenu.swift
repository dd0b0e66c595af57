import CoordinatorGtk
import FoundationEssentials
import StorefrontCore

/// The main window's primary menu, GNOME's “Main Menu” at the end of the header bar on every
/// page (F10 opens it): Keyboard Shortcuts and About Storefront, so that a mouse user reaches
/// them as well.
@MainActor
enum PrimaryMenu {
    /// The app's version, shown in its About window.
    static let version = "1.0"

    /// The menu button; its entries activate `app.show-shortcuts` and `win.about`.
    static func makeButton() -> MenuButton {
        let button = MenuButton(iconName: "open-menu-symbolic", sections: [[
            MenuButton.Item("_Keyboard Shortcuts", action: "app.show-shortcuts"),
            MenuButton.Item("_About Storefront", action: "win.about"),
        ]])
        button.accessibleName = "Main Menu"
        button.popover.accessibleName = "Main Menu"  // what a screen reader says the menu is, open
        button.tooltip = "Main Menu (F10)"
        return button
    }

    /// Shows the About window over `parent`, with the app's icon from its resources folder.
    static func showAbout(over parent: Window) {
        let logo = try? ResourceLocator().url(forResource: "storefront.svg").path(percentEncoded: false)
        let about = AboutDialog(programName: "Storefront", version: version,
                                comments: "Browse products, read reviews and check out", logoFile: logo, parent: parent)
        if !about.hasLogo { printError("could not show the app's icon from \(logo ?? "the resources folder")") }
        about.present()
    }
}
