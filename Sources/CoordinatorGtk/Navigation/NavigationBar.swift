import CGtk

/// A header bar for a navigation stack: the top page's title, a back button shown only
/// when there is somewhere to go back to, the top page's own start and end widgets, and a
/// widget at the very end on every page (a primary menu).
@MainActor
final class NavigationBar {
    /// The header bar.
    let headerBar: HeaderBar
    /// The back button (`go-previous-symbolic`).
    let backButton = Button(iconName: "go-previous-symbolic")
    /// A widget shown at the start instead of the back button on the first page (a dialog's Cancel).
    private let firstPageStart: Widget?
    private var windowEnd: Widget?
    private var startWidgets: [Widget] = []
    private var endWidgets: [Widget] = []

    /// Creates the bar around `headerBar`; the back button goes to its start.
    init(_ headerBar: HeaderBar, firstPageStart: Widget? = nil) {
        self.headerBar = headerBar
        self.firstPageStart = firstPageStart
        // Its buttons matter more than the title's letters in a narrow window: "Wri…" between
        // Cancel and Done fits a 360 px screen at twice the text size.
        headerBar.titleMinimumChars = 3
        backButton.accessibleName = "Back"
        backButton.tooltip = "Back (Alt+Left)"
        headerBar.packStart(backButton)
        if let firstPageStart { headerBar.packStart(firstPageStart) }
        // Their visibility follows the stack: a window's `showAll()` must not override it.
        [backButton, firstPageStart].compactMap { $0 }.forEach { gtk_widget_set_no_show_all($0.widget, 1) }
    }

    /// Shows `title`, the back button if `canGoBack`, `start` after it and `end` at the end.
    /// A first-page start widget (a dialog's Cancel) stands in for the close button: the bar
    /// shows one or the other, never both, as a `GtkDialog` with a Cancel button does.
    func update(title: String, canGoBack: Bool, start: [Widget], end: [Widget]) {
        headerBar.title = title
        backButton.isVisible = canGoBack
        if let firstPageStart {
            firstPageStart.isVisible = !canGoBack
            headerBar.showsCloseButton = canGoBack
        }
        if !start.elementsEqual(startWidgets, by: ===) {
            startWidgets.forEach { headerBar.remove($0) }
            startWidgets = start
            start.forEach { widget in
                headerBar.packStart(widget)
                widget.showAll()
            }
        }
        guard !end.elementsEqual(endWidgets, by: ===) else { return }
        show(end: end)
    }

    /// Shows `widget` (nil: none) at the very end on every page, after the page's own end
    /// widgets, in place of any earlier one.
    func setWindowEnd(_ widget: Widget?) {
        let pageEnd = endWidgets
        show(end: [])
        if let windowEnd { headerBar.remove(windowEnd) }
        windowEnd = widget
        if let widget {
            headerBar.packEnd(widget)
            widget.showAll()
        }
        show(end: pageEnd)
    }

    private func show(end: [Widget]) {
        endWidgets.forEach { headerBar.remove($0) }
        endWidgets = end
        end.reversed().forEach { widget in
            headerBar.packEnd(widget)
            widget.showAll()
        }
    }
}
