import CGtk

/// The switcher of a window's tabs, placed as GNOME's adaptive view switcher places it
/// (libhandy's `HdyViewSwitcherTitle` and `HdyViewSwitcherBar`): in the header bar when it
/// fits there; when it does not, the header bar shows the page's title and the switcher moves
/// to a bar at the bottom of the window. A window is then not held as wide as the tabs' names
/// beside the header bar's buttons (about 560 px), and can be made as narrow as its pages.
///
/// The header bar's part, ``headerPart``, is a stack of the switcher and a title label, each
/// as wide as the other: as wide as the switcher when there is room, and as narrow as the
/// ellipsized title when not (the switcher's own minimum is hidden in a scrolled window
/// without scroll bars). Given less width than the switcher needs, it shows the title.
@MainActor
final class TabSwitcher {
    /// What the header bar shows in its title's place on a tab's first page. (GTK's own stack:
    /// as wide as its widest page, and not measured again on a page switch, which comes in
    /// its allocation.)
    let headerPart = Stack(gtk_stack_new())
    /// The bar at the bottom of the window, shown while the header bar has no room for the
    /// switcher (on a tab's first page).
    let bottomBar: Revealer
    /// The switcher in the header bar, in ``switcherPart``.
    private let headerSwitcher: StackSwitcher
    /// The switcher in ``bottomBar``.
    private let bottomSwitcher: StackSwitcher
    /// The header bar's switcher in a scrolled window that needs no width of its own.
    private let switcherPart: ScrolledWindow
    /// The page's title, in the header bar while the switcher is at the bottom.
    private let titleLabel = Label()
    /// The header bar ``headerPart`` is shown in.
    private let headerBar: HeaderBar

    /// Whether the header bar lacks the room for the switcher, which is then at the bottom.
    private var isNarrow = false

    /// Whether the switcher is shown (in the header bar, or at the bottom), as on a tab's
    /// first page; a page deeper in has its own title there, and no bottom bar.
    var isShown: Bool {
        get { gtk_header_bar_get_custom_title(headerBar.headerBar) == headerPart.widget }
        set {
            guard newValue != isShown else { return }
            headerBar.setCustomTitle(newValue ? headerPart : nil)
            placeSwitcher(slidingTheBar: true)
        }
    }

    /// The title shown in the header bar when the switcher is at the bottom.
    var pageTitle: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// The buttons of the switcher on show, one per tab; none while ``isShown`` is false.
    var buttons: [UnsafeMutablePointer<GtkWidget>] {
        guard isShown else { return [] }
        return (isNarrow ? bottomSwitcher : headerSwitcher).childPointers
    }

    /// A switcher for `tabs`, to be shown in `headerBar`.
    init(tabs: Stack, headerBar: HeaderBar) {
        self.headerBar = headerBar
        headerSwitcher = StackSwitcher(stack: tabs)
        bottomSwitcher = StackSwitcher(stack: tabs)
        switcherPart = Self.widthlessPart(around: headerSwitcher)
        bottomBar = Self.bar(around: bottomSwitcher)
        titleLabel.addStyleClass("title")
        gtk_label_set_ellipsize(titleLabel.label, PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(titleLabel.label, 1)
        headerPart.addNamed(switcherPart, name: "switcher")
        headerPart.addNamed(titleLabel, name: "title")
        headerPart.setVisibleChild(name: "switcher")
        Signals.connectPointer(headerPart.widget, "size-allocate") { [weak self] _ in self?.fit() }
    }

    /// `switcher` in a scrolled window without scroll bars, which needs no width of its own
    /// and asks for the switcher's. Nothing scrolls there: a screen reader finds a plain part
    /// of the header bar around the tabs, not a scroll pane with a viewport and two scroll bars
    /// of one pixel, which AT-SPI listed as visible.
    private static func widthlessPart(around switcher: StackSwitcher) -> ScrolledWindow {
        switcher.setMargins(top: 0, bottom: 0, start: 4, end: 4)  // room for its buttons' shadow
        let part = ScrolledWindow(child: switcher)
        part.setPolicy(horizontal: .external, vertical: .never)
        gtk_scrolled_window_set_propagate_natural_width(part.scrolledWindow, 1)
        part.hexpand = false
        part.vexpand = false
        part.canFocus = false
        [gtk_scrolled_window_get_hscrollbar(part.scrolledWindow), gtk_scrolled_window_get_vscrollbar(part.scrolledWindow)]
            .compactMap { $0 }.forEach { gtk_widget_hide($0) }
        for node in [part.widget, gtk_bin_get_child(cgtk_bin(part.widget))].compactMap({ $0 }) {
            atk_object_set_role(gtk_widget_get_accessible(node), ATK_ROLE_FILLER)
        }
        return part
    }

    /// The bottom bar: `switcher` across an action bar, its buttons sharing the width (each
    /// as wide as its name and a share of the rest: three as wide as the widest name held the
    /// window wider than its pages at twice the text size), a name wrapping where it must
    /// ("Cart (1)" on two lines). Its buttons are those of the tabs there now: a navigator's
    /// tabs are all added before it is made, and replaced with it.
    private static func bar(around switcher: StackSwitcher) -> Revealer {
        switcher.hexpand = true
        for button in switcher.childPointers {
            gtk_widget_set_hexpand(button, 1)
            (Widget.wrapper(for: button) as? Button ?? Button(button)).wrapLabel()  // "Cart (1)" on two lines at large text sizes
        }
        let bar = Widget(gtk_action_bar_new())
        bar.addStyleClass(bottomBarClass)
        ThemeDependentStyle.applyOnce(bottomBarCSS)
        gtk_action_bar_pack_start(cgtk_action_bar(bar.widget), switcher.widget)
        return Revealer(child: bar, transition: .slideUp)
    }

    /// The style class of the bottom bar, for ``bottomBarCSS``.
    private static let bottomBarClass = "coordinator-tab-bar"
    /// The theme's switcher buttons are at least 100 px wide (for a header bar's), which held a
    /// narrow window as wide as three of them; those of the bottom bar share its width, so
    /// their padding beside the name (16 px a side) only made the window's minimum wider at
    /// twice the text size: 4 px is left.
    private static let bottomBarCSS =
        ".\(bottomBarClass) stackswitcher button { min-width: 0; padding-left: 4px; padding-right: 4px; }"

    /// Puts the switcher where it fits, once the header bar has given ``headerPart`` its
    /// width: all the switcher asks for, or the title instead.
    private func fit() {
        let narrow = gtk_widget_get_allocated_width(headerPart.widget) < switcherPart.preferredWidths.natural
        if narrow != isNarrow {
            isNarrow = narrow
            placeSwitcher(slidingTheBar: false)
            // The page just made visible is laid out now, in the allocation already given: GTK
            // does not lay out again what is switched in the handler of the allocation.
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(headerPart.widget, &allocation)
            gtk_widget_size_allocate(headerPart.widget, &allocation)
        }
        if isNarrow { centerTitle() }
    }

    /// Puts the title's middle in the middle of the header bar, where the header bar's own
    /// title is on the pages deeper in (a push or pop does not move it), as far as the room
    /// the header bar gave it goes: that room ends at the end buttons, not before the width
    /// they take from the start.
    private func centerTitle() {
        let natural = titleLabel.preferredWidths.natural
        let room = gtk_widget_get_allocated_width(titleLabel.widget)
        var start: gint = 0, top: gint = 0
        guard room > natural,
              gtk_widget_translate_coordinates(titleLabel.widget, headerBar.widget, 0, 0, &start, &top) != 0
        else { return }
        let barWidth = gtk_widget_get_allocated_width(headerBar.widget)
        let isRightToLeft = gtk_widget_get_direction(titleLabel.widget) == GTK_TEXT_DIR_RTL
        // From the leading edge: GTK mirrors a label's alignment right to left.
        let leading = isRightToLeft ? barWidth - start - room : start
        let alignment = Float(barWidth / 2 - natural / 2 - leading) / Float(room - natural)
        let xalign = min(max(alignment, 0), 1)
        if titleLabel.xalign != xalign { titleLabel.xalign = xalign }
    }

    /// Shows the switcher in its place, hides the other, and moves the keyboard focus with
    /// it from a button now hidden to the same tab's button in the switcher shown. The bar
    /// slides in and out as the user goes to a tab's first page and deeper; it is there at
    /// once when the window's width moves the switcher (the window's first frame included),
    /// as the switcher in the header bar is, never both at once.
    private func placeSwitcher(slidingTheBar: Bool) {
        let from = isNarrow ? headerSwitcher : bottomSwitcher
        let to = isNarrow ? bottomSwitcher : headerSwitcher
        let focus = from.focusInside?.widget
        headerPart.setVisibleChild(name: isNarrow ? "title" : "switcher")
        bottomBar.transition = slidingTheBar ? .slideUp : .none
        bottomBar.revealsChild = isNarrow && isShown
        guard let focus, let index = from.childPointers.firstIndex(of: focus),
              to.childPointers.indices.contains(index) else { return }
        gtk_widget_grab_focus(to.childPointers[index])
    }
}
