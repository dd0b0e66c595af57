import CoordinatorKit

/// The GTK view of one screen: the widget its page shows, built by a ``ViewRegistry``.
///
/// The navigator keeps the view alive while its page is on a stack and drops it (destroying
/// the widget) once the page has been popped or its modal dismissed.
///
/// A page covered by another one (or in a tab not on show) stays in its `GtkStack`, unmapped.
/// A view that follows its model there should keep its changes small or wait for the page's
/// `map` signal: Storefront's product list once refilled the rows of a covered `GtkListBox`,
/// and GTK 3.24's layout of the window stuck (the next rebuild showed 1 px rows until the tab
/// was switched). `ProductListView` now applies such changes when its page maps again.
@MainActor
public protocol ScreenView: AnyObject {
    /// The page's root widget.
    var root: Widget { get }

    /// The widget that gets focus when the page appears (nil: the first focusable widget).
    var initialFocus: Widget? { get }

    /// Whether the text of ``initialFocus``, an entry, is selected as the page appears, so that
    /// the first key typed replaces it: text the app suggests, such as an address filled in
    /// from the last order. False (the default): the user's own text, such as a restored
    /// draft, stays unselected, the cursor at its end, for typing to go on.
    var selectsInitialText: Bool { get }

    /// The widget that gets the focus when the page is on top again because `screens` left
    /// (popped, top first): the row of the item whose page closed, for example, also when a
    /// link opened that page and the user never was on the row. Nil: the widget that had the
    /// focus when the page was covered, as by default.
    func focus(afterLeaving screens: [any Screen]) -> Widget?

    /// Widgets the header bar shows at its start while this page is on top, after the back
    /// button (an "Add" button, as GNOME apps put one there).
    var headerBarStart: [Widget] { get }

    /// Widgets the header bar shows at its end while this page is on top (a "Done" button).
    var headerBarEnd: [Widget] { get }

    /// The size, in pixels, of a dialog this page opens in as a modal's first page (nil: the
    /// usual 520 by 580): a short form's dialog no taller than it needs. It is still no larger
    /// than the screen's work area, wide enough for its header bar's whole title where the
    /// screen has room, and no smaller than the page needs.
    var dialogSize: (width: Int32, height: Int32)? { get }

    /// The container that hosts screens embedded in the slot named `slot`, if the view has one.
    func container(forSlot slot: String) -> Container?

    /// Keeps `handler`, for the view to call whenever its screen's ``Screen/title`` may have
    /// changed (a title that follows the view model, such as a product's name once it is
    /// loaded); the navigator then shows the new title in the header bar and names the page
    /// with it.
    func onTitleChange(_ handler: @escaping @MainActor () -> Void)

    /// A back gesture (Alt+Left, Escape, the mouse's back button) on a stack's first page, where
    /// there is no page to go back to: a page with a way back within itself (a form's second
    /// mode back to its first, as a link on it would) takes it and returns true. Return false
    /// to leave the gesture to others (Escape then reaches the window, for example).
    func goBackWithinPage() -> Bool
}

extension ScreenView {
    /// None: the first focusable widget.
    public var initialFocus: Widget? { nil }

    /// False: the text stays unselected.
    public var selectsInitialText: Bool { false }

    /// None: the widget that had the focus when the page was covered.
    public func focus(afterLeaving screens: [any Screen]) -> Widget? { nil }

    /// None.
    public var headerBarStart: [Widget] { [] }

    /// None.
    public var headerBarEnd: [Widget] { [] }

    /// Nil: the usual size.
    public var dialogSize: (width: Int32, height: Int32)? { nil }

    /// No slots.
    public func container(forSlot slot: String) -> Container? { nil }

    /// Drops `handler`: the title never changes.
    public func onTitleChange(_ handler: @escaping @MainActor () -> Void) {}

    /// No way back within the page.
    public func goBackWithinPage() -> Bool { false }
}
