import CoordinatorGtk

/// The app's keyboard shortcuts, as Ctrl+? and the main menu's Keyboard Shortcuts show them.
enum StorefrontShortcuts {
    /// The shortcuts, by what they are for.
    static let groups: [ShortcutsWindow.Group] = [
        .init("Moving Around", [
            .init("<Alt>Left", "Go back", subtitle: "Also Escape, and the mouse’s back button"),
            .init("<Control>Page_Down", "Next tab"),
            .init("<Control>Page_Up", "Previous tab"),
            .init("<Alt>1...<Alt>3", "Go to a tab"),
            .init("<Control>f", "Search products"),
        ]),
        .init("Cart", [
            .init("<Control>z", "Undo: put back the items removed"),
        ]),
        .init("Reviews", [
            .init("<Control>Return", "Publish the review", subtitle: "In Write a Review, from any field"),
        ]),
        .init("Windows", [
            .init("Escape <Control>w", "Close a dialog"),
            .init("<Control>w", "Close the window"),
            .init("<Control>q", "Quit"),
            .init("F10", "Open the main menu"),
            .init("<Control>question", "Show these shortcuts"),
        ]),
    ]
}
