import CGtk

/// A `GtkContainer`: a widget that holds children.
@MainActor
open class Container: Widget {
    /// The `GtkContainer` view of the widget.
    public var container: UnsafeMutablePointer<GtkContainer> { cgtk_container(widget) }

    /// `gtk_container_add`: adds `child` (the container takes its own reference).
    public func add(_ child: Widget) { gtk_container_add(container, child.widget) }

    /// `gtk_container_remove`. Swift's wrapper keeps the child alive; without a wrapper
    /// the container's reference may have been the last one and the child is destroyed.
    public func remove(_ child: Widget) { gtk_container_remove(container, child.widget) }

    /// The children's pointers, in the container's order.
    public var childPointers: [UnsafeMutablePointer<GtkWidget>] {
        takeWidgetList(gtk_container_get_children(container))
    }

    /// The children's wrappers (existing ones, or new plain ``Widget``s), in order.
    public var children: [Widget] { childPointers.map(Widget.wrap) }

    /// Calls `handler` with the child the keyboard focus moves into (the focus widget may be
    /// deeper inside it: a combo box's button), or nil as the focus leaves every child
    /// (`set-focus-child`).
    @discardableResult
    public func onFocusChildChange(_ handler: @escaping @MainActor (Widget?) -> Void) -> SignalConnection {
        Signals.connectPointer(widget, "set-focus-child") { child in
            handler(child.map { Widget.wrap($0.assumingMemoryBound(to: GtkWidget.self)) })
        }
    }

    /// The empty border around the children, in pixels.
    public var borderWidth: UInt32 {
        get { gtk_container_get_border_width(container) }
        set { gtk_container_set_border_width(container, newValue) }
    }
}
