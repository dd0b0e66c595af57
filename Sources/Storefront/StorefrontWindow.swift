import CGtk
import CoordinatorGtk
import CoordinatorKit
import FoundationEssentials
import StorefrontCore
import StorefrontUI
import Glibc

/// The app's window: a GTK navigator driven by the app coordinator.
@MainActor
final class StorefrontWindow {
    let window: Window
    let navigator: GtkNavigator
    let host: NavigationHost
    let coordinator: AppCoordinator
    var onClosed: (() -> Void)?
    private let primaryMenu = PrimaryMenu.makeButton()
    private var cartObservation: StoreObservation?
    private var trace: NavigationTrace?
    /// The window's size when last not maximized (set by ``restoreGeometry()``).
    private var unmaximizedSize = WindowGeometry(width: 0, height: 0)
    /// Saves the session every few seconds (``autosave()``) until the window closes.
    private var autosaving: Task<Void, Never>?
    /// What each autosave could not save last, by what it is: said when new.
    private var lastAutosaveProblems: [String: String] = [:]
    /// Ctrl+?'s window, made the first time and kept (closing it hides it).
    private lazy var shortcuts = ShortcutsWindow(groups: StorefrontShortcuts.groups, parent: window)

    init(application: Application, options: LaunchOptions) {
        let services = StorefrontServices(environment: ProcessInfo.processInfo.environment)
        window = Window(application: application, title: "Storefront")
        let registry = ViewRegistry()
        StorefrontViews.register(in: registry)
        navigator = GtkNavigator(window: window, registry: registry,
                                 tabTitles: Dictionary(uniqueKeysWithValues: AppTab.allCases.map { ($0.stack, $0.title) }))
        navigator.primaryMenu = primaryMenu
        host = NavigationHost(navigator: navigator)
        coordinator = AppCoordinator(host: host, services: services, restoring: options.restoresSession)
        // The GNOME HIG's smallest size for an app. Pages scroll below it, but without it the
        // walkthrough, whose content scrolls, let the window shrink to a strip of header bar.
        navigator.minimumSize = (360, 294)
        restoreGeometry()
        trace = NavigationTrace(environment: ProcessInfo.processInfo.environment, host: host)
        coordinator.onTabsShown = { [unowned self] in updateCartTitle() }
        cartObservation = services.cart.observe { [unowned self] _ in updateCartTitle() }
        navigator.onCloseAllowed = { [unowned self] in close(includingDrafts: false) }
        addActions(application: application)
        if options.exitsAfterFirstFrame { quitAfterFirstFrame(application) }
        window.showAll()
        let coordinator = self.coordinator, host = self.host
        Task { await host.start(root: coordinator) }
        autosaving = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.autosaveInterval)
                self?.autosave()
            }
        }
    }

    /// How often the session, drafts included, is saved while the app runs.
    static let autosaveInterval = Duration.seconds(3)

    /// Saves the session and the window's size if they changed: a crash or `kill -9` then
    /// loses at most a few seconds of typing, and the window opens again as it was. A problem
    /// is said once, not every few seconds (the window says the session's too).
    private func autosave() {
        report(coordinator.autosaveSession(), saving: "the session")
        report(coordinator.saveWindowGeometry(geometry), saving: "the window's size")
    }

    /// Prints `problem`, met saving `what`, unless it is the one said last time.
    private func report(_ problem: String?, saving what: String) {
        if let problem, problem != lastAutosaveProblems[what] { printError("could not save \(what): \(problem)") }
        lastAutosaveProblems[what] = problem
    }

    /// The window's size while not maximized, and whether it is maximized.
    private var geometry: WindowGeometry {
        var geometry = unmaximizedSize
        geometry.isMaximized = window.isMaximized
        return geometry
    }

    private func addActions(application: Application) {
        let actions: [(String, @MainActor () -> Void)] = [
            ("search", { [unowned self] in focusSearch() }),
            ("close", { [unowned self] in navigator.requestClose() }),
            ("show-primary-menu", { [unowned self] in if primaryMenu.isMapped { primaryMenu.isOpen.toggle() } }),
            ("about", { [unowned self] in PrimaryMenu.showAbout(over: window) }),
        ]
        for (name, handler) in actions {
            let action = Action(name: name)
            action.onActivate(handler)
            window.addAction(action)
        }
    }

    /// Ctrl+? and the main menu's Keyboard Shortcuts: the shortcuts window, over `active` (a
    /// dialog with the focus, such as Write a Review) or else over this window. Pressed in the
    /// shortcuts window itself, it stays where it is.
    func showShortcuts(over active: Widget?) {
        if active !== shortcuts { shortcuts.setTransientFor(active as? Window ?? window) }
        shortcuts.present()
    }

    /// Ctrl+F: the Browse tab's product list, its search field focused.
    ///
    /// With the list already the page on show (sliding in after Alt+Left, say), the search field
    /// takes the focus at once, so that what is typed next goes into it; otherwise once the list
    /// is shown. (Keys typed while that takes its turn still go to the page on show.)
    private func focusSearch() {
        if coordinator.isProductListOnShow, let productList { return productList.focusSearch() }
        Task {
            await coordinator.showProductList()
            productList?.focusSearch()
        }
    }

    /// The view of the Browse tab's product list, if it is built.
    private var productList: ProductListView? {
        host.state.entries(in: AppTab.browse.stack).first.flatMap { navigator.view(for: $0) as? ProductListView }
    }

    private func updateCartTitle() {
        let count = coordinator.services.cart.count
        navigator.setTabTitle(count == 0 ? "Cart" : "Cart (\(count))", for: AppTab.cart.stack)
    }

    /// Opens the window as it was when the app last quit (900 by 680 the first time), within
    /// the screen's work area (a size left on a larger monitor: the header bar and border are
    /// fitted in once the window has its first size), and from now on notes its size while it
    /// is not maximized: the size it goes back to when restored.
    private func restoreGeometry() {
        var geometry = coordinator.windowGeometry ?? WindowGeometry(width: 900, height: 680)
        if let area = window.workArea { geometry = geometry.fitted(toWidth: Int(area.width), height: Int(area.height)) }
        window.setDefaultSize(width: Int32(geometry.width), height: Int32(geometry.height))
        if geometry.isMaximized { window.isMaximized = true }
        unmaximizedSize = geometry
        var isFitted = false
        window.onSizeAllocate { [unowned self] in
            if !isFitted {
                isFitted = true
                window.fitToWorkArea()
            }
            guard !window.isMaximized else { return }
            let (width, height) = window.size
            unmaximizedSize = WindowGeometry(width: Int(width), height: Int(height))
        }
    }

    /// Saves the session, then closes. Without drafts once the window's leave guards have
    /// passed (the user discarded any unsaved text); with them when the process is asked to
    /// end (logout, `kill`), where no one is there to answer a question.
    func close(includingDrafts: Bool) {
        autosaving?.cancel()
        if let problem = coordinator.saveSession(includingDrafts: includingDrafts) {
            printError("could not save the session: \(problem)")
        }
        if let problem = coordinator.saveWindowGeometry(geometry) {
            printError("could not save the window's size: \(problem)")
        }
        window.destroy()
        onClosed?()
    }

    private func quitAfterFirstFrame(_ application: Application) {
        Signals.connectEvent(window.widget, "draw") { _ in
            Task { application.quit() }
            return false
        }
    }
}

/// Writes `message` to standard error.
func printError(_ message: String) {
    let line = "storefront: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}
