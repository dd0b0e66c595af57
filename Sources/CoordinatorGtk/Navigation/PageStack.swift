import CGtk
import CoordinatorKit

/// One navigation stack on screen: a `GtkStack` whose children are the pages of the stack's
/// screens, in order, the top one visible.
///
/// A change adds the new pages, shows the new top with the change's animation, and removes
/// (destroying) the pages that left once the animation has finished, at once when there is
/// none. It remembers which widget had the focus on a page it covers and gives it back when
/// that page is on top again. A stack that is not on screen (a hidden tab) changes its pages
/// without touching the focus: the window's keyboard focus stays where the user is.
@MainActor
final class PageStack {
    /// The stack widget.
    let stack = Stack()
    /// Called when the title of the screen on top has changed (the header bar follows it).
    var onTopTitleChanged: (@MainActor () -> Void)?

    private let registry: ViewRegistry
    private var views: [Int: ScreenView] = [:]
    private var order: [ScreenEntry] = []
    private var savedFocus: [Int: Widget] = [:]
    private var transitionEnded: [Int: CheckedContinuation<Void, Never>] = [:]
    /// The page ``scrollToFocus(in:)`` keeps scrolling as it is laid out, and its layout
    /// handler (the page is kept, so the handler can be disconnected safely).
    private var scrollingToFocus: (page: Widget, connection: SignalConnection)?
    /// The page not shown yet whose first widget takes the focus as it appears, and its `map`
    /// handler (the page is kept, so the handler can be disconnected safely).
    private var firstFocusOnMap: (page: Widget, connection: SignalConnection)?
    private var lastWait = 0

    init(registry: ViewRegistry) {
        self.registry = registry
        stack.hexpand = true
        stack.vexpand = true
        stack.onTransitionRunningChanged { [weak self] running in
            guard !running, let self else { return }
            let waiting = transitionEnded.values
            transitionEnded = [:]
            waiting.forEach { $0.resume() }
        }
    }

    /// The screen on top, if any.
    var top: ScreenEntry? { order.last }

    /// How many pages the stack shows.
    var count: Int { order.count }

    /// The view of the page on top.
    var topView: ScreenView? { top.flatMap { views[$0.number] } }

    /// The view of the first page (the stack's root).
    var firstView: ScreenView? { order.first.flatMap { views[$0.number] } }

    /// The view showing `entry`, if it is on this stack.
    func view(for entry: ScreenEntry) -> ScreenView? { views[entry.number] }

    /// Shows `entries` at once, with no animation (a modal's first screens).
    func show(_ entries: [ScreenEntry], in window: Window?) async {
        await apply(inserted: entries, removed: [], newOrder: nil, transition: .none, duration: 0, in: window,
                    movesFocus: true) {}
    }

    /// Executes `change`; calls `topChanged` as soon as the new top page is shown (the header
    /// bar follows at once, not after the animation) and returns once the animation has
    /// finished and the old pages are gone. With `movesFocus` (the stack is on screen) the
    /// focus goes to the new top page.
    func apply(_ change: StackChange, in window: Window?, movesFocus: Bool, topChanged: () -> Void) async {
        await apply(inserted: change.inserted, removed: change.removed, newOrder: change.newOrder,
                    transition: change.animation.stackTransition(for: change.direction),
                    duration: change.animation.milliseconds, in: window, movesFocus: movesFocus,
                    topChanged: topChanged)
    }

    /// Gives the focus to the top page: the widget that had it there, else the page's
    /// preferred widget, else its first focusable widget (for a tab that just appeared).
    func focusTop() {
        if let top { focus(top) }
    }

    /// Remembers `focus`, if it is on the top page, for ``focusTop()`` to give back (the page
    /// is about to be covered, or its tab to be shown again).
    func rememberFocus(_ focus: Widget?) {
        guard let top, let focus, focus.isInside(views[top.number]?.root) else { return }
        savedFocus[top.number] = focus
    }

    /// Destroys every page (the stack is going away), the top one last, so that the stack never
    /// shows a page below it on the way: a page shown for a moment and destroyed in the same
    /// main-loop turn stayed in the accessibility bridge's cache after it was freed (at-spi2-atk
    /// 2.46), and the next screen reader to read that cache made the bridge ref freed memory.
    func removeAll() {
        order.forEach(removePage)
    }

    private func apply(inserted: [ScreenEntry], removed: [ScreenEntry], newOrder: [ScreenEntry]?,
                       transition: Stack.Transition, duration: UInt32, in window: Window?,
                       movesFocus: Bool, topChanged: () -> Void) async {
        let previousTop = top
        rememberFocus(window?.focusWidget)
        for entry in inserted { addPage(for: entry) }
        let leaving = Set(removed.map(\.number))
        order.removeAll { leaving.contains($0.number) }
        order += inserted
        if let newOrder { reorder(to: newOrder) }
        guard let newTop = top else { return }
        topChanged()
        if newTop !== previousTop {
            stack.setVisibleChild(name: newTop.pageName, transition: transition, duration: duration)
            // Focus moves with the page, not after its animation: keys typed meanwhile land there.
            // A hidden stack leaves it alone: focusing into an unmapped page would take the
            // keyboard away from the page on screen (GTK then focuses the hidden page's
            // scrolled window itself).
            if movesFocus { focus(newTop, afterLeaving: removed) }
            if stack.isTransitionRunning { await transitionEnd(expectedWithin: duration) }
        }
        removed.forEach(removePage)
    }

    /// Waits for `transition-running` to turn false. If the window is hidden mid-animation GTK
    /// may never say so; past the duration and a grace period the wait ends anyway, so the
    /// navigation queue can never hang on a lost signal.
    private func transitionEnd(expectedWithin milliseconds: UInt32) async {
        lastWait += 1
        let wait = lastWait
        let safetyNet = Task { [weak self] in
            try await Task.sleep(for: .milliseconds(Int(milliseconds) + 1_000))
            self?.transitionEnded.removeValue(forKey: wait)?.resume()
        }
        await withCheckedContinuation { transitionEnded[wait] = $0 }
        safetyNet.cancel()
    }

    private func addPage(for entry: ScreenEntry) {
        let view = registry.makeView(for: entry.screen)
        views[entry.number] = view
        view.root.accessibleName = entry.screen.title
        stack.addNamed(view.root, name: entry.pageName, title: entry.screen.title)
        view.root.showAll()
        view.onTitleChange { [weak self, weak view, weak entry] in
            guard let self, let view, let entry else { return }
            view.root.accessibleName = entry.screen.title
            cgtk_container_child_set_string(stack.container, view.root.widget, "title", entry.screen.title)
            if top === entry { onTopTitleChanged?() }
        }
    }

    private func removePage(_ entry: ScreenEntry) {
        guard let view = views.removeValue(forKey: entry.number) else { return }
        savedFocus[entry.number] = nil
        view.root.destroy()
    }

    private func reorder(to entries: [ScreenEntry]) {
        order = entries.filter { views[$0.number] != nil }
        for (position, entry) in order.enumerated() {
            guard let page = views[entry.number]?.root else { continue }
            cgtk_container_child_set_int(stack.container, page.widget, "position", Int32(position))
        }
    }

    /// Scrolls `page` to its focused widget, which may lie below the fold in a short window:
    /// now, and as the page is laid out, until a layout after the stack's transition (or the
    /// focus moves: the user's scrolling is left alone). GTK scrolls to a widget as it takes
    /// the focus only when it is laid out already, and a page just added is laid out at the
    /// next frames. One page at a time: the page given the focus before stops.
    private func scrollToFocus(in page: Widget) {
        stopScrollingToFocus()
        guard let focused = page.focusInside else { return }
        focused.scrollIntoView()
        let focusedWidget = focused.widget
        let connection = Signals.connectPointer(page.widget, "size-allocate") { [weak self, weak page] _ in
            guard let self else { return }
            guard let page, let focus = page.focusInside, focus.widget == focusedWidget else {
                return stopScrollingToFocus()
            }
            focus.scrollIntoView()
            if !stack.isTransitionRunning { stopScrollingToFocus() }
        }
        scrollingToFocus = (page, connection)
    }

    private func stopScrollingToFocus() {
        scrollingToFocus?.connection.disconnect()
        scrollingToFocus = nil
    }

    /// Gives the focus to the widget the page's view chooses after `removed` left it, else
    /// back to the widget that had it when the page was covered, else to the page's preferred
    /// widget, else to its first focusable widget. A widget that cannot take the focus any
    /// more (Checkout once the cart is empty) is skipped rather than leaving the focus nowhere.
    private func focus(_ entry: ScreenEntry, afterLeaving removed: [ScreenEntry] = []) {
        firstFocusOnMap?.connection.disconnect()
        firstFocusOnMap = nil
        guard let view = views[entry.number] else { return }
        defer { scrollToFocus(in: view.root) }
        let saved = savedFocus.removeValue(forKey: entry.number)
        if !removed.isEmpty, let chosen = view.focus(afterLeaving: removed.map(\.screen)), chosen.isInside(view.root),
           chosen.canTakeFocus {
            chosen.grabFocus()
        } else if let saved, saved.isInside(view.root), saved.canTakeFocus {
            saved.grabFocusKeepingText()
        } else if let preferred = view.initialFocus, preferred.canTakeFocus {
            // GTK selects an entry's text as code gives it the focus (unless the user's settings
            // say not to): what a suggestion wants.
            if view.selectsInitialText { preferred.grabFocus() } else { preferred.grabFocusKeepingText() }
        } else if !view.root.isMapped {
            // A window or dialog not shown yet: GTK's move into the page would reach none of a
            // list's rows and leave the focus on the list's scrolled window, where Down and
            // Return do nothing. The page's first widget takes it as the page appears, if the
            // page is still on top and nothing in it has the focus by then.
            let connection = view.root.onMap { [weak self, weak entry, weak view] in
                guard let self, let entry, let view, top === entry, view.root.focusInside == nil else { return }
                focus(entry)
            }
            firstFocusOnMap = (view.root, connection)
        } else {
            if let inside = view.root.focusInside {
                // GTK's stack may have focused into the new page already (another child_focus
                // would move on to its second widget), perhaps on the widget it last saw
                // focused there, which the page may have hidden since (an empty cart's message
                // once items came): then the focus starts again from the page's first widget.
                guard !inside.isShownInWindow, let toplevel = gtk_widget_get_toplevel(view.root.widget) else { return }
                gtk_window_set_focus(cgtk_window(toplevel), nil)
            }
            _ = gtk_widget_child_focus(view.root.widget, GTK_DIR_TAB_FORWARD)
        }
    }
}
