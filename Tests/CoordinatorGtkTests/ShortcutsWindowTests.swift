import CGtk
@testable import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class ShortcutsWindowTests: XCTestCase {
    /// An app's shortcuts (Storefront's): 16 lines, more than GTK's 15 to a column.
    private static let appGroups: [ShortcutsWindow.Group] = [
        .init("Moving Around", [.init("<Alt>Left", "Go back", subtitle: "Also Escape, and the mouse’s back button"),
                                .init("<Control>Page_Down", "Next tab"), .init("<Control>Page_Up", "Previous tab"),
                                .init("<Alt>1...<Alt>3", "Go to a tab"), .init("<Control>f", "Search products")]),
        .init("Cart", [.init("<Control>z", "Put back the item removed last")]),
        .init("Reviews", [.init("<Control>Return", "Publish the review", subtitle: "In Write a Review, from any field")]),
        .init("Windows", [.init("Escape <Control>w", "Close a dialog"), .init("<Control>w", "Close the window"),
                          .init("<Control>q", "Quit"), .init("F10", "Open the main menu"),
                          .init("<Control>question", "Show these shortcuts")]),
    ]

    /// GNOME's phone-sized screen (the HIG's 360 px width), and a usual one.
    func testOnAScreenTooNarrowForTwoColumnsEachPageHasOneAndEveryGroupIsOnAPage() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let parent = Self.showParent(at: (200, 150), width: 800, height: 600)
            defer { parent.destroy() }
            let shortcuts = ShortcutsWindow(groups: Self.appGroups, parent: parent)
            defer { shortcuts.hide() }
            shortcuts.present()
            waitFor("the shortcuts shown") { shortcuts.isMapped }
            @MainActor func children(_ widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
                takeWidgetList(gtk_container_get_children(cgtk_container(widget)))
            }
            @MainActor func pages() -> [[[String]]] {  // each page's columns' group titles
                guard let stack = descendants(of: shortcuts).first(where: {
                    isInstance($0.widget, of: gtk_stack_get_type())
                        && gtk_widget_get_parent($0.widget).map { isInstance($0, of: gtk_shortcuts_section_get_type()) } == true
                }) else { return [] }
                return children(stack.widget).map { children($0).map { children($0).map {
                    takeGString(cgtk_object_dup_string($0, "title")) ?? ""
                } } }
            }
            let everyGroup = Self.appGroups.map(\.title)
            XCTAssertEqual(pages(), [[["Moving Around", "Cart", "Reviews"], ["Windows"]]], "GTK's two columns on a page")
            XCTAssertGreaterThan(shortcuts.preferredWidths.minimum, 360, "too wide for a phone's screen")

            shortcuts.fitColumns(within: (360, 640))
            XCTAssertEqual(pages().map(\.count), [1, 1], "one column on each page")
            XCTAssertEqual(pages().flatMap { $0.flatMap { $0 } }, everyGroup, "every group, in order")
            XCTAssertLessThanOrEqual(shortcuts.preferredWidths.minimum, 360)
            @MainActor func heightNeeded(_ width: Int32) -> Int32 {
                var height: Int32 = 0, natural: Int32 = 0
                gtk_widget_get_preferred_height_for_width(shortcuts.widget, width, &height, &natural)
                return height
            }
            XCTAssertLessThanOrEqual(heightNeeded(360), 640)
            drainEvents()
            let pageButtons = descendants(of: shortcuts).filter { isInstance($0.widget, of: gtk_radio_button_get_type()) && $0.isMapped }
            XCTAssertEqual(pageButtons.map(\.accessibleName), ["Page 1 of 2", "Page 2 of 2"], "the pages' numbers under them")
            XCTAssertEqual(pageButtons.map { visibleLabelTexts(in: $0) }, [["1"], ["2"]], "numbered as GTK numbers them")

            @MainActor func keysAboveTitles() -> [Bool] {
                descendants(of: shortcuts).filter { isInstance($0.widget, of: gtk_shortcuts_shortcut_get_type()) }
                    .map { gtk_orientable_get_orientation(cgtk_orientable($0.widget)) == GTK_ORIENTATION_VERTICAL }
            }
            XCTAssertFalse(keysAboveTitles().contains(false),
                           "each shortcut's keys above its title: beside the widest keys, “Go back” took 6 lines")
            shortcuts.fitColumns(within: (800, 640))
            XCTAssertFalse(keysAboveTitles().contains(true), "beside them where GTK's two columns fit")
            setTextScale(2)
            defer { resetTextScale() }
            drainEvents()
            shortcuts.fitColumns(within: (360, 640))
            XCTAssertLessThanOrEqual(shortcuts.preferredWidths.minimum, 360, "at twice the text size")
            XCTAssertFalse(keysAboveTitles().contains(false), "each shortcut's keys above its title, to fit")
            XCTAssertEqual(pages(), [[["Moving Around"]], [["Cart", "Reviews"]], [["Windows"]]], "a column to a page")
            XCTAssertLessThanOrEqual(heightNeeded(360), 640)
            resetTextScale()
            shortcuts.fitColumns(within: (800, 640))
            XCTAssertEqual(pages().map { $0.flatMap { $0 } }, [everyGroup], "GTK's layout again where two columns fit")
            XCTAssertEqual(pages().first?.count, 2)
            XCTAssertFalse(keysAboveTitles().contains(true))
        }
    }

    /// As the window is laid out before it is first shown, where GTK sizes and places it.
    func testAtTwiceTheTextSizeOnAPhoneScreenTheWholeWindowFitsFromTheStart() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            setTextScale(2)
            defer { resetTextScale() }
            let parent = Self.showParent(at: (0, 0), width: 360, height: 640)
            defer { parent.destroy() }
            let shortcuts = ShortcutsWindow(groups: Self.appGroups, parent: parent)
            shortcuts.fitColumns(within: (360, 640))
            // Its page for a search that finds nothing held it 410 px wide.
            XCTAssertLessThanOrEqual(shortcuts.preferredWidths.minimum, 360)
            var height: Int32 = 0, natural: Int32 = 0
            gtk_widget_get_preferred_height_for_width(shortcuts.widget, 360, &height, &natural)
            XCTAssertLessThanOrEqual(height, 640)
        }
    }

    func testShortcutsWindowShowsEachGroupsShortcutsInAModalWindowThatEscapeHides() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let parent = Window(title: "Parent")
            let shortcuts = ShortcutsWindow(groups: [
                .init("Moving Around", [.init("<Alt>Left", "Go back", subtitle: "Also Escape"),
                                        .init("<Control>Page_Down", "Next tab")]),
                .init("Editing", [.init("<Control>c <Control>Insert", "Copy & paste <text>")]),
            ], parent: parent)
            let destroyed = Recorder<Bool>()
            shortcuts.onDestroy { destroyed.record(true) }
            shortcuts.present()
            waitFor("the shortcuts on screen") { shortcuts.isMapped }
            sendKey(GDK_KEY_Escape, to: shortcuts)
            waitFor("Escape to hide the shortcuts") { !shortcuts.isMapped }
            XCTAssertEqual(destroyed.values, [], "kept, to be shown again")
            shortcuts.present()
            waitFor("the shortcuts on screen again") { shortcuts.isMapped }
            sendKey(GDK_KEY_w, modifiers: GDK_CONTROL_MASK, to: shortcuts)
            waitFor("Ctrl+W to hide the shortcuts, as it closes a dialog") { !shortcuts.isMapped }
            shortcuts.present()
            waitFor("the shortcuts on screen once more") { shortcuts.isMapped }
            XCTAssertTrue(shortcuts.isModal)
            XCTAssertEqual(shortcuts.title, "Shortcuts", "named as its header bar says, for screen readers")
            XCTAssertEqual(gtk_window_get_transient_for(shortcuts.window), parent.window)
            let titlebar = try XCTUnwrap(gtk_window_get_titlebar(shortcuts.window).map(Widget.wrap))
            let searchButton = descendants(of: titlebar).first { isInstance($0.widget, of: gtk_toggle_button_get_type()) }
            XCTAssertEqual(searchButton?.accessibleName, "Search Shortcuts", "GTK's search button, named")
            let texts = visibleLabelTexts(in: shortcuts)
            XCTAssertTrue(["Moving Around", "Go back", "Also Escape", "Editing", "Copy & paste <text>"]
                .allSatisfy(texts.contains), "every heading, title and subtitle, as written: \(texts)")
            XCTAssertTrue(texts.contains("Page Down") && !texts.contains("Page_Down"), "keys as printed: \(texts)")
            parent.destroy()
            XCTAssertFalse(shortcuts.isMapped, "hidden with its window")
            XCTAssertEqual(destroyed.values, [], "never destroyed (see ShortcutsWindow)")
            // Not destroyed, as an app never does: a destroyed one made a later theme change in
            // this process fail (TextContrastTests: a gtk_widget_get_scale_factor critical).
        }
    }

    func testEscapeOutOfTheShortcutsSearchLeavesTheFocusOnTheSearchButton() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let parent = Self.showParent(at: (150, 80), width: 900, height: 700)
            defer { parent.destroy() }
            let shortcuts = ShortcutsWindow(groups: [.init("Windows", [.init("<Control>q", "Quit")])], parent: parent)
            defer { shortcuts.hide() }
            shortcuts.present()
            waitFor("the shortcuts on screen") { shortcuts.isMapped }
            @MainActor func focused() -> Widget? { gtk_window_get_focus(shortcuts.window).map(Widget.wrap) }
            sendKey(GDK_KEY_q, to: shortcuts)  // typing searches
            waitFor("the search entry focused") { focused().map { isInstance($0.widget, of: gtk_entry_get_type()) } == true }
            sendKey(GDK_KEY_Escape, to: shortcuts)
            waitFor("the search over") { focused().map { isInstance($0.widget, of: gtk_entry_get_type()) } != true }
            XCTAssertTrue(shortcuts.isMapped, "the first Escape ends the search only")
            XCTAssertEqual(focused()?.accessibleName, "Search Shortcuts", "the focus where a search starts, not lost")
            sendKey(GDK_KEY_Escape, to: shortcuts)
            waitFor("the second Escape to hide the shortcuts") { !shortcuts.isMapped }
        }
    }

    /// A window shown at `origin`, `width` by `height` (no window manager here to move it).
    @MainActor
    private static func showParent(at origin: (x: Int32, y: Int32), width: Int32, height: Int32) -> Window {
        let parent = Window(title: "Parent")
        parent.setDefaultSize(width: width, height: height)
        gtk_window_move(parent.window, origin.x, origin.y)
        parent.showAll()
        waitFor("the window shown") { parent.isMapped }
        return parent
    }

    func testTheShortcutsWindowComesCentredOnItsWindowAtItsFullSizeFromItsFirstFrame() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let parent = Self.showParent(at: (150, 80), width: 900, height: 700)
            defer { parent.destroy() }
            let shortcuts = ShortcutsWindow(groups: [
                .init("Moving Around", (1...6).map { .init("<Alt>\($0)", "Go to tab \($0)") }),
                .init("Windows", [.init("<Control>w", "Close the window"), .init("<Control>q", "Quit")]),
            ], parent: parent)
            defer { shortcuts.hide() }
            var sizes: [String] = []
            shortcuts.onSizeAllocate { sizes.append("\(shortcuts.size.width)x\(shortcuts.size.height)") }
            shortcuts.present()
            @MainActor func center(of window: Window) -> (x: Int32, y: Int32) {
                // The whole window as drawn, header bar included (GTK's size leaves it out).
                var frame = GdkRectangle()
                gdk_window_get_frame_extents(gtk_widget_get_window(window.widget), &frame)
                return (frame.x + frame.width / 2, frame.y + frame.height / 2)
            }
            // No window manager here: where GTK puts the window is where it is.
            waitFor("the shortcuts centred on the window") {
                shortcuts.isMapped && abs(center(of: shortcuts).x - center(of: parent).x) <= 2
                    && abs(center(of: shortcuts).y - center(of: parent).y) <= 2
            }
            drainEvents()
            XCTAssertEqual(Set(sizes).count, 1, "laid out before it is shown: it never grows from a first size, off-centre: \(sizes)")
        }
    }

    func testShortcutsTallerThanTheRoomAboveAndBelowTheirWindowStayOnTheScreen() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let parent = Self.showParent(at: (400, 0), width: 400, height: 200)  // at the top of the screen
            defer { parent.destroy() }
            let shortcuts = ShortcutsWindow(groups: (1...3).map { group in
                .init("Group \(group)", (1...8).map { .init("<Alt>\($0)", "Shortcut \($0) of group \(group)") })
            }, parent: parent)
            defer { shortcuts.hide() }
            shortcuts.present()
            @MainActor func position() -> (x: Int32, y: Int32) {
                var x: Int32 = 0, y: Int32 = 0
                gtk_window_get_position(shortcuts.window, &x, &y)
                return (x, y)
            }
            // No window manager here: where GTK puts the window is where it is.
            waitFor("the shortcuts centred across the window") {
                shortcuts.isMapped && abs(position().x + shortcuts.size.width / 2 - (400 + 200)) <= 2
            }
            XCTAssertGreaterThan(shortcuts.size.height, 2 * 200, "taller than twice its window: centred, its top would be above the screen")
            XCTAssertGreaterThanOrEqual(position().y, 0, "the header bar, with its close button, on the screen")
        }
    }

    func testAtTwiceTheTextSizeTheShortcutsWindowFitsTheScreenWithEveryTitleWhole() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let parent = Window(title: "Parent")
            defer { parent.destroy() }
            parent.showAll()
            // Twice the text size (GNOME's Large Text sets the resolution, as GDK_DPI_SCALE does).
            let screen = gtk_widget_get_screen(parent.widget)
            let resolution = gdk_screen_get_resolution(screen)
            defer { gdk_screen_set_resolution(screen, resolution) }
            gdk_screen_set_resolution(screen, 192)
            let shortcuts = ShortcutsWindow(groups: [
                .init("Moving Around", [.init("<Alt>Left", "Go back", subtitle: "Also Escape, and the mouse’s back button"),
                                        .init("<Alt>1...<Alt>3", "Go to a tab")]),
                .init("Reviews", [.init("<Control>Return", "Publish the review", subtitle: "In Write a Review, from any field")]),
                .init("Windows", [.init("Escape <Control>w", "Close a dialog"), .init("<Control>question", "Show these shortcuts")]),
            ], parent: parent)
            defer { shortcuts.hide() }
            shortcuts.present()
            var workarea = GdkRectangle()
            gdk_monitor_get_workarea(gdk_display_get_monitor_at_window(gtk_widget_get_display(parent.widget),
                                                                       gtk_widget_get_window(parent.widget)), &workarea)
            var minimum: Int32 = 0, natural: Int32 = 0
            waitFor("the shortcuts laid out in their columns") {
                gtk_widget_get_preferred_width(shortcuts.widget, &minimum, &natural)
                return shortcuts.isMapped && natural > workarea.width
            }
            // GTK lays the shortcuts out once the window is shown: it grows from its first size.
            waitFor("the window grown to its columns' size") { gtk_widget_get_allocated_width(shortcuts.widget) >= minimum }
            XCTAssertLessThanOrEqual(gtk_widget_get_allocated_width(shortcuts.widget), workarea.width,
                                     "no wider than the screen's work area")
            let titles = descendants(of: shortcuts).filter {
                guard let box = gtk_widget_get_parent($0.widget), let shortcut = gtk_widget_get_parent(box) else { return false }
                return isInstance($0.widget, of: gtk_label_get_type()) && isInstance(shortcut, of: gtk_shortcuts_shortcut_get_type())
                    && !isInstance(box, of: gtk_shortcut_label_get_type()) && $0.isMapped
            }
            XCTAssertEqual(titles.count, 7, "five titles and two subtitles")
            @MainActor func cut() -> [String] {
                titles.filter { title in
                    var needed: Int32 = 0, natural: Int32 = 0
                    gtk_widget_get_preferred_height_for_width(title.widget, gtk_widget_get_allocated_width(title.widget),
                                                              &needed, &natural)
                    return gtk_widget_get_allocated_height(title.widget) < needed
                }.map { String(cString: gtk_label_get_text(cgtk_label($0.widget))) }
            }
            pumpUntil { cut().isEmpty }
            XCTAssertEqual(cut(), [], "every title and subtitle shown whole, on as many lines as it needs")
        }
    }

    func testAtThreeTimesTheTextSizeTheShortcutsWindowTakesMoreColumnsToFitTheScreensHeight() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let parent = Self.showParent(at: (200, 150), width: 800, height: 600)
            defer { parent.destroy() }
            setTextScale(3)
            defer { resetTextScale() }
            let shortcuts = ShortcutsWindow(groups: Self.appGroups, parent: parent)
            defer { shortcuts.hide() }
            // However it is shown, it is laid out for the text size of the time.
            @MainActor func shownHeight(by show: (ShortcutsWindow) -> Void) -> Int32 {
                show(shortcuts)
                waitFor("the shortcuts shown") { shortcuts.isMapped }
                drainEvents()
                var y: Int32 = 0
                gtk_window_get_position(shortcuts.window, nil, &y)
                XCTAssertGreaterThanOrEqual(y, 0, "its header bar on the screen")
                return y + gtk_widget_get_allocated_height(shortcuts.widget)
            }
            let screenHeight = shortcuts.workArea?.height ?? 0
            @MainActor func showsPages() -> Bool {
                descendants(of: shortcuts).contains { isInstance($0.widget, of: gtk_stack_switcher_get_type()) && $0.isMapped }
            }
            XCTAssertLessThanOrEqual(shownHeight { $0.show() }, screenHeight, "its last shortcuts within reach, above the screen's edge")
            XCTAssertTrue(showsPages(), "the columns on pages, their numbers under them to switch between")
            let pageButtons = descendants(of: shortcuts).filter {
                isInstance($0.widget, of: gtk_radio_button_get_type()) && $0.isMapped
            }
            XCTAssertEqual(pageButtons.map(\.accessibleName), ["Page 1 of 2", "Page 2 of 2"],
                           "a screen reader says what each number is")

            shortcuts.hide()
            setTextScale(1)  // the text size changed meanwhile
            XCTAssertLessThanOrEqual(shownHeight { $0.present() }, screenHeight)
            XCTAssertFalse(showsPages(), "back at the usual text size, GTK's columns again, on one page")

            shortcuts.hide()
            setTextScale(3)
            XCTAssertLessThanOrEqual(shownHeight { $0.showAll() }, screenHeight)
            XCTAssertTrue(showsPages())
        }
    }
}
