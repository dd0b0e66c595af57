import CGtk
import CoordinatorKit
import Logging

/// Puts a ``NavigationHost``'s state on a GTK window: each navigation stack is a `GtkStack`
/// of pages, modals are dialogs with their own stacks, alerts are message dialogs, and
/// several root stacks become tabs with a switcher in the header bar.
///
/// With tabs, the header bar follows GNOME's browsing pattern: a tab's first page shows the
/// switcher; a page pushed deeper shows its own title beside the back button instead. In a
/// window too narrow for the switcher beside the header bar's buttons, the header bar shows
/// the page's title and the switcher moves to a bar at the bottom of the window, as GNOME's
/// adaptive view switcher does.
///
/// The rest of a quick burst of clicks that navigated is dropped rather than pressing what
/// the navigation put under the pointer (``ClickThroughShield``), and so are the repeats of an
/// Enter or a space held down through a navigation (``KeyRepeatShield``).
///
/// It executes transitions and reports what the user did (back button, Alt+Left, the mouse's
/// back button, Escape, close, Cancel, tab switches, closing the window) to the host, which
/// decides; it holds no flow logic. In the main window Escape goes back where nothing else
/// uses it; in a dialog it closes the dialog. A key typed before the navigations asked for
/// ahead of it have begun (Alt+Left twice: the second waits for the first slide) waits for
/// them, then reaches the page they lead to (``KeyTypeahead``).
///
/// ```swift
/// let window = Window(application: app, title: "Storefront")
/// let navigator = GtkNavigator(window: window, registry: registry)
/// let host = NavigationHost(navigator: navigator)
/// window.showAll()
/// Task { await host.start(root: AppCoordinator()) }
/// ```
///
/// The window may be shown before or after the first page comes: a page takes the focus as
/// it appears, on screen.
///
/// Keep the host (which keeps its navigator) as long as the window: the window's handlers
/// hold the navigator weakly, and do nothing once it is gone. When the window is destroyed,
/// the host ends every flow on it (``NavigationHost/close(_:)``): each parent's `await`
/// returns `dismissed(by: .user(.windowClose))` and each screen's `onDismissed` runs.
@MainActor
public final class GtkNavigator: Navigator {
    /// The window the root stacks are shown in.
    public let window: Window
    /// The builder of each screen's view.
    public let registry: ViewRegistry
    /// Called once the host allowed the window to close (no leave guard refused); the default
    /// destroys the window. Apps save their state here (the flows still run), then destroy it.
    public var onCloseAllowed: (@MainActor () -> Void)?
    /// The smallest the window can be made, its header bar included and its shadow not (the
    /// GNOME HIG asks an app to work in 360 by 294 pixels); nil (the default) leaves it to the
    /// pages, which may need little room when they scroll. It is a size request on the window's
    /// content, less the header bar's height, made again whenever the root stacks are replaced
    /// or the header bar changes height (the text size, the tab switcher): one on the window
    /// itself would count the margins GTK draws the window's shadow in.
    public var minimumSize: (width: Int32, height: Int32)? {
        didSet { applyMinimumSize() }
    }

    private let headerBar = HeaderBar(showsCloseButton: true)
    private let bar: NavigationBar
    private let backAction = Action(name: "go-back", enabled: false)
    private let tabTitles: [StackID: String]
    private var tabs: Stack?
    private var tabSwitcher: TabSwitcher?
    private var pageStacks: [StackID: PageStack] = [:]
    private var modals: [StackID: ModalWindow] = [:]
    private var embeddedViews: [Int: ScreenView] = [:]
    /// The widget that last had the focus in each tab, for the user coming back to it.
    private var lastFocusInTab: [StackID: Widget] = [:]
    /// The tab on show as far as the navigator knows. When the user clicks the switcher, GTK's
    /// stack shows the new tab (and moves the focus into it) before the navigator hears of it.
    private var shownTab: StackID?
    private let alerts = AlertPresenter()
    /// Whether ``requestClose()`` is asking the host whether the window may close.
    private var isRequestingClose = false
    /// The header bar's height that ``minimumSize`` was last applied with.
    private var minimumSizeBarHeight: Int32 = 0
    /// Whether ``minimumSize`` is to be applied again once the header bar is laid out.
    private var isMinimumSizePending = false
    private let typeahead: KeyTypeahead
    private weak var host: NavigationHost?
    private let logger: Logger

    /// Creates a navigator for `window`; `tabTitles` names the root stacks when there are several.
    public init(window: Window, registry: ViewRegistry, tabTitles: [StackID: String] = [:],
                logger: Logger = Logger(label: "CoordinatorGtk")) {
        self.window = window
        self.registry = registry
        self.tabTitles = tabTitles
        self.logger = logger
        bar = NavigationBar(headerBar)
        typeahead = KeyTypeahead(window: window)  // first: it sees every key before the others
        typeahead.pagesSlide = { [weak self] in self?.pagesSlide ?? false }
        InputShields.install()
        CloseUnderModal.deliver(to: window)  // its delete-event handler below always takes it
        bar.backButton.actionName = "win.go-back"
        window.setTitlebar(headerBar)
        // The header bar's height, the part of the minimum size that is not the content's, is
        // known once it is shown (GTK measures a hidden widget as nothing), and changes with
        // the text size and the tab switcher: the content's share follows, once laid out.
        Signals.connectPointer(headerBar.widget, "size-allocate") { [weak self] _ in
            guard let self, minimumSize != nil, !isMinimumSizePending,
                  headerBarHeight != minimumSizeBarHeight else { return }
            isMinimumSizePending = true
            MainLoopCallbacks.whenIdle { [weak self] in
                self?.isMinimumSizePending = false
                self?.applyMinimumSize()
            }
        }
        window.addAction(backAction)
        backAction.onActivate { [weak self] in self?.reportBack(.backButton) }
        window.onBackGesture { [weak self] gesture in self?.goBack(gesture) ?? false }
        // A key nothing took: Escape goes back, and others go on to the page on show.
        Signals.connectEvent(window.widget, "key-press-event", after: true) { [weak self] event in
            guard let self, let event else { return false }
            return handleEscape(event.pointee.key.keyval, event.pointee.key.state) || passKeyToPage(event)
        }
        window.onFocusChange { [weak self] focus in self?.noteFocus(focus) }
        window.onDeleteEvent { [weak self] in
            guard let self else { return false }
            requestClose()
            return true
        }
        // However the window goes (after `requestClose()` or by the app's own hand), its flows end.
        window.onDestroy { [weak self] in self?.host?.close(.windowClose) }
    }

    /// Whether a page or tab change is being animated in the window.
    private var pagesSlide: Bool {
        tabs?.isTransitionRunning == true || pageStacks.values.contains { $0.stack.isTransitionRunning }
    }

    // MARK: What is shown (for apps and tests)

    /// The `GtkStack` showing `stack`, if it is on screen.
    public func gtkStack(for stack: StackID) -> Stack? { pageStacks[stack]?.stack }

    /// The dialog showing the modal `stack`, if it is open.
    public func dialog(for stack: StackID) -> Dialog? { modals[stack]?.dialog }

    /// The view showing `screen`'s page or embedding, if it is on screen.
    public func view(for entry: ScreenEntry) -> ScreenView? {
        embeddedViews[entry.number] ?? pageStacks.values.lazy.compactMap { $0.view(for: entry) }.first
    }

    /// The view of the screen on show (the top page of the top modal, else of the root stack
    /// on show), if it is a `View`: `navigator.visibleView(as: EditNoteView.self)`.
    public func visibleView<View: ScreenView>(as type: View.Type) -> View? {
        guard let state = host?.state, let top = state.entries(in: state.topStack).last else { return nil }
        return view(for: top) as? View
    }

    /// The alert on screen, if any.
    public var alertDialog: MessageDialog? { alerts.shown?.dialog }

    /// What the alert on screen shows, as the app asked for it (its actions in button order,
    /// each answering the response numbered by its place); nil with no alert on screen.
    public var alertOnScreen: Alert? { alerts.shown?.alert }

    /// The header bar's back button.
    public var backButton: Button { bar.backButton }

    /// The tab switcher's stack, when there are several root stacks.
    public var tabStack: Stack? { tabs }

    /// The buttons of the tab switcher on show, one per tab: in the header bar, or in the bar
    /// at the bottom of a window too narrow for them there; none on a page deeper in a tab.
    public var tabButtons: [Widget] { tabSwitcher?.buttons.map(Widget.wrap) ?? [] }

    /// The window's primary menu, at the very end of the header bar on every page, after the
    /// page's own end widgets: where GNOME applications keep it, so that F10 opens it
    /// wherever the user is.
    public var primaryMenu: MenuButton? {
        didSet { bar.setWindowEnd(primaryMenu) }
    }

    /// Renames the tab of root stack `stack` (for example "Cart (2)").
    public func setTabTitle(_ title: String, for stack: StackID) {
        guard let tabs, let page = pageStacks[stack] else { return }
        cgtk_container_child_set_string(tabs.container, page.stack.widget, "title", title)
    }

    /// Asks the host whether the window may close (leave guards), then closes it (see
    /// ``onCloseAllowed``); the flows end as the window is destroyed.
    ///
    /// It asks at once: an alert on screen is answered first, as Escape answers it (an app's
    /// Quit works in an alert, and would otherwise wait for the user to answer the alert, then
    /// close the window long after they had thought it did nothing). A request made while one
    /// is asking (Ctrl+Q pressed again over "Discard and Quit?") is the same request.
    public func requestClose() {
        guard !isRequestingClose else { return }
        isRequestingClose = true
        alerts.cancelShown()
        Task {
            let mayClose = await host?.mayCloseWindow() ?? true
            isRequestingClose = false
            guard mayClose else { return }
            if let onCloseAllowed { onCloseAllowed() } else { window.destroy() }
        }
    }

    // MARK: Navigator

    /// Builds one page stack per root stack (tabs when there are several).
    public func attach(to host: NavigationHost) {
        self.host = host
        typeahead.attach(to: host)
        buildRoots(host.state.rootStacks)
        applyMinimumSize()
        window.onKeyPress { [weak self] keyval, state in self?.handleTabKey(keyval, state) ?? false }
    }

    /// Tears down every page and builds the new root stacks.
    public func replaceRoots(_ stacks: [StackID], removed: [ScreenEntry], animation: TransitionAnimation) async {
        modals.values.forEach { $0.close() }
        modals = [:]
        embeddedViews.values.forEach { $0.root.destroy() }
        embeddedViews = [:]
        pageStacks.values.forEach { $0.removeAll() }
        pageStacks = [:]
        lastFocusInTab = [:]
        shownTab = nil
        if let content = gtk_bin_get_child(cgtk_bin(window.widget)) { gtk_widget_destroy(content) }
        tabs = nil
        tabSwitcher = nil
        headerBar.setCustomTitle(nil)
        buildRoots(stacks)
        window.showAll()
        applyMinimumSize()  // once the header bar, its tab switcher included, is shown: measured
        bar.update(title: window.title ?? "", canGoBack: false, start: [], end: [])
    }

    private func buildRoots(_ roots: [StackID]) {
        for stack in roots {
            let pages = PageStack(registry: registry)
            pages.onTopTitleChanged = { [unowned self] in refreshChrome(for: stack) }
            pageStacks[stack] = pages
        }
        guard roots.count > 1 else {
            window.add(pageStacks[roots[0]]!.stack)
            return
        }
        let tabs = Stack()
        shownTab = roots[0]
        for stack in roots {
            tabs.addNamed(pageStacks[stack]!.stack, name: stack.rawValue, title: tabTitles[stack] ?? stack.rawValue)
        }
        tabs.onVisibleChildChanged { [weak self] in self?.reportTabChange() }
        let switcher = TabSwitcher(tabs: tabs, headerBar: headerBar)
        switcher.isShown = true
        tabSwitcher = switcher
        let content = Box(orientation: .vertical)
        content.packStart(tabs, expand: true)
        content.packStart(switcher.bottomBar)
        window.add(content)
        self.tabs = tabs
    }

    /// Puts ``minimumSize`` on the window's content, less the header bar's height (its tab
    /// switcher, if any, included).
    private func applyMinimumSize() {
        guard let content = gtk_bin_get_child(cgtk_bin(window.widget)) else { return }
        guard let minimumSize else { return gtk_widget_set_size_request(content, -1, -1) }
        minimumSizeBarHeight = headerBarHeight
        gtk_widget_set_size_request(content, minimumSize.width, max(minimumSize.height - minimumSizeBarHeight, 0))
    }

    /// The header bar's smallest height, which GTK adds to the content's for the window's: 0
    /// until it is shown.
    private var headerBarHeight: Int32 {
        var minimum: gint = 0
        gtk_widget_get_preferred_height(headerBar.widget, &minimum, nil)
        return minimum
    }

    /// Executes a push, pop or replacement on its stack.
    public func update(_ change: StackChange) async {
        guard let pages = pageStacks[change.stack] else { return }
        let onScreen = isOnScreen(change.stack)
        // A hidden tab's page being covered keeps where the user left the focus on it.
        if !onScreen { pages.rememberFocus(lastFocusInTab[change.stack]) }
        await pages.apply(change, in: windowShowing(change.stack), movesFocus: onScreen) {
            refreshChrome(for: change.stack)
            if onScreen { InputShields.arm() }  // a new page comes under the pointer
        }
        if lastFocusInTab[change.stack]?.isInside(pages.stack) == false { lastFocusInTab[change.stack] = nil }
        forgetEmbeddedViews(of: change.removed)
        if onScreen, modals[change.stack] == nil { keepFocusOnScreen(for: pages) }
    }

    /// Whether `stack` is on screen: a modal's stack, the only root stack or the visible tab.
    private func isOnScreen(_ stack: StackID) -> Bool {
        guard let tabs, modals[stack] == nil else { return true }
        return tabs.visibleChildName == stack.rawValue
    }

    /// Opens a modal dialog over `parent`'s window with its own stack.
    public func present(_ stack: StackID, entries: [ScreenEntry], over parent: StackID,
                        animation: TransitionAnimation) async {
        let modal = ModalWindow(
            parent: windowShowing(parent), registry: registry,
            onBack: { [unowned self] gesture in reportBack(gesture, in: stack) },
            onDismiss: { [unowned self] gesture in
                guard let host else { return }
                Task { await host.dismissModal(stack, by: gesture) }
            })
        modals[stack] = modal
        pageStacks[stack] = modal.pages
        await modal.pages.show(entries, in: modal.dialog)
        modal.show()
        InputShields.arm()
    }

    /// Closes the modal's dialog.
    public func dismiss(_ stack: StackID, removed: [ScreenEntry], animation: TransitionAnimation) async {
        pageStacks[stack] = nil
        modals.removeValue(forKey: stack)?.close()
        InputShields.arm()  // what the dialog covered comes under the pointer
        forgetEmbeddedViews(of: removed)
    }

    /// Drops the views embedded in `removed` screens, at any depth: their widgets went with
    /// their host's page.
    private func forgetEmbeddedViews(of removed: [ScreenEntry]) {
        for entry in removed where !entry.embedded.isEmpty {
            let embedded = Array(entry.embedded.values)
            embedded.forEach { embeddedViews[$0.number] = nil }
            forgetEmbeddedViews(of: embedded)
        }
    }

    /// Puts the entry's view into the host view's slot container, replacing what was there.
    public func embed(_ entry: ScreenEntry, inSlot slot: String, of hostEntry: ScreenEntry,
                      replacing replaced: ScreenEntry?) async {
        guard let container = view(for: hostEntry)?.container(forSlot: slot) else {
            logger.error("The view of “\(hostEntry.screen.id)” has no slot “\(slot)”.")
            return
        }
        if let replaced, let old = embeddedViews.removeValue(forKey: replaced.number) { old.root.destroy() }
        let view = registry.makeView(for: entry.screen)
        embeddedViews[entry.number] = view
        container.add(view.root)
        view.root.showAll()
    }

    /// Shows the alert over the stack's window and returns the user's choice.
    public func showAlert(_ alert: Alert, over stack: StackID) async -> AlertAction {
        InputShields.arm()  // the alert's buttons come under the pointer (and, answered, what it covered)
        return await alerts.show(alert, over: windowShowing(stack))
    }

    /// Shows the tab of root stack `stack` (GTK's stack already does when the user clicked
    /// its switcher button), with the keyboard focus in it: back where the user left the
    /// tab, else on the top page's preferred widget.
    public func selectRoot(_ stack: StackID) async {
        if stack != shownTab {
            let focusBefore = window.focusWidget
            let leftAt = lastFocusInTab[stack]  // before GTK's stack moves the focus into the tab
            shownTab = stack
            tabs?.setVisibleChild(name: stack.rawValue, transition: .crossfade, duration: 150)
            focusTab(stack, focusBefore: focusBefore, leftAt: leftAt)
        }
        refreshChrome(for: stack)
    }

    /// Gives the focus to the tab `stack` just shown: back to the widget that had it when the
    /// user left the tab, else to the top page's preferred widget. GTK's stack would take the
    /// widget it last saw focused there, else the first focusable one, which for a page never
    /// shown yet (one a restored session opened) is not even the first on screen. A keyboard
    /// user who chose the tab on its switcher button stays there. A tab with nothing to focus
    /// (an empty cart) focuses its switcher button, so the focus is never left on a hidden page.
    private func focusTab(_ stack: StackID, focusBefore: Widget?, leftAt: Widget?) {
        guard let pages = pageStacks[stack], modals.isEmpty else { return }
        if let focusBefore, focusBefore.widget == switcherButton(for: pages) { return }
        pages.rememberFocus(leftAt)
        pages.focusTop()
        keepFocusOnScreen(for: pages)
    }

    /// Notes where the focus goes in the tab on show, for ``focusTab(_:focusBefore:leftAt:)``
    /// to give it back; not GTK's own move into a tab it has just shown.
    private func noteFocus(_ focus: Widget?) {
        guard let focus, let shownTab, tabs?.visibleChildName == shownTab.rawValue,
              focus.isInside(pageStacks[shownTab]?.stack) else { return }
        lastFocusInTab[shownTab] = focus
    }

    /// When the page on screen has nothing to focus (an empty cart after the order was
    /// placed: its Checkout button is greyed out), GTK leaves the window's focus nowhere
    /// or on a hidden page. Put it on the tab's switcher button, else the header bar. A focus
    /// on the top page is the page's business (a product page moves it from its loading
    /// page to Add to Cart once the product is shown), and a focus on screen outside the
    /// pages is the user's: in the header bar, or in the primary menu opened during a slide
    /// (taking the focus from its popover would close it).
    private func keepFocusOnScreen(for pages: PageStack) {
        guard modals.isEmpty else { return }
        // (Mapped is not enough for a page: during a tab's crossfade the old tab is still
        // mapped, and GTK drops a focus left there once the animation ends.)
        if let focus = window.focusWidget, focus.isInside(pages.stack)
            || (focus.isMapped && !pageStacks.values.contains { focus.isInside($0.stack) }) { return }
        if let tabButton = switcherButton(for: pages) {
            gtk_widget_grab_focus(tabButton)
        } else {
            _ = gtk_widget_child_focus(headerBar.widget, GTK_DIR_TAB_FORWARD)
        }
    }

    /// The switcher button of the tab showing `pages`; nil while the header bar shows a
    /// deeper page's title instead of the switcher.
    private func switcherButton(for pages: PageStack) -> UnsafeMutablePointer<GtkWidget>? {
        guard let tabs, let buttons = tabSwitcher?.buttons,
              let index = tabs.childPointers.firstIndex(of: pages.stack.widget) else { return nil }
        return buttons.indices.contains(index) ? buttons[index] : nil
    }

    // MARK: Reporting the user's gestures

    /// Reports a back gesture in `stack`; nil (the main window) lets the host pick the stack on
    /// show when the request's turn comes, so a back typed right after a tab switch that still
    /// waits behind an animation goes back in the new tab, not in the hidden one.
    private func reportBack(_ gesture: UserGesture, in stack: StackID? = nil) {
        guard let host else { return }
        Task { await host.goBack(gesture, in: stack) }
    }

    /// Goes back for `gesture` made in the main window: to the page before, or on a stack's
    /// first page, within that page if it has a way back (``ScreenView/goBackWithinPage()``).
    /// False when there is nowhere to go back to: the key goes on to others.
    private func goBack(_ gesture: UserGesture) -> Bool {
        if backAction.isEnabled {
            reportBack(gesture)
            return true
        }
        guard let host, modals.isEmpty else { return false }
        return pageStacks[host.state.topStack]?.topView?.goBackWithinPage() ?? false
    }

    /// Escape goes back, as in GNOME's navigation views, where there is a page to go back to
    /// and nothing else took the key (a search entry stops its search instead).
    private func handleEscape(_ keyval: UInt32, _ state: UInt32) -> Bool {
        let modifiers = gtk_accelerator_get_default_mod_mask().rawValue
        guard keyval == UInt32(GDK_KEY_Escape), state & modifiers == 0 else { return false }
        return goBack(.escape)
    }

    /// A key that nothing took with the focus in the window's chrome (a tab's button or the
    /// back button, in the header bar or the bar at the bottom) or nowhere goes to the root
    /// widget of the page on show, as if the focus had been in the page: a page's own
    /// shortcuts (Ctrl+Z to put back what it removed) work from its tab's button too, and so
    /// do its root's key bindings (Page Down scrolls a scrolled page). With the focus in the
    /// page, the key went there already; in a menu's popover, it is the menu's.
    private func passKeyToPage(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        let focus = window.focusWidget
        guard let host, modals.isEmpty,
              focus == nil || focus?.isInside(headerBar) == true || focus?.isInside(tabSwitcher?.bottomBar) == true,
              let page = pageStacks[host.state.topStack]?.topView?.root, page.isMapped else { return false }
        return gtk_widget_event(page.widget, event) != 0
    }

    /// GTK's stack shows another tab (the user clicked its switcher button): the focus goes
    /// into it at once, as for a tab chosen by key, and the host is told.
    private func reportTabChange() {
        guard let name = tabs?.visibleChildName, StackID(name) != shownTab else { return }
        let stack = StackID(name)
        let leftAt = lastFocusInTab[stack]
        shownTab = stack
        focusTab(stack, focusBefore: window.focusWidget, leftAt: leftAt)
        guard let host, let index = host.state.rootStacks.firstIndex(of: stack),
              index != host.state.selectedRoot else { return }
        Task { await host.selectRoot(at: index, origin: .user(.tabSwitch)) }
    }

    /// Ctrl+Page Up/Down and Alt+1…9 choose tabs. The next and previous tab are counted when
    /// the request's turn comes: two quick presses behind an animation move two tabs.
    private func handleTabKey(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard let host, tabs != nil else { return false }
        let control = state & GDK_CONTROL_MASK.rawValue != 0
        let alt = state & GDK_MOD1_MASK.rawValue != 0
        if control, keyval == UInt32(GDK_KEY_Page_Down) || keyval == UInt32(GDK_KEY_Page_Up) {
            let offset = keyval == UInt32(GDK_KEY_Page_Down) ? 1 : -1
            Task { await host.selectRoot(offsetBy: offset, origin: .user(.tabSwitch)) }
            return true
        }
        guard alt, keyval >= UInt32(GDK_KEY_1), keyval <= UInt32(GDK_KEY_9) else { return false }
        let target = Int(keyval - UInt32(GDK_KEY_1))
        guard target < host.state.rootStacks.count else { return false }
        Task { await host.selectRoot(at: target, origin: .user(.tabSwitch)) }
        return true
    }

    // MARK: Chrome

    private func windowShowing(_ stack: StackID) -> Window { modals[stack]?.dialog ?? window }

    private func refreshChrome(for stack: StackID) {
        if let modal = modals[stack] {
            modal.refreshChrome()
            return
        }
        guard let host, stack == host.state.rootStacks[host.state.selectedRoot],
              let pages = pageStacks[stack], let top = pages.top else { return }
        let canGoBack = pages.count > 1
        backAction.isEnabled = canGoBack
        bar.update(title: top.screen.title, canGoBack: canGoBack, start: pages.topView?.headerBarStart ?? [],
                   end: pages.topView?.headerBarEnd ?? [])
        tabSwitcher?.pageTitle = top.screen.title
        tabSwitcher?.isShown = !canGoBack  // a tab's first page; deeper pages show their title
    }
}
