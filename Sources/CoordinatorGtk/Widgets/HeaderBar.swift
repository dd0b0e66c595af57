import CGtk

/// A `GtkHeaderBar`: the client-side title bar with start/end packing.
@MainActor
public final class HeaderBar: Container {
    /// The `GtkHeaderBar` view of the widget.
    public var headerBar: UnsafeMutablePointer<GtkHeaderBar> { cgtk_header_bar(widget) }

    /// Creates a header bar, by default with the window's close button.
    public convenience init(title: String? = nil, showsCloseButton: Bool = true) {
        self.init(gtk_header_bar_new())
        if let title { self.title = title }
        self.showsCloseButton = showsCloseButton
    }

    /// The title (ignored while a ``setCustomTitle(_:)`` widget is set).
    public var title: String? {
        get { borrowGString(gtk_header_bar_get_title(headerBar)) }
        set { gtk_header_bar_set_title(headerBar, newValue) }
    }

    /// The subtitle.
    public var subtitle: String? {
        get { borrowGString(gtk_header_bar_get_subtitle(headerBar)) }
        set { gtk_header_bar_set_subtitle(headerBar, newValue) }
    }

    /// Whether the window controls (close button) are shown.
    public var showsCloseButton: Bool {
        get { Bool(gboolean: gtk_header_bar_get_show_close_button(headerBar)) }
        set { gtk_header_bar_set_show_close_button(headerBar, newValue.gboolean) }
    }

    /// Packs `child` at the start (left in LTR), e.g. a back button.
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(headerBar, child.widget) }

    /// Packs `child` at the end (right in LTR).
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(headerBar, child.widget) }

    /// Replaces the title and subtitle with a widget (e.g. a ``StackSwitcher``); `nil` restores them.
    public func setCustomTitle(_ titleWidget: Widget?) {
        gtk_header_bar_set_custom_title(headerBar, titleWidget?.widget)
        // GTK makes a new title label, keeping its five letters.
        if titleWidget == nil, titleMinimumChars != nil { applyTitleMinimumChars() }
    }

    /// The fewest characters of the title kept (with an ellipsis) before the bar holds its
    /// window wider; nil for GTK's 5: about 120 px at twice the text size, where a dialog's
    /// Cancel, title and Done then needed more than a 360 px screen.
    public var titleMinimumChars: Int32? {
        get {
            let stored = Int(bitPattern: g_object_get_data(cgtk_object(widget), Self.titleCharsKey))
            return stored == 0 ? nil : Int32(stored - 1)
        }
        set {
            let stored = newValue.map { UnsafeMutableRawPointer(bitPattern: Int($0) + 1) } ?? nil
            g_object_set_data(cgtk_object(widget), Self.titleCharsKey, stored)
            applyTitleMinimumChars()
        }
    }

    /// GTK's fewest characters of a header bar's title (its `MIN_TITLE_CHARS`).
    private static let gtkTitleMinimumChars: Int32 = 5

    /// The GObject data key holding ``titleMinimumChars`` plus one (its wrappers may come and go).
    private static let titleCharsKey = "coordinator-title-chars"

    /// Gives GTK's title label, while it shows, ``titleMinimumChars``: the label with the
    /// "title" style class among GTK's own children of the bar, not those packed in it.
    private func applyTitleMinimumChars() {
        guard gtk_header_bar_get_custom_title(headerBar) == nil else { return }
        let packed = Set(childPointers)
        let gtksOwn = Widget.tree(from: widget).filter { gtk_widget_get_parent($0) == widget && !packed.contains($0) }
        guard let title = gtksOwn.flatMap(Widget.tree(from:)).first(where: { node in
            isInstance(node, of: gtk_label_get_type())
                && gtk_style_context_has_class(gtk_widget_get_style_context(node), "title") != 0
        }) else { return }
        gtk_label_set_width_chars(cgtk_label(title), titleMinimumChars ?? Self.gtkTitleMinimumChars)
    }
}
