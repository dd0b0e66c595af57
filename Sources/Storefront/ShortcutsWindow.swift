import CoordinatorGtk

/// Ctrl+?: the app's keyboard shortcuts, in a modal dialog.
@MainActor
final class ShortcutsWindow {
    private static let shortcuts: [(keys: String, action: String)] = [
        ("Alt+← or Escape", "Go back"), ("Escape or Ctrl+W", "Close a dialog"), ("Ctrl+F", "Search products"),
        ("Ctrl+Page Down / Ctrl+Page Up", "Next / previous tab"), ("Alt+1 … Alt+3", "Go to a tab"),
        ("Ctrl+W", "Close the window"), ("Ctrl+Q", "Quit"), ("F10", "Open the main menu (on a first page)"),
        ("Ctrl+?", "Show these shortcuts"),
    ]

    private let dialog: Dialog

    init(parent: Window) {
        dialog = Dialog(title: "Keyboard Shortcuts", parent: parent, useHeaderBar: true)
        let grid = Grid()
        grid.rowSpacing = 12
        grid.columnSpacing = 24
        grid.setMargins(24)
        for (row, shortcut) in Self.shortcuts.enumerated() {
            let keys = Label(shortcut.keys)
            keys.xalign = 1
            keys.addStyleClass("dim-label")
            let action = Label(shortcut.action)
            action.xalign = 0
            grid.attach(keys, column: 0, row: Int32(row))
            grid.attach(action, column: 1, row: Int32(row))
        }
        dialog.contentArea.append(grid)
        dialog.onResponse { [dialog] _ in dialog.destroy() }
        dialog.onDeleteEvent { [dialog] in
            dialog.destroy()
            return true
        }
    }

    /// Shows the dialog.
    func present() {
        dialog.showAll()
        dialog.present()
    }
}
