import CGtk

/// GNOME's keyboard shortcuts window (`GtkShortcutsWindow`, what Ctrl+? opens in GNOME
/// apps): the shortcuts in titled groups, their keys drawn as key caps, searched by typing.
/// Modal, transient for its parent, centred on it and part of its application; Escape, Ctrl+W
/// and its close button hide it. Its header bar says "Shortcuts" (GTK's own words, as in every
/// GNOME app; the menu item that opens it is usually "Keyboard Shortcuts").
///
/// Keep one per window and present it again: it is never destroyed. Closing hides it; when
/// its parent window goes, it hides and leaves the application (which can then quit), and
/// stays in memory until the process ends. Destroyed while a screen reader listens, GTK
/// 3.24's shortcuts window leaves the accessibility bridge an event about a widget already
/// gone (a `gtk_widget_get_parent` critical, seen here under AT-SPI, on closing it and on
/// quitting alike); and after one was destroyed, changing the theme (to HighContrast) raised
/// a `gtk_widget_get_scale_factor` critical in the same process.
///
/// ```swift
/// lazy var shortcuts = ShortcutsWindow(groups: [
///     .init("Navigation", [.init("<Alt>Left", "Go back"), .init("<Control>f", "Search")]),
/// ], parent: window)
/// // Ctrl+?
/// shortcuts.present()
/// ```
@MainActor
public final class ShortcutsWindow: Window {
    /// One shortcut: its keys and what they do.
    public struct Shortcut: Sendable, Hashable {
        /// The keys, in GTK's accelerator syntax (`<Control>f`, `<Alt>Left`, `F10`). Several,
        /// separated by spaces, are alternatives; `<Alt>1...<Alt>3` is a range.
        public var accelerator: String
        /// What they do ("Search products").
        public var title: String
        /// A line under the title, or nil ("Also the mouse's back button").
        public var subtitle: String?

        /// The shortcut `accelerator` that does `title`.
        public init(_ accelerator: String, _ title: String, subtitle: String? = nil) {
            self.accelerator = accelerator
            self.title = title
            self.subtitle = subtitle
        }
    }

    /// Shortcuts under a heading ("Navigation").
    public struct Group: Sendable, Hashable {
        /// The heading.
        public var title: String
        /// The shortcuts, in the order shown.
        public var shortcuts: [Shortcut]

        /// The shortcuts `shortcuts` under the heading `title`.
        public init(_ title: String, _ shortcuts: [Shortcut]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// Creates the window over `parent`, showing `groups` in order. `title` names it for
    /// screen readers and the window list (GTK sets none): keep it what the header bar says.
    public convenience init(title: String = "Shortcuts", groups: [Group], parent: Window) {
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        // GTK builds this window only from a UI description (its children have no public
        // constructors). Every text in it is escaped, so it always parses.
        let description = Self.interface(groups)
        guard gtk_builder_add_from_string(builder, description, gsize(description.utf8.count), &error) != 0,
              let object = gtk_builder_get_object(builder, "window") else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no window"
            preconditionFailure("GtkShortcutsWindow could not be built: \(message)")
        }
        self.init(cgtk_widget(object))
        self.title = title
        setTransientFor(parent)
        isModal = true
        joinApplication(of: parent)
        // The window, not its wrapper: the wrapper may be gone while GTK keeps the window.
        let window = widget
        onDeleteEvent {
            gtk_widget_hide(window)
            return true
        }
        // Ctrl+W closes it too, as it does a dialog (and as GNOME's shortcuts windows list it).
        onCloseShortcut { gtk_widget_hide(window) }
        // Holds the wrapper, and with it the window, until the parent goes: the window is
        // still there to hide even if someone destroyed it and dropped the wrapper.
        parent.onDestroy { [self] in
            hide()
            gtk_window_set_application(self.window, nil)
        }
        setUpSearchButton()
        letSearchEntryNarrow()
        letNoResultsWrap()
        spellKeyNames()
        letTitlesWrap()
        layOutSections()
        // Each time it is shown, however it is (present, show, or GTK's own), its shortcuts
        // are laid out to fit the screen: GTK checks a window's size as it shows it, once the
        // window's styles are current (at the text size of now: hidden, they are not) and
        // before it sizes and places the window.
        Signals.connect(window, "check-resize") { [weak self] in
            guard let self, isVisible, !isMapped else { return }
            fitColumnsToWorkArea()
        }
    }

    /// Lays the shortcuts out to fit the monitor's work area (see ``fitColumns(within:)``).
    private func fitColumnsToWorkArea() {
        guard let area = workArea else { return }
        fitColumns(within: area)
    }

    /// Lays the shortcuts out in shorter columns, fewer shortcuts to each, until the window
    /// fits `area`'s height: at three times the text size, GTK's columns of up to 15 lines
    /// made it 1346 px tall on a 900 px screen, its last groups out of reach below the
    /// screen's edge. GTK puts two columns on a page and, for more, shows the pages' numbers
    /// under them to switch between. Where two columns side by side are wider than `area`,
    /// even with their titles wrapped (638 px on a 360 px phone screen), each page has one,
    /// and each shortcut's keys go above its title where beside them it would wrap (on that
    /// screen, "Go back" took 6 lines beside Alt+1…Alt+3's width; one column was still 437 px
    /// at twice the text size). At the sizes where it fits with GTK's 15 lines, nothing changes.
    /// Measured as GTK sizes a new window: its natural width, within the area, and the height
    /// that takes. Where no layout fits (a group taller than the area: GTK never splits one),
    /// the least tall, on the fewest pages.
    func fitColumns(within area: (width: Int32, height: Int32)) {
        var best: (lines: Int, height: Int32)?
        for lines in stride(from: Self.linesPerColumn, through: 1, by: -1) {
            let height = layOut(linesPerColumn: lines, within: area)
            if height <= area.height {
                best = nil
                break
            }
            if height < best?.height ?? .max { best = (lines, height) }
        }
        if let best { layOut(linesPerColumn: best.lines, within: area) }
        namePageButtons()
    }

    /// Lays the shortcuts out at most `lines` lines to a column, as narrow as `area` needs;
    /// returns the height the window then takes.
    @discardableResult
    private func layOut(linesPerColumn lines: Int, within area: (width: Int32, height: Int32)) -> Int32 {
        let toLayOut = sections
        toLayOut.forEach { Self.layOut($0, linesPerColumn: lines) }
        putKeysBesideTitles(true)
        if preferredWidths.minimum > area.width {
            toLayOut.forEach(Self.layOutOneColumnWide)
            // Titles beside the keys would wrap, squeezed by the widest keys (Alt+1…Alt+3).
            if preferredWidths.natural > area.width { putKeysBesideTitles(false) }
        }
        return heightNeeded(within: area.width)
    }

    /// GTK's most lines to a column of shortcuts (`GtkShortcutsSection:max-height`).
    private static let linesPerColumn = 15

    /// Puts each shortcut's keys beside its title, as GTK does, or just above it: closer to
    /// its own title than to the shortcut above, so that each title reads with its keys.
    private func putKeysBesideTitles(_ beside: Bool) {
        for shortcut in Widget.tree(from: widget) where isInstance(shortcut, of: gtk_shortcuts_shortcut_get_type()) {
            gtk_orientable_set_orientation(cgtk_orientable(shortcut), beside ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
            gtk_box_set_spacing(cgtk_box(shortcut), beside ? Self.keysToTitle : Self.keysAboveTitle)
        }
    }

    /// GTK's space between a shortcut's keys and its title beside them, and the space under
    /// keys above their title.
    private static let keysToTitle: Int32 = 12, keysAboveTitle: Int32 = 2

    /// GTK's space around a section's pages, and the HIG's for a narrow screen.
    private static let border: guint = 24, narrowBorder: guint = 12

    /// Turns `section`'s layout into one of a column to a page, with a narrow screen's border.
    private static func layOutOneColumnWide(_ section: UnsafeMutablePointer<GtkWidget>) {
        gtk_container_set_border_width(cgtk_container(section), narrowBorder)
        cgtk_shortcuts_section_one_column_per_page(section)
    }

    /// The height the window takes at its natural width, or `width` if that is narrower.
    private func heightNeeded(within width: Int32) -> Int32 {
        let widths = preferredWidths
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_get_preferred_height_for_width(widget, max(widths.minimum, min(width, widths.natural)), &minimum, &natural)
        return minimum
    }

    /// Lays `section` out now as GTK does, at most `lines` lines to a column.
    private static func layOut(_ section: UnsafeMutablePointer<GtkWidget>, linesPerColumn lines: Int) {
        gtk_container_set_border_width(cgtk_container(section), border)
        cgtk_object_set_uint(section, "max-height", guint(lines))
        // Changing a section's `view-name` lays it out at once, mapped or not; set back to
        // none, every group is shown, as before.
        cgtk_object_set_string(section, "view-name", "layout")
        cgtk_object_set_string(section, "view-name", nil)
    }

    /// Lays the shortcuts out in their columns now, so that GTK sizes and centres the window
    /// on its parent at its real size when it is first shown: GTK's sections lay their groups
    /// out only once mapped, so the window was placed at a first, smaller size and then grew
    /// from there, off-centre and, taller than the screen (at three times the text size), with
    /// its header bar above the screen's top. GTK's placement keeps a window inside the
    /// monitor's work area, top left first. Changing a section's `view-name` lays it out at
    /// once, mapped or not; set back to none, every group is shown, as before.
    private func layOutSections() {
        gtk_window_set_position(window, GTK_WIN_POS_CENTER_ON_PARENT)
        sections.forEach { Self.layOut($0, linesPerColumn: Self.linesPerColumn) }
    }

    /// The window's sections (one, as built here).
    private var sections: [UnsafeMutablePointer<GtkWidget>] {
        Widget.tree(from: widget).filter { isInstance($0, of: gtk_shortcuts_section_get_type()) }
    }

    /// Names the header bar's search button, which GTK leaves without a name or tooltip (a
    /// screen reader would say only "toggle button"), and gives it the focus when a search
    /// ends from the search entry (Escape): GTK hid the entry and left the focus nowhere.
    private func setUpSearchButton() {
        guard let titlebar = gtk_window_get_titlebar(window),
              let node = Widget.tree(from: titlebar).first(where: { isInstance($0, of: gtk_toggle_button_get_type()) }),
              let searchBar = Widget.tree(from: widget).first(where: { isInstance($0, of: gtk_search_bar_get_type()) })
        else { return }
        let button = Widget.wrap(node)
        button.accessibleName = "Search Shortcuts"
        button.tooltip = "Search Shortcuts"
        let window = window
        Signals.connectNotify(searchBar, property: "search-mode-enabled") {
            let focus = gtk_window_get_focus(window)
            guard cgtk_object_get_bool(searchBar, "search-mode-enabled") == 0,
                  focus == nil || gtk_widget_is_ancestor(focus, searchBar) != 0 else { return }
            gtk_widget_grab_focus(node)
        }
    }

    /// Lets the search entry be narrower than GTK's 40 characters where the window has less
    /// room (338 px: wider than the shortcuts on a 360 px phone screen); with room, it keeps
    /// them.
    private func letSearchEntryNarrow() {
        guard let entry = Widget.tree(from: widget).first(where: { isInstance($0, of: gtk_search_entry_get_type()) })
        else { return }
        let wanted = gtk_entry_get_width_chars(cgtk_entry(entry))
        gtk_entry_set_max_width_chars(cgtk_entry(entry), wanted)
        gtk_entry_set_width_chars(cgtk_entry(entry), -1)
    }

    /// Lets the page a search that finds nothing shows ("No Results Found", "Try a different
    /// search") wrap its lines: GTK's never wrap, and at twice the text size they held the
    /// window 410 px wide on a 360 px screen, its other pages too (they share its width).
    private func letNoResultsWrap() {
        for grid in Widget.tree(from: widget) where isInstance(grid, of: gtk_grid_get_type()) {
            for node in Widget.tree(from: grid) where isInstance(node, of: gtk_label_get_type()) {
                gtk_label_set_line_wrap(cgtk_label(node), 1)
                gtk_label_set_justify(cgtk_label(node), GTK_JUSTIFY_CENTER)
            }
        }
    }

    /// Names the buttons under the columns that switch pages "Page 1 of 2" and so on: GTK
    /// labels each with its page's number alone, all a screen reader said of it.
    private func namePageButtons() {
        for switcher in Widget.tree(from: widget) where isInstance(switcher, of: gtk_stack_switcher_get_type()) {
            let buttons = takeWidgetList(gtk_container_get_children(cgtk_container(switcher)))
            for (index, button) in buttons.enumerated() {
                Widget.wrap(button).accessibleName = "Page \(index + 1) of \(buttons.count)"
            }
        }
    }

    /// Spells the keys GTK 3 labels with their key names, in English too, as keys are printed:
    /// "Page Up" for its "Page_Up", "Page Down" for "Page_Down".
    private func spellKeyNames() {
        let spellings = ["Page_Up": "Page Up", "Page_Down": "Page Down"]
        for node in Widget.tree(from: widget) {
            guard isInstance(node, of: gtk_label_get_type()), let label = cgtk_label(node),
                  let text = borrowGString(gtk_label_get_text(label)), let spelled = spellings[text] else { continue }
            gtk_label_set_text(label, spelled)
        }
    }

    /// Lets each shortcut's title and subtitle wrap, so that the window fits the screen at a
    /// large text size. GTK sizes a new window to its natural width but no wider than the
    /// monitor's work area, unless its minimum width is wider; GTK's titles never wrap, so
    /// their minimum is their whole length, and at twice the text size (GNOME's Large Text)
    /// the two columns asked for 1463 px on a 1280 px screen, the search button off its left
    /// edge. Wrapping changes nothing where the text fits on one line.
    private func letTitlesWrap() {
        for node in Widget.tree(from: widget) {
            // A title or subtitle sits in a box of the shortcut's, beside its keys; the key
            // caps' labels sit in the keys' GtkShortcutLabel.
            guard isInstance(node, of: gtk_label_get_type()), let box = gtk_widget_get_parent(node),
                  !isInstance(box, of: gtk_shortcut_label_get_type()), let shortcut = gtk_widget_get_parent(box),
                  isInstance(shortcut, of: gtk_shortcuts_shortcut_get_type()), let label = cgtk_label(node) else { continue }
            gtk_label_set_line_wrap(label, 1)
        }
    }

    /// The GtkBuilder description of a shortcuts window with one section of `groups`.
    private static func interface(_ groups: [Group]) -> String {
        let groupObjects = groups.map { group in
            let shortcuts = group.shortcuts.map { shortcut in
                child("GtkShortcutsShortcut", ["accelerator": shortcut.accelerator, "title": shortcut.title,
                                               "subtitle": shortcut.subtitle].compactMapValues { $0 })
            }
            return child("GtkShortcutsGroup", ["title": group.title], children: shortcuts)
        }
        let section = child("GtkShortcutsSection", ["section-name": "shortcuts"], children: groupObjects)
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"window\">\(section)</object></interface>"
    }

    /// A visible child object of class `className` with `properties` and `children`.
    private static func child(_ className: String, _ properties: [String: String], children: [String] = []) -> String {
        let values = (properties.merging(["visible": "1"]) { $1 }).sorted { $0.key < $1.key }
            .map { "<property name=\"\($0.key)\">\(escaped($0.value))</property>" }
        return "<child><object class=\"\(className)\">\(values.joined())\(children.joined())</object></child>"
    }

    private static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
