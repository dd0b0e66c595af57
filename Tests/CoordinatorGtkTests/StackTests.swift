import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class StackTests: XCTestCase {
    func testNamedPagesSwitchingRemovalAndOrder() throws { try onMainActor { try Self.mainNamedPagesSwitchingRemovalAndOrder() } }

    func testAPageLeavingIsNotOnShowWhileItsStackStillDrawsItGoing() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Pages")
            defer { window.destroy() }
            let outer = Stack(), inner = Stack()
            let leaving = Label("Leaving"), coming = Label("Coming"), other = Label("Other tab")
            inner.addNamed(leaving, name: "leaving")
            inner.addNamed(coming, name: "coming")
            outer.addNamed(inner, name: "tab")
            outer.addNamed(other, name: "other")
            window.add(outer)
            window.showAll()
            XCTAssertTrue(pumpUntil { leaving.isMapped })
            XCTAssertTrue(leaving.isOnShow)
            XCTAssertFalse(coming.isOnShow, "never shown")

            inner.setVisibleChild(name: "coming", transition: .crossfade, duration: 2_000)
            XCTAssertTrue(inner.isTransitionRunning, "the old page still fades out…")
            XCTAssertTrue(leaving.isMapped, "…so GTK keeps it mapped")
            XCTAssertFalse(leaving.isOnShow, "but the user left it")
            XCTAssertTrue(pumpUntil { coming.isMapped } && coming.isOnShow)

            outer.setVisibleChild(name: "other", transition: .crossfade, duration: 2_000)
            XCTAssertFalse(coming.isOnShow, "nor is a page in a tab switched away from")
        }
    }

    /// GTK gives the focus back to the widget that had it when a page was left; a list row
    /// the app took out of its list meanwhile (rebuilding a list under another page, or as the
    /// page maps again) took it outside any list (`gtk_list_box_row_grab_focus: assertion 'box
    /// != NULL' failed`). Switched by code or by a click on a stack switcher's button.
    func testAPageShownAgainFocusesItsFirstWidgetWhereTheOneFocusedWhenItWasLeftIsGone() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            for (rebuildsAsItMaps, byClick) in [(false, false), (true, false), (false, true), (true, true)] {
                let window = Window(title: "Pages")
                defer { window.destroy() }
                let stack = Stack()
                let list = ListBox(), other = Button(label: "Other")
                let rows = ["First", "Second"].map { ListBoxRow(child: Label($0)) }
                rows.forEach(list.append)
                let otherPage = Box(orientation: .vertical, spacing: 0)
                otherPage.append(other)
                stack.addNamed(list, name: "list", title: "List")
                stack.addNamed(otherPage, name: "other", title: "Other")
                let switcher = StackSwitcher(stack: stack)
                let column = Box(orientation: .vertical, spacing: 0)
                [switcher, stack].forEach(column.append)
                window.add(column)
                window.showAll()
                @MainActor func show(_ name: String) {
                    guard byClick else { return stack.setVisibleChild(name: name) }
                    let page = stack.child(named: name)?.widget
                    let button = switcher.children.first { cgtk_stack_switcher_button_page($0.widget) == page }
                    gtk_button_clicked(cgtk_button(button!.widget))  // a click: the focus stays in the page
                }
                XCTAssertTrue(pumpUntil { rows[1].isMapped })
                rows[1].grabFocus()
                show("other")
                XCTAssertEqual(window.focusWidget?.widget, other.widget, "the other page's first widget")
                let rebuilt = ListBoxRow(child: Label("First again"))
                final class Once { var connection: SignalConnection? }
                let once = Once()
                let rebuild: @MainActor () -> Void = {
                    once.connection?.disconnect()
                    rows.forEach(list.remove)  // the rows live on in `rows`, out of the list
                    list.append(rebuilt)
                    rebuilt.show()
                }
                if rebuildsAsItMaps { once.connection = list.onMap(rebuild) } else { rebuild() }
                show("list")
                XCTAssertEqual(window.focusWidget?.widget, rebuilt.widget, "the page's first widget")

                rebuilt.grabFocus()
                show("other")
                show("list")
                XCTAssertEqual(window.focusWidget?.widget, rebuilt.widget, "still on the page: given back")
            }
        }
    }

    func testAHiddenPageIsNotShownAndTheFocusStaysWhereItWas() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Pages")
            defer { window.destroy() }
            let stack = Stack()
            let page = Box(orientation: .vertical, spacing: 0), field = Entry()
            page.append(field)
            let hidden = Button(label: "Hidden")
            stack.addNamed(page, name: "page")
            stack.addNamed(hidden, name: "hidden")
            window.add(stack)
            window.showAll()
            hidden.isVisible = false
            XCTAssertTrue(pumpUntil { field.isMapped })
            field.grabFocus()
            stack.setVisibleChild(name: "hidden")
            XCTAssertEqual(stack.visibleChildName, "page", "GTK shows no hidden page")
            XCTAssertEqual(window.focusWidget?.widget, field.widget)
        }
    }

    @MainActor
    private static func mainNamedPagesSwitchingRemovalAndOrder() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let stack = Stack()
        let a = Label("A"), b = Label("B"), c = Label("C")
        stack.addNamed(a, name: "a")
        stack.addNamed(b, name: "b", title: "Bee")
        stack.addNamed(c, name: "c")
        XCTAssertEqual(stack.childNames, ["a", "b", "c"])
        XCTAssertEqual(stack.visibleChildName, "a", "the first shown page becomes visible")

        stack.setVisibleChild(name: "c", transition: .slideLeft, duration: 150)
        XCTAssertEqual(stack.visibleChildName, "c")
        XCTAssertTrue(stack.visibleChild === c)
        XCTAssertEqual(stack.transitionDuration, 150)
        XCTAssertFalse(stack.isTransitionRunning, "an unmapped stack does not animate")
        XCTAssertTrue(stack.child(named: "b") === b)

        XCTAssertTrue(stack.remove(named: "a"))
        XCTAssertFalse(stack.remove(named: "a"))
        XCTAssertEqual(stack.childNames, ["b", "c"])
        stack.remove(b)
        XCTAssertEqual(stack.childNames, ["c"])
        XCTAssertNil(stack.child(named: "b"))
        XCTAssertNil(b.parent)

        // Swift's wrapper kept the removed page alive: it can be added again.
        stack.addNamed(b, name: "b-again")
        XCTAssertEqual(stack.childNames, ["c", "b-again"])
        XCTAssertEqual(b.text, "B")
        stack.destroy()
    }

    /// A page needing much room (a status page's large icon) held the window of every other
    /// page as large: GTK sizes a stack for its largest page.
    func testAStackNeedsTheRoomOfItsVisiblePageOnly() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let stack = Stack()
            defer { stack.destroy() }
            let small = Box(orientation: .vertical, spacing: 0), large = Box(orientation: .vertical, spacing: 0)
            small.setSizeRequest(width: 100, height: 50)
            large.setSizeRequest(width: 400, height: 300)
            stack.addNamed(small, name: "small")
            stack.addNamed(large, name: "large")
            stack.showAll()
            stack.setVisibleChild(name: "small")
            @MainActor func minimum() -> GtkRequisition {
                var size = GtkRequisition()
                gtk_widget_get_preferred_size(stack.widget, &size, nil)
                return size
            }
            XCTAssertEqual([minimum().width, minimum().height], [100, 50])
            stack.setVisibleChild(name: "large")
            XCTAssertEqual([minimum().width, minimum().height], [400, 300])
        }
    }

    func testRemovingAnUnwrappedPageDestroysIt() throws { try onMainActor { try Self.mainRemovingAnUnwrappedPageDestroysIt() } }

    @MainActor
    private static func mainRemovingAnUnwrappedPageDestroysIt() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let stack = Stack()
        let destroyed = Recorder<Bool>()
        do {
            let page = Label("Temporary")
            page.onDestroy { destroyed.record(true) }
            stack.addNamed(page, name: "temporary")
        }
        XCTAssertEqual(destroyed.values, [])
        stack.remove(named: "temporary")
        XCTAssertEqual(destroyed.values, [true], "the stack held the last reference")
    }

    func testAnimatedSwitchReportsTransitionRunning() throws { try onMainActor { try Self.mainAnimatedSwitchReportsTransitionRunning() } }

    @MainActor
    private static func mainAnimatedSwitchReportsTransitionRunning() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        GtkTestEnvironment.setAnimationsEnabled(true)
        defer { GtkTestEnvironment.setAnimationsEnabled(false) }

        let window = Window(title: "Stack")
        window.setDefaultSize(width: 320, height: 240)
        let stack = Stack()
        stack.addNamed(Label("One"), name: "one")
        stack.addNamed(Label("Two"), name: "two")
        window.add(stack)
        window.showAll()
        XCTAssertTrue(pumpUntil { stack.isMapped })

        let running = Recorder<Bool>()
        stack.onTransitionRunningChanged { running.record($0) }
        stack.setVisibleChild(name: "two", transition: .slideLeft, duration: 80)
        XCTAssertTrue(stack.isTransitionRunning)
        XCTAssertEqual(running.values, [true])
        XCTAssertTrue(pumpUntil { running.values == [true, false] }, "got \(running.values)")
        XCTAssertFalse(stack.isTransitionRunning)
        XCTAssertEqual(stack.visibleChildName, "two")
        window.destroy()
    }
}
