import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import CoordinatorKit
import XCTest

/// A screen for the navigator tests: an identifier, a title and an optional leave decision.
@MainActor
final class PageScreen: Screen {
    let id: String
    var title: String
    var leave: LeaveDecision = .allow
    /// Whether its view prefers the focus on its button (after the entry) to its entry.
    var prefersButtonFocus = false
    /// The label of a button its view puts at the end of the header bar, if any.
    var headerBarButton: String?
    /// The label of a button its view puts at the start of the header bar, if any.
    var headerBarStartButton: String?
    /// Whether its view is a long page that scrolls, its button far below the fold.
    var isLong = false
    /// The text its view's entry starts with, and whether the view calls it a suggestion.
    var entryText = "", entryTextIsSuggested = false
    /// Its view's button label with an underscore before its Alt key ("_Next"), if it has one.
    var buttonMnemonicLabel: String?
    /// The size its view asks for a dialog it opens in, if any.
    var dialogSize: (width: Int32, height: Int32)?
    init(_ id: String, leave: LeaveDecision = .allow) {
        self.id = id
        self.title = "Page \(id)"
        self.leave = leave
    }
    func leaveDecision() -> LeaveDecision { leave }
}

/// A screen type that has no registered view.
@MainActor
final class UnregisteredScreen: Screen {
    var id: String { "nowhere" }
    var title: String { "Nowhere" }
}

/// The view of a ``PageScreen``: a heading, an entry and a button (and one in the header bar, if
/// the screen asks); counts its destruction.
@MainActor
final class PageView: ScreenView {
    let root: Widget
    let entry = Entry()
    let button: Button
    let slot = Box(orientation: .vertical, spacing: 0)
    let initialFocus: Widget?
    let selectsInitialText: Bool
    let headerBarStart: [Widget]
    let headerBarEnd: [Widget]
    let dialogSize: (width: Int32, height: Int32)?

    init(_ screen: PageScreen, destroyed: Recorder<String>) {
        let box = Box(orientation: .vertical, spacing: 6)
        button = screen.buttonMnemonicLabel.map { Button(label: $0, mnemonic: true) } ?? Button(label: "Action on \(screen.id)")
        box.append(Label(screen.title))
        box.append(entry)
        if screen.isLong {
            box.setMargins(48)  // as a page's column has: the page is taller than its own allocation
            let filler = Label("A long page")
            gtk_widget_set_size_request(filler.widget, -1, 2_000)
            box.append(filler)
        }
        box.append(button)
        box.append(slot)
        root = screen.isLong ? ScrolledWindow(child: box) : box
        initialFocus = screen.prefersButtonFocus ? button : entry
        entry.text = screen.entryText
        selectsInitialText = screen.entryTextIsSuggested
        headerBarStart = screen.headerBarStartButton.map { [Button(label: $0)] } ?? []
        headerBarEnd = screen.headerBarButton.map { [Button(label: $0)] } ?? []
        dialogSize = screen.dialogSize
        let id = screen.id
        root.onDestroy { destroyed.record(id) }
    }

    func container(forSlot slot: String) -> Container? { slot == "detail" ? self.slot : nil }

    /// What a back gesture does on this page when it is its stack's first (nil: nothing).
    var backWithinPage: (@MainActor () -> Bool)?
    func goBackWithinPage() -> Bool { backWithinPage?() ?? false }

    /// The widget this page focuses when it is on top again after the screens given left.
    var focusAfterLeaving: (@MainActor ([any Screen]) -> Widget?)?
    func focus(afterLeaving screens: [any Screen]) -> Widget? { focusAfterLeaving?(screens) }

    private var titleChanged: (@MainActor () -> Void)?
    func onTitleChange(_ handler: @escaping @MainActor () -> Void) { titleChanged = handler }
    /// Says that the screen's title changed, as a view whose title follows its view model does.
    func titleDidChange() { titleChanged?() }
}

/// A screen whose view shows one of two states, as a page that loads its content does.
@MainActor
final class StatesScreen: Screen {
    var id: String { "states" }
    var title: String { "States" }
}

/// The view of a ``StatesScreen``: a stack showing one button, with the preferred widget (if
/// any) on its hidden child.
@MainActor
final class StatesView: ScreenView {
    let root: Widget
    let states = Stack()
    let shownButton = Button(label: "Shown")
    let hiddenButton = Button(label: "Hidden")
    private let prefersHiddenButton: Bool

    init(prefersHiddenButton: Bool = true) {
        self.prefersHiddenButton = prefersHiddenButton
        states.addNamed(shownButton, name: "shown")
        states.addNamed(hiddenButton, name: "hidden")
        states.setVisibleChild(name: "shown")
        root = states
    }

    var initialFocus: Widget? { prefersHiddenButton ? hiddenButton : nil }
}

/// A screen whose view is a list of rows in a scrolled window, with no preferred widget.
@MainActor
final class RowsScreen: Screen {
    var id: String { "rows" }
    var title: String { "Rows" }
}

/// The view of a ``RowsScreen``: three rows, the first focusable widget the first row.
@MainActor
final class RowsView: ScreenView {
    let root: Widget
    let rows = (1...3).map { ListBoxRow(child: Label("Row \($0)")) }

    init() {
        let list = ListBox()
        rows.forEach(list.append)
        root = ScrolledWindow(child: list)
    }
}

/// A window, a GTK navigator and a host, with the views of ``PageScreen`` registered.
@MainActor
final class NavigatorFixture {
    let window = Window(title: "Test")
    let registry = ViewRegistry()
    let navigator: GtkNavigator
    let host: NavigationHost
    let destroyed = Recorder<String>()

    /// A window with two tabs, Browse and Cart.
    static func browseAndCartTabs() -> NavigatorFixture {
        NavigatorFixture(rootStacks: ["browse", "cart"], tabTitles: ["browse": "Browse", "cart": "Cart"])
    }

    /// Starts `browse` and `cart` as the root flows of the Browse and Cart tabs (Cart last,
    /// so Browse stays on show).
    func startTabs(browse: PagesCoordinator = PagesCoordinator("products"),
                   cart: PagesCoordinator = PagesCoordinator("cart")) {
        runTask {
            await self.host.start(root: browse, in: "browse")
            await self.host.start(root: cart, in: "cart")
        }
    }

    /// A fixture whose window is shown at once, unless `showingWindow` is false (then
    /// ``showWindow()`` shows it).
    init(rootStacks: [StackID] = [.root], tabTitles: [StackID: String] = [:], showingWindow: Bool = true) {
        navigator = GtkNavigator(window: window, registry: registry, tabTitles: tabTitles)
        host = NavigationHost(navigator: navigator, rootStacks: rootStacks)
        registry.register(PageScreen.self) { [destroyed] screen in PageView(screen, destroyed: destroyed) }
        window.setDefaultSize(width: 640, height: 480)
        if showingWindow { showWindow() }
    }

    /// Shows the window and waits until it is on screen.
    func showWindow() {
        window.showAll()
        window.present()
        _ = pumpUntil { self.window.isMapped }
    }

    /// The main window's header bar.
    var headerBar: UnsafeMutablePointer<GtkHeaderBar> {
        UnsafeMutableRawPointer(gtk_window_get_titlebar(window.window)!).assumingMemoryBound(to: GtkHeaderBar.self)
    }

    /// The buttons of the tab switcher on show (on a tab's first page).
    func switcherButtons() throws -> [Widget] {
        let buttons = navigator.tabButtons
        return try XCTUnwrap(buttons.isEmpty ? nil : buttons, "the tab switcher on show")
    }

    /// The page names of the `GtkStack` showing `stack`, in order.
    func pageNames(_ stack: StackID = .root) -> [String] { navigator.gtkStack(for: stack)?.childNames ?? [] }

    /// The page names the host's state says `stack` should show.
    func expectedPageNames(_ stack: StackID = .root) -> [String] { host.state.entries(in: stack).map(\.pageName) }

    /// The view of the screen on top of `stack`.
    func topView(_ stack: StackID = .root) -> PageView? { topView(stack, as: PageView.self) }

    /// The view of the top page of `stack`, if it is a `View`.
    func topView<View: ScreenView>(_ stack: StackID = .root, as type: View.Type) -> View? {
        host.state.entries(in: stack).last.flatMap { navigator.view(for: $0) } as? View
    }

    deinit {
        MainActor.assumeIsolated { window.destroy() }
    }
}
