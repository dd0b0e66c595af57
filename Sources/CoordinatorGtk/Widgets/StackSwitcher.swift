import CGtk

/// A `GtkStackSwitcher`: a row of buttons for a ``Stack``'s titled pages.
@MainActor
public final class StackSwitcher: Container {
    /// The `GtkStackSwitcher` view of the widget.
    public var stackSwitcher: UnsafeMutablePointer<GtkStackSwitcher> { cgtk_stack_switcher(widget) }

    /// Creates a switcher, optionally already controlling `stack`. A click on its buttons gives
    /// the focus to the page shown as ``Stack/setVisibleChild(name:transition:duration:)``
    /// does, never to a widget that has left that page.
    public convenience init(stack: Stack? = nil) {
        self.init(gtk_stack_switcher_new())
        cgtk_stack_switcher_give_focus_safely(stackSwitcher)
        if let stack { setStack(stack) }
    }

    /// Sets the stack the switcher controls (`nil` to detach).
    public func setStack(_ stack: Stack?) {
        gtk_stack_switcher_set_stack(stackSwitcher, stack?.stack)
    }
}
