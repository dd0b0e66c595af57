import CGtk

/// A `GtkStack`: named pages, one visible at a time, with animated transitions.
///
/// Switching only animates when the stack is mapped, animations are enabled
/// (`gtk-enable-animations`), the transition is not ``Transition/none``, the duration is
/// positive and a page was visible before; otherwise ``isTransitionRunning`` stays false and
/// `notify::transition-running` never fires.
@MainActor
public final class Stack: Container {
    /// The `GtkStack` view of the widget.
    public var stack: UnsafeMutablePointer<GtkStack> { cgtk_stack(widget) }

    /// The animation used to switch pages (`GtkStackTransitionType`).
    public enum Transition: Sendable, Hashable {
        /// No animation.
        case none
        /// Cross-fade.
        case crossfade
        /// New page slides in from the right (push).
        case slideLeft
        /// New page slides in from the left (pop).
        case slideRight
        /// Slide up.
        case slideUp
        /// Slide down.
        case slideDown
        /// New page slides over the old one from the right.
        case overLeft
        /// New page slides over from the left.
        case overRight
        /// Old page slides away to the right, uncovering the new one.
        case underRight
        /// Old page slides away to the left, uncovering the new one.
        case underLeft

        /// The GTK value.
        public var gtkValue: GtkStackTransitionType {
            switch self {
            case .none: GTK_STACK_TRANSITION_TYPE_NONE
            case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
            case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
            case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
            case .slideUp: GTK_STACK_TRANSITION_TYPE_SLIDE_UP
            case .slideDown: GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
            case .overLeft: GTK_STACK_TRANSITION_TYPE_OVER_LEFT
            case .overRight: GTK_STACK_TRANSITION_TYPE_OVER_RIGHT
            case .underRight: GTK_STACK_TRANSITION_TYPE_UNDER_RIGHT
            case .underLeft: GTK_STACK_TRANSITION_TYPE_UNDER_LEFT
            }
        }
    }

    /// Creates an empty stack, needing the room of its visible page only: GTK's default is the
    /// room of its largest page, so a page needing much (a status page's large icon, a form)
    /// kept every page's window as large, where the others would scroll. A page shown gets the
    /// focus as GTK gives it, before ``onVisibleChildChanged(_:)`` handlers (see
    /// ``setVisibleChild(name:transition:duration:)``).
    public convenience init() {
        self.init(gtk_stack_new())
        cgtk_stack_give_focus_on_switch(stack)
        gtk_stack_set_homogeneous(stack, 0)
        measureAgainOnPageSwitch()
    }

    /// Has every page switch measure the stack again, as a size change does.
    ///
    /// GTK 3 shows a new page of a homogeneous stack with an allocation only
    /// (`gtk_widget_queue_allocate`), so when the window is laid out in that frame for
    /// something else (a header bar button hidden), the containers above the stack keep their
    /// size and GTK skips them, allocating only what changed below. A resize queued while the
    /// revealed page is laid out (its scroll bars queue one whenever their range changes: the
    /// window changed size while the page was hidden) then stays pending on the skipped
    /// containers, and GTK passes no later resize beyond a container with one pending: nothing
    /// the page gains afterwards is laid out (a search's results were 1×1 px rows, a blank
    /// list) until the window changes size. A measured stack has its containers measured and
    /// allocated too, none skipped; each is asked itself
    /// (`cgtk_widget_queue_resize_with_ancestors`), so one left with a resize pending by an
    /// earlier layout does not stop the request either. (GTK measures a stack sized by its
    /// visible page, as ``init()`` makes it, again itself; the ancestors asked one by one
    /// still matter then.)
    private func measureAgainOnPageSwitch() {
        let widget = self.widget
        Signals.connectNotify(widget, property: "visible-child") { cgtk_widget_queue_resize_with_ancestors(widget) }
    }

    /// Adds `child` as a page called `name` (with a title for a ``StackSwitcher``).
    /// The child is shown, since hidden children cannot become visible.
    public func addNamed(_ child: Widget, name: String, title: String? = nil) {
        if let title {
            gtk_stack_add_titled(stack, child.widget, name, title)
        } else {
            gtk_stack_add_named(stack, child.widget, name)
        }
        gtk_widget_show(child.widget)
    }

    /// Removes the page called `name`, if any; returns whether one was removed. The page is
    /// destroyed unless something else (e.g. a Swift wrapper) holds a reference.
    @discardableResult
    public func remove(named name: String) -> Bool {
        guard let child = gtk_stack_get_child_by_name(stack, name) else { return false }
        gtk_container_remove(container, child)
        return true
    }

    /// The page called `name`, if any.
    public func child(named name: String) -> Widget? {
        gtk_stack_get_child_by_name(stack, name).map(Widget.wrap)
    }

    /// The page names, in the stack's order (unnamed pages are skipped).
    public var childNames: [String] {
        childPointers.compactMap { takeGString(cgtk_stack_dup_child_name(stack, $0)) }
    }

    /// The visible page's name, if any.
    public var visibleChildName: String? {
        borrowGString(gtk_stack_get_visible_child_name(stack))
    }

    /// The visible page, if any.
    public var visibleChild: Widget? {
        gtk_stack_get_visible_child(stack).map(Widget.wrap)
    }

    /// Shows the page called `name` with `transition`; `duration` (milliseconds) also becomes
    /// the stack's default duration when given.
    ///
    /// Where the focus was in the page on show, the page shown takes it, as GTK does: on the
    /// widget that had it when the page was left, or on its first widget that takes the focus
    /// when that one is no longer on the page (a list row taken out of its list while the page
    /// was covered, or as it maps again: GTK focused it there all the same).
    public func setVisibleChild(name: String, transition: Transition = .none, duration: UInt32? = nil) {
        if let duration { gtk_stack_set_transition_duration(stack, duration) }
        cgtk_stack_set_visible_child(stack, name, transition.gtkValue)
    }

    /// The transition duration in milliseconds (GTK's default is 200).
    public var transitionDuration: UInt32 {
        get { gtk_stack_get_transition_duration(stack) }
        set { gtk_stack_set_transition_duration(stack, newValue) }
    }

    /// Whether a transition animation is in progress.
    public var isTransitionRunning: Bool { Bool(gboolean: gtk_stack_get_transition_running(stack)) }

    /// Whether the stack animates its size between pages of different sizes.
    public var interpolatesSize: Bool {
        get { Bool(gboolean: gtk_stack_get_interpolate_size(stack)) }
        set { gtk_stack_set_interpolate_size(stack, newValue.gboolean) }
    }

    /// Calls `handler(isRunning)` whenever `transition-running` changes (`notify::transition-running`).
    @discardableResult
    public func onTransitionRunningChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let stack = self.stack
        return Signals.connectNotify(widget, property: "transition-running") {
            handler(Bool(gboolean: gtk_stack_get_transition_running(stack)))
        }
    }

    /// Calls `handler` whenever the visible page changes (`notify::visible-child`).
    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connectNotify(widget, property: "visible-child", handler)
    }
}
