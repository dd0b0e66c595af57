import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class WidgetTests: XCTestCase {
    func testCommonWidgetProperties() throws { try onMainActor { try Self.mainCommonWidgetProperties() } }

    @MainActor
    private static func mainCommonWidgetProperties() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let box = Box(orientation: .horizontal, spacing: 6)
        XCTAssertEqual(box.orientation, .horizontal)
        XCTAssertEqual(box.spacing, 6)
        box.accessibleName = "Product list"
        XCTAssertEqual(box.accessibleName, "Product list")
        box.addStyleClass("card")
        XCTAssertTrue(box.hasStyleClass("card"))
        box.removeStyleClass("card")
        XCTAssertFalse(box.hasStyleClass("card"))
        box.setMargins(top: 1, bottom: 2, start: 3, end: 4)
        XCTAssertEqual([box.marginTop, box.marginBottom, box.marginStart, box.marginEnd], [1, 2, 3, 4])
        box.hexpand = true
        XCTAssertTrue(box.hexpand)
        XCTAssertFalse(box.vexpand)
        box.isSensitive = false
        XCTAssertFalse(box.isSensitive)
        XCTAssertFalse(box.isVisible)
        box.show()
        XCTAssertTrue(box.isVisible)

        let first = Label("1"), last = Label("3"), middle = Label("2")
        box.packStart(first)
        box.packEnd(last)
        box.append(middle)
        // Children come in visual order: start-packed ones, then end-packed ones from the middle out.
        XCTAssertEqual(box.children.map { ($0 as? Label)?.text }, ["1", "2", "3"])
    }

    func testAWindowSaysItsSizeAsItIsGivenIt() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Sized")
            defer { window.destroy() }
            window.setDefaultSize(width: 420, height: 310)
            var allocations = 0
            window.onSizeAllocate { allocations += 1 }
            window.showAll()
            waitFor("the window given its size") { allocations > 0 }
            XCTAssertTrue(window.size == (420, 310), "the default size, without decorations: \(window.size)")
            gtk_window_resize(window.window, 500, 360)  // as the user drags an edge
            waitFor("the window given its new size") { window.size == (500, 360) }
            XCTAssertFalse(window.isMaximized, "no window manager maximized it")
        }
    }

    func testAWindowLargerThanTheWorkAreaIsFittedToItWithItsHeaderBar() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            // Xvfb has no panels: the work area is the whole screen, as X has it.
            let screen = gdk_screen_get_root_window(gdk_screen_get_default())
            let screenSize = (gdk_window_get_width(screen), gdk_window_get_height(screen))
            let window = Window(title: "Placed")
            defer { window.destroy() }
            XCTAssertTrue(window.workArea.map { $0 == screenSize } ?? false, "before shown: \(String(describing: window.workArea))")
            window.setTitlebar(HeaderBar())
            window.setDefaultSize(width: 5000, height: 4000)  // left on a larger screen
            window.onSizeAllocate { window.fitToWorkArea() }
            window.showAll()
            let surface = try XCTUnwrap(gtk_widget_get_window(window.widget))
            waitFor("the whole window, header bar and border included, on the screen") {
                (gdk_window_get_width(surface), gdk_window_get_height(surface)) == screenSize
            }
            XCTAssertLessThan(window.size.height, screenSize.1, "the header bar is not counted in the size")
            gtk_window_resize(window.window, 600, 400)
            waitFor("a smaller size kept as it is") { window.size == (600, 400) }
        }
    }

    func testADialogTallerThanTheScreenIsFittedAndMovedOntoItHeaderBarFirst() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let screen = gdk_screen_get_root_window(gdk_screen_get_default())
            let screenHeight = gdk_window_get_height(screen)
            let parent = Window(title: "Parent")
            defer { parent.destroy() }
            parent.setDefaultSize(width: 400, height: 300)
            parent.showAll()
            let dialog = Window(title: "Tall")
            defer { dialog.destroy() }
            let headerBar = HeaderBar()
            dialog.setTitlebar(headerBar)
            let content = Label("A form")
            dialog.add(content)
            dialog.setTransientFor(parent)
            gtk_window_set_position(dialog.window, GTK_WIN_POS_CENTER_ON_PARENT)
            dialog.setDefaultSize(width: 300, height: screenHeight + 200)  // GTK centres it: above the top edge
            dialog.showAll()
            dialog.fitToWorkArea()
            let surface = try XCTUnwrap(gtk_widget_get_window(dialog.widget))
            waitFor("the whole dialog on the screen, from its header bar's top to its bottom edge") {
                var x: gint = 0, y: gint = 0, header = GtkAllocation(), body = GtkAllocation()
                gdk_window_get_origin(surface, &x, &y)
                gtk_widget_get_allocation(headerBar.widget, &header)
                gtk_widget_get_allocation(content.widget, &body)
                return y + header.y >= 0 && y + body.y + body.height <= screenHeight
            }
        }
    }

    func testATextViewWithAProblemHasItsBoxFramedInRedAsAnEntryWithOne() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Review")
            defer { window.destroy() }
            let text = TextView(text: "")
            let box = ScrolledWindow(child: text)
            box.hasFrame = true
            window.add(box)
            window.setDefaultSize(width: 200, height: 120)
            window.showAll()
            waitForPaint(of: window)
            /// The frame's color halfway down its left edge: (red, green, blue).
            @MainActor func frameColor() -> (Int, Int, Int) {
                let pixel = renderedPixels(of: box)[Int(gtk_widget_get_allocated_height(box.widget) / 2)
                                                    * Int(gtk_widget_get_allocated_width(box.widget))]
                return (Int(pixel >> 16 & 0xff), Int(pixel >> 8 & 0xff), Int(pixel & 0xff))
            }
            let plain = frameColor()
            XCTAssertLessThan(abs(plain.0 - plain.1), 20, "grey without a problem: \(plain)")
            text.errorMessage = "Write a few words about the product."
            let marked = frameColor()
            XCTAssertGreaterThan(marked.0, marked.1 + 80, "red with one: \(marked)")
            text.errorMessage = nil
            XCTAssertEqual(frameColor().0, plain.0, "grey again once fixed")
        }
    }

    func testAButtonThatWrapsItsLabelNeedsOnlyItsLongestWordsWidthAlsoOnceRelabelled() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Sign In")
            defer { window.destroy() }
            let button = Button(label: "I Already Have an Account")
            window.add(button)
            window.showAll()
            @MainActor func widths() -> (minimum: gint, natural: gint) { button.preferredWidths }
            let oneLine = widths()
            XCTAssertEqual(oneLine.minimum, oneLine.natural, "a plain button is as wide as its whole label")
            button.wrapLabel()
            XCTAssertLessThan(widths().minimum, oneLine.minimum / 2, "about “Already” wide")
            XCTAssertEqual(widths().natural, oneLine.natural, "on one line where there is room")
            button.label = "Create an Account"
            XCTAssertLessThan(widths().minimum, widths().natural * 2 / 3, "a new label wraps too")
        }
    }

    func testAClampGivesItsChildTheWidthUpToItsMaximumCenteredAndNarrowsWithTheWindow() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Clamped")
            defer { window.destroy() }
            let column = Box(orientation: .vertical, spacing: 0)
            column.setMargins(24)
            let paragraph = Label(String(repeating: "A sentence that wraps. ", count: 20))
            paragraph.wraps = true
            column.append(paragraph)
            let clamp = Clamp(column, maximumWidth: 300)
            window.add(clamp)
            var (minimum, natural): (Int32, Int32) = (0, 0)
            clamp.showAll()  // (a hidden widget asks for no width at all)
            gtk_widget_get_preferred_width(column.widget, &minimum, nil)
            let columnMinimum = minimum
            gtk_widget_get_preferred_width(clamp.widget, &minimum, &natural)
            XCTAssertEqual(minimum, columnMinimum, "as narrow as its child may be: the maximum holds nothing wide")
            XCTAssertEqual(natural, 300 + 48, "as wide as allowed, margins beside")
            window.setDefaultSize(width: 800, height: 300)
            window.showAll()
            @MainActor func columnSpan() -> (x: Int32, width: Int32) {
                var allocation = GtkAllocation()
                gtk_widget_get_allocation(column.widget, &allocation)
                return (allocation.x, allocation.width)
            }
            waitFor("the column at its maximum width, centered") { columnSpan() == ((800 - 348) / 2 + 24, 300) }
            gtk_window_resize(window.window, 200, 300)  // half a small screen
            waitFor("the column narrowed with the window, within its margins") { columnSpan() == (24, 200 - 48) }
            clamp.maximumWidth = 100
            waitFor("a new maximum laid out at once") { columnSpan() == ((200 - 148) / 2 + 24, 100) }

            // Twice the text size (GNOME's Large Text sets the resolution, as GDK_DPI_SCALE does).
            let screen = gtk_widget_get_screen(window.widget)
            let resolution = gdk_screen_get_resolution(screen)
            defer { gdk_screen_set_resolution(screen, resolution) }
            gdk_screen_set_resolution(screen, 192)
            gtk_window_resize(window.window, 800, 300)
            waitFor("the maximum twice as wide with the text") { columnSpan() == ((800 - 248) / 2 + 24, 200) }
        }
    }

    func testAWrapBoxPutsAChildThatDoesNotFitOnTheNextLineAndLetsTheWindowNarrowThatFar() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Wrapped")
            defer { window.destroy() }
            let heading = Label("A heading that wraps rather than be cut short")
            heading.wraps = true
            heading.hexpand = true
            heading.xalign = 0
            let button = Button(label: "Write a Review…")
            button.halign = .end
            let box = WrapBox(spacing: 12, lineSpacing: 6)
            [heading, button].forEach(box.append)
            let column = Box(orientation: .vertical, spacing: 0)
            column.append(box)
            column.append(Label("Below"))
            window.add(column)
            window.setDefaultSize(width: 600, height: 200)
            window.showAll()
            let frame = allocation(of:)
            @MainActor func minimumWidth(_ widget: Widget) -> Int32 { widget.preferredWidths.minimum }
            XCTAssertEqual(minimumWidth(box), max(minimumWidth(heading), minimumWidth(button)),
                           "as narrow as its widest child: the window may narrow to where they go one under the other")
            waitFor("side by side in a wide window, the heading taking the room left") {
                let (text, end) = (frame(heading), frame(button))
                return end.y < text.y + text.height && end.x == text.x + text.width + 12 && end.x + end.width == 600
            }
            let besideHeight = frame(box).height
            let narrow = minimumWidth(heading) + minimumWidth(button)  // narrower than both side by side
            gtk_window_resize(window.window, narrow, 200)
            waitFor("the button under the heading, at the end, and the box as tall as both") {
                let (text, end, whole) = (frame(heading), frame(button), frame(box))
                return whole.width == narrow && text.width == narrow && end.y == text.y + text.height + 6
                    && end.x + end.width == narrow && whole.height == text.height + 6 + end.height
            }
            XCTAssertGreaterThan(frame(box).height, besideHeight)
            gtk_widget_set_direction(box.widget, GTK_TEXT_DIR_RTL)
            gtk_window_resize(window.window, 600, 200)
            waitFor("side by side again, mirrored in a right-to-left language") {
                let (text, end) = (frame(heading), frame(button))
                return end.y < text.y + text.height && end.x == 0 && text.x == end.width + 12
            }
        }
    }

    func testAWrapBoxWrapsAChildNotAtItsNaturalWidthOrWithThePolicyMinimumOnlyBelowItsMinimum() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Policies")
            defer { window.destroy() }
            let column = Box(orientation: .vertical, spacing: 0)
            var pairs: [(text: Label, button: Button)] = []
            for policy in [WrapBox.Policy.natural, .minimum] {
                let text = Label("Some words that wrap onto more lines")
                text.wraps = true
                text.hexpand = true
                let button = Button(label: "Check Out")
                let box = WrapBox(spacing: 12, lineSpacing: 6, policy: policy)
                [text, button].forEach(box.append)
                column.append(box)
                pairs.append((text, button))
            }
            window.add(column)
            column.showAll()
            let (text, button) = (pairs[0].text.preferredWidths, pairs[0].button.preferredWidths)
            // Room for both at their minimum widths, not at their natural ones.
            let width = text.minimum + 12 + button.natural + (text.natural - text.minimum) / 2
            XCTAssertLessThan(width, text.natural + 12 + button.natural)
            window.setDefaultSize(width: width, height: 300)
            window.showAll()
            @MainActor func sideBySide(_ pair: (text: Label, button: Button)) -> Bool {
                var text = GtkAllocation(), button = GtkAllocation()
                gtk_widget_get_allocation(pair.text.widget, &text)
                gtk_widget_get_allocation(pair.button.widget, &button)
                return button.y < text.y + text.height
            }
            waitFor("laid out") { pairs[1].button.isMapped }
            XCTAssertFalse(sideBySide(pairs[0]), "natural: the button under the text, which stays on one line")
            XCTAssertTrue(sideBySide(pairs[1]), "minimum: the text wraps beside the button, as in a box")
        }
    }

    func testAScrolledWindowTakingItsNaturalHeightFromAClampShowsWrappedTextWhole() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Wrapped")
            defer { window.destroy() }
            let paragraph = Label(String(repeating: "A sentence that wraps. ", count: 8))
            paragraph.wraps = true
            let scrolled = ScrolledWindow(child: Clamp(paragraph, maximumWidth: 600))
            scrolled.vexpand = false
            scrolled.propagatesNaturalHeight = true  // as tall as its content, up to the room there is
            let page = Box(orientation: .vertical, spacing: 0)
            page.append(scrolled)
            page.append(Label("Below"))
            window.add(page)
            window.setDefaultSize(width: 200, height: 600)
            window.showAll()
            waitFor("the text wrapped to several lines, all of it in view") {
                paragraph.isMapped && pango_layout_get_line_count(gtk_label_get_layout(paragraph.label)) > 2
                    && gtk_widget_get_allocated_height(scrolled.widget) >= gtk_widget_get_allocated_height(paragraph.widget)
            }
            XCTAssertFalse(scrolled.overflowsVertically, "nothing to scroll: there is room for it all")
            let narrowHeight = gtk_widget_get_allocated_height(scrolled.widget)
            gtk_window_resize(window.window, 700, 600)
            waitFor("the text on fewer lines in a wider window, and no room kept for the lines it had") {
                gtk_widget_get_allocated_height(paragraph.widget) < narrowHeight
                    && gtk_widget_get_allocated_height(scrolled.widget) == gtk_widget_get_allocated_height(paragraph.widget)
            }
        }
    }

    func testScrollingAWidgetIntoViewNeverLeavesAHeadingCutByTheTopEdge() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let page = try HeadingAboveButtonPage(heading: Label("A Heading"), windowSize: 300)
            defer { page.window.destroy() }
            // Just enough room below the heading that showing the button, and no more, would
            // leave the edge across the middle of the heading.
            let (edge, headingTop) = page.scrollButtonIntoView(edgeInto: page.headingHeight / 2)
            let headingBottom = headingTop + Double(page.headingHeight)
            XCTAssertTrue(headingBottom <= edge || headingTop >= edge, "the edge at \(edge) is not across the heading "
                          + "(\(headingTop)–\(headingBottom))")
            XCTAssertTrue(page.buttonIsInView)
        }
    }

    /// A heading wrapped on several lines, taller than a third of the view (a walkthrough's title
    /// at twice the text size in the smallest window): the top edge cut through one of its lines.
    func testScrollingAWidgetIntoViewNeverCutsALineOfAWrappedHeading() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let heading = Label("A heading long enough to wrap on several lines in a narrow page")
            heading.wraps = true
            heading.setSizeRequest(width: 150, height: -1)
            let page = try HeadingAboveButtonPage(heading: heading, windowSize: 200)
            defer { page.window.destroy() }
            let lines = pango_layout_get_line_count(gtk_label_get_layout(cgtk_label(heading.widget)))
            XCTAssertGreaterThanOrEqual(lines, 3)
            XCTAssertGreaterThan(Double(page.headingHeight), Double(page.pageHeight) / 3, "taller than a third of the view")
            let lineHeight = Double(page.headingHeight) / Double(lines)
            // The edge across the middle of the heading's last line, if only the button is shown.
            let (edge, headingTop) = page.scrollButtonIntoView(edgeInto: Int32(lineHeight / 2))
            let intoHeading = edge - headingTop
            let intoLine = intoHeading.truncatingRemainder(dividingBy: lineHeight)
            XCTAssertTrue(intoHeading <= 0 || intoHeading >= Double(page.headingHeight) || intoLine < 1
                          || lineHeight - intoLine < 1, "the edge is \(intoLine) px into a line of \(lineHeight) px")
            XCTAssertTrue(page.buttonIsInView)
        }
    }

    /// The window made shorter (tiled to half the screen's height) while the user types into a
    /// field near the bottom of what shows: GTK 3 keeps the scroll offset, and the field went
    /// below the fold, unseen. A field the user had scrolled away from is left where it is.
    func testTheFocusInViewStaysInViewAsTheWindowGetsShorter() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Scrolled")
            defer { window.destroy() }
            let page = Box(orientation: .vertical, spacing: 0)
            let above = Box(orientation: .vertical, spacing: 0)
            above.setSizeRequest(width: -1, height: 250)
            let field = Entry()
            let below = Box(orientation: .vertical, spacing: 0)
            below.setSizeRequest(width: -1, height: 600)
            [above, field, below].forEach(page.append)
            let scrolled = ScrolledWindow(child: page)
            scrolled.keepsFocusInView()
            window.add(scrolled)
            window.setDefaultSize(width: 300, height: 400)
            window.showAll()
            window.present()
            let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled.widget))
            waitFor("laid out") { gtk_adjustment_get_page_size(adjustment) >= 350 }
            field.grabFocus()
            @MainActor func fieldIsInView() -> Bool { isShownWhole(field, in: scrolled) }
            XCTAssertTrue(fieldIsInView())

            drainEvents()  // the page as the user sees it, before the window is made shorter
            gtk_window_resize(window.window, 300, 200)
            waitFor("the window shorter, the field in view again") {
                gtk_adjustment_get_page_size(adjustment) < 250 && fieldIsInView()
            }

            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))  // scrolled away
            drainEvents()
            let scrolledTo = gtk_adjustment_get_value(adjustment)
            gtk_window_resize(window.window, 300, 170)
            waitFor("the window shorter again") { gtk_adjustment_get_page_size(adjustment) < 190 }
            drainEvents()
            XCTAssertFalse(fieldIsInView())
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), scrolledTo, "the page stays where the user scrolled it")
        }
    }

    /// The window made narrower and shorter at once (a tiny window at a large text size): the
    /// text above the focused button wraps onto more lines and pushes the button down, past
    /// where the old window's bottom was. It was in view before, so it is brought back into
    /// view (it was judged by where the new layout put it, and left below the fold), also
    /// when the focus came to it without scrolling.
    func testTheFocusInViewStaysInViewAsTheWindowGetsNarrowerAndShorterOrOnlyNarrower() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Scrolled")
            defer { window.destroy() }
            let page = Box(orientation: .vertical, spacing: 0)
            let text = Label(String(repeating: "Words that wrap onto more lines in a narrower window. ", count: 12))
            text.wraps = true
            text.maxWidthChars = 200
            let back = Button(label: "Back"), button = Button(label: "Next")
            let buttons = Box(orientation: .horizontal, spacing: 6)
            [back, button].forEach(buttons.append)
            let below = Box(orientation: .vertical, spacing: 0)
            below.setSizeRequest(width: -1, height: 600)
            [text, buttons, below].forEach(page.append)
            let scrolled = ScrolledWindow(child: Clamp(page, maximumWidth: 2_000))
            scrolled.keepsFocusInView()
            window.add(scrolled)
            window.setDefaultSize(width: 900, height: 300)
            window.showAll()
            window.present()
            let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled.widget))
            waitFor("laid out") { gtk_adjustment_get_page_size(adjustment) >= 250 }
            back.grabFocus()
            drainEvents()
            button.grabFocus()  // as Tab does, to a button in view: nothing scrolls
            @MainActor func buttonSpan() -> (top: Int32, bottom: Int32) { shownSpan(of: button, in: scrolled) }
            XCTAssertTrue(buttonSpan().bottom <= 250, "in view")
            drainEvents()
            gtk_window_resize(window.window, 200, 150)
            waitFor("the window smaller, the button pushed below the old bottom yet in view again") {
                let span = buttonSpan()
                return gtk_adjustment_get_page_size(adjustment) < 200 && gtk_adjustment_get_value(adjustment) > 300
                    && span.top >= 0 && Double(span.bottom) <= gtk_adjustment_get_page_size(adjustment)
            }

            // Made narrower only, as tall as before: the text still pushes the button down.
            gtk_window_resize(window.window, 900, 300)
            waitFor("wide again") { gtk_adjustment_get_page_size(adjustment) >= 250 }
            gtk_adjustment_set_value(adjustment, 0)
            drainEvents()
            XCTAssertTrue(buttonSpan().bottom <= 250, "in view")
            gtk_window_resize(window.window, 200, 300)
            waitFor("the window narrower, the button in view again") {
                let span = buttonSpan()
                return window.size.width == 200 && gtk_adjustment_get_value(adjustment) > 0
                    && span.top >= 0 && Double(span.bottom) <= gtk_adjustment_get_page_size(adjustment)
            }
        }
    }

    func testAScrolledWindowSaysWhenItsContentOverflows() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Scrolled")
            defer { window.destroy() }
            let content = Box(orientation: .vertical, spacing: 0)
            content.setSizeRequest(width: 100, height: 100)
            let scrolled = ScrolledWindow(child: content)
            var heard: [Bool] = []
            scrolled.onVerticalOverflowChange { heard.append($0) }
            window.add(scrolled)
            window.setDefaultSize(width: 200, height: 300)
            window.showAll()
            waitFor("the window laid out") { !heard.isEmpty }
            XCTAssertFalse(scrolled.overflowsVertically, "100 px in 300 px")
            XCTAssertEqual(heard.last, false)
            content.setSizeRequest(width: 100, height: 1000)
            waitFor("taller content heard of") { heard.last == true }
            XCTAssertTrue(scrolled.overflowsVertically)
            gtk_window_resize(window.window, 200, 1100)
            waitFor("a window grown around it heard of") { heard.last == false }
            XCTAssertFalse(scrolled.overflowsVertically)
        }
    }

    func testAScrolledWindowsOverflowHandlerEndsWithIt() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Scrolled")
            defer { window.destroy() }
            let scrolled = ScrolledWindow(child: Box(orientation: .vertical, spacing: 0))
            var heard: [Bool] = []
            scrolled.onVerticalOverflowChange { heard.append($0) }
            window.add(scrolled)
            window.showAll()
            waitFor("the window laid out") { !heard.isEmpty }
            // Something outliving the window holds its adjustment (a child kept by its wrapper).
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(scrolled.scrolledWindow))
            g_object_ref(UnsafeMutableRawPointer(adjustment))
            defer { g_object_unref(UnsafeMutableRawPointer(adjustment)) }
            scrolled.destroy()
            heard.removeAll()
            gtk_adjustment_set_upper(adjustment, 5_000)  // "changed"
            drainEvents()
            XCTAssertEqual(heard, [], "the window gone, its handler is not called (it would ref the window)")
        }
    }

    func testARevealerShowsItsChildOnlyWhenAsked() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Revealed")
            defer { window.destroy() }
            let revealer = Revealer(child: Label("Removed"), transition: .crossfade)
            XCTAssertEqual(gtk_revealer_get_transition_type(revealer.revealer), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
            revealer.transition = .slideDown
            XCTAssertEqual(revealer.transition, .slideDown)
            window.add(revealer)
            window.showAll()
            waitFor("the window shown") { window.isMapped }
            XCTAssertFalse(revealer.revealsChild || revealer.isChildRevealed, "hidden until asked")
            revealer.revealsChild = true
            waitFor("the child shown, its slide over") { revealer.isChildRevealed }
            revealer.revealsChild = false
            waitFor("the child hidden again") { !revealer.isChildRevealed }
        }
    }

    func testLabelEntryTextViewAndFocus() throws { try onMainActor { try Self.mainLabelEntryTextViewAndFocus() } }

    @MainActor
    private static func mainLabelEntryTextViewAndFocus() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let label = Label("Title", style: .title)
        label.wraps = true
        label.xalign = 0
        XCTAssertTrue(label.wraps)
        XCTAssertEqual(label.xalign, 0)
        label.setMarkup("<b>Bold</b> text")
        XCTAssertEqual(label.text, "Bold text")
        label.style = .dim
        XCTAssertTrue(label.hasStyleClass("dim-label"))

        let entry = Entry(placeholder: "Password")
        let changes = Recorder<String>()
        let activations = Recorder<Bool>()
        entry.onChanged { changes.record(entry.text) }
        entry.onActivate { activations.record(true) }
        entry.isTextVisible = false
        XCTAssertFalse(entry.isTextVisible)
        XCTAssertEqual(entry.placeholder, "Password")
        entry.text = "secret"
        XCTAssertEqual(changes.values.last, "secret")
        gtk_widget_activate(entry.widget)
        XCTAssertEqual(activations.values, [true])

        let textView = TextView()
        let edits = Recorder<String>()
        textView.onChanged { edits.record(textView.text) }
        textView.text = "line 1\nline 2 ✓"
        XCTAssertEqual(textView.text, "line 1\nline 2 ✓")
        XCTAssertEqual(edits.values, ["line 1\nline 2 ✓"])

        let window = Window(title: "Focus")
        let column = Box(orientation: .vertical)
        column.append(entry)
        column.append(textView)
        window.add(column)
        window.showAll()
        textView.grabFocus()
        XCTAssertTrue(textView.isFocus)
        XCTAssertFalse(entry.isFocus)
        XCTAssertTrue(window.focusWidget === textView)
        window.destroy()
    }

    func testAnEntrysErrorMessageIsItsRedFrameAndWhatAScreenReaderSaysWithItInsteadOfItsHint() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let entry = Entry()
            entry.tooltip = "As on your card"
            XCTAssertEqual(entry.accessibleDescription, "As on your card", "described by its tooltip")
            entry.hint = "Letters and spaces."
            XCTAssertEqual(entry.accessibleDescription, "Letters and spaces.", "its hint is said with it")
            entry.errorMessage = "Type the card holder's name."
            XCTAssertTrue(entry.hasStyleClass("error"))
            XCTAssertEqual(entry.accessibleDescription, "Type the card holder's name.")
            entry.hint = "Letters only."
            XCTAssertEqual(entry.accessibleDescription, "Type the card holder's name.", "the error comes first")
            entry.errorMessage = nil
            XCTAssertFalse(entry.hasStyleClass("error"))
            XCTAssertEqual(entry.accessibleDescription, "Letters only.", "the hint again, once the error is gone")
            entry.hint = nil
            XCTAssertEqual(entry.accessibleDescription, "As on your card", "described by its tooltip again")
            entry.destroy()
        }
    }

    func testPageDownInAListUnderAHeadingMovesAPageOfRowsAndShowsTheNewRowWhereTheOldOneWas() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let (window, scrolled, list) = Self.orders(heights: Array(repeating: 30, count: 60))
            defer { window.destroy() }
            list.row(at: 0)?.grabFocus()
            let firstRowAt = try XCTUnwrap(Self.focusedRowShownAt(in: window, scrolled))
            @MainActor func focusedRowShownAt() -> Int32? { Self.focusedRowShownAt(in: window, scrolled) }
            sendKey(GDK_KEY_Page_Down, to: window)
            let focused = try XCTUnwrap(gtk_window_get_focus(window.window))
            let index = gtk_list_box_row_get_index(cgtk_list_box_row(focused))
            XCTAssertGreaterThan(index, 6, "a page of 30-pixel rows, not GTK's default 100 pixels (3 rows)")
            waitFor("the row the focus landed on shown whole where the row it left was") {
                focusedRowShownAt() == firstRowAt
            }
            sendKey(GDK_KEY_Page_Down, to: window)
            waitFor("again") { focusedRowShownAt() == firstRowAt }
            sendKey(GDK_KEY_Page_Up, to: window)
            waitFor("and back up") { focusedRowShownAt() == firstRowAt }
        }
    }

    func testPageDownToARowTallerThanThePageShowsItsTop() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let (window, scrolled, list) = Self.orders(heights: [30, 600] + Array(repeating: 30, count: 20))
            defer { window.destroy() }
            list.row(at: 0)?.grabFocus()
            sendKey(GDK_KEY_Page_Down, to: window)
            XCTAssertTrue(list.row(at: 1)?.isFocus == true, "the tall row, a page below")
            waitFor("its top, where its name is, at the top of the page") {
                Self.focusedRowShownAt(in: window, scrolled) == 0
            }
        }
    }

    /// A shown window with a heading and, below it, a list of rows `heights` pixels tall, in a
    /// scrolled window whose list boxes page (``ScrolledWindow/pagesListBoxes(in:)``).
    @MainActor
    private static func orders(heights: [Int32]) -> (Window, ScrolledWindow, ListBox) {
        let window = Window(title: "Orders")
        let list = ListBox()
        for (index, height) in heights.enumerated() {
            let row = ListBoxRow(child: Label("Order \(index + 1)"))
            row.setSizeRequest(width: -1, height: height)
            list.append(row)
        }
        let column = Box(orientation: .vertical, spacing: 6)
        column.append(Label("Your orders"))  // the list is not the scrolled window's own child
        column.append(list)
        let scrolled = ScrolledWindow(child: column)
        scrolled.pagesListBoxes(in: column)
        window.add(scrolled)
        window.setDefaultSize(width: 300, height: 330)
        window.showAll()
        waitFor("shown") { list.isMapped }
        return (window, scrolled, list)
    }

    /// How far below the top of `scrolled`'s visible part the focused row of `window` is.
    @MainActor
    private static func focusedRowShownAt(in window: Window, _ scrolled: ScrolledWindow) -> Int32? {
        var x: gint = 0, y: gint = 0
        guard let focused = gtk_window_get_focus(window.window),
              gtk_widget_translate_coordinates(focused, scrolled.widget, 0, 0, &x, &y) != 0 else { return nil }
        return y
    }

    func testADescriptionSetAgainUnchangedIsNotSaidAgain() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let entry = Entry()
            defer { entry.destroy() }
            var said: [String?] = []
            let accessible = UnsafeMutableRawPointer(gtk_widget_get_accessible(entry.widget)!)
            Signals.connectPointer(accessible, "notify::accessible-description") { _ in said.append(entry.accessibleDescription) }
            for found in ["12 products", "6 products", "1 product", "1 product", "1 product"] {
                entry.accessibleDescription = found  // as a search's count follows the keys typed
            }
            XCTAssertEqual(said, ["12 products", "6 products", "1 product"], "a screen reader says each change once")
        }
    }

    func testAScreenReaderHearsAnEntrysFirstErrorAsItsDescriptionChanges() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let entry = Entry()  // no hint, no tooltip: no description before its first error
            let changes = descriptionChanges(of: entry)
            entry.errorMessage = "Wrong password."
            XCTAssertEqual(changes.values.count, 1, "the first error is told (ATK does not tell a first description)")
            entry.errorMessage = "There is no account with that username."
            XCTAssertEqual(changes.values.count, 2, "and the next")
            entry.destroy()
        }
    }

    func testAnEntryWithAnErrorIsAnInvalidEntryForScreenReadersAndNoOtherWidgetIs() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let entry = Entry(), other = Entry()
            let changes = stateChanges(of: entry, named: "invalid-entry")
            let statesBefore = Self.accessibleStates(of: other)
            entry.errorMessage = "Type the card holder's name."
            XCTAssertTrue(Self.accessibleStates(of: entry).contains(ATK_STATE_INVALID_ENTRY))
            XCTAssertTrue(Self.accessibleStates(of: entry).contains(ATK_STATE_EDITABLE), "the entry's own states stay")
            XCTAssertEqual(changes.values, [true], "a screen reader is told at once")
            entry.errorMessage = "Type the name as on the card."
            XCTAssertEqual(changes.values, [true], "a new message is no new state")
            XCTAssertEqual(Self.accessibleStates(of: other), statesBefore, "an entry without an error is unchanged")
            let spinButton = SpinButton(range: 1...5, value: 1)
            XCTAssertFalse(Self.accessibleStates(of: spinButton).contains(ATK_STATE_INVALID_ENTRY))
            XCTAssertTrue(Self.accessibleStates(of: spinButton).contains(ATK_STATE_EDITABLE))
            entry.errorMessage = nil
            XCTAssertFalse(Self.accessibleStates(of: entry).contains(ATK_STATE_INVALID_ENTRY))
            XCTAssertEqual(changes.values, [true, false])
            [entry, other, spinButton].forEach { $0.destroy() }
        }
    }

    func testARequiredFieldIsSaidToBeRequiredAndTheChangeIsTold() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let entry = Entry(), chooser = ComboBoxText(), text = TextView(), other = Entry()
            let changes = stateChanges(of: entry, named: "required")
            let statesBefore = Self.accessibleStates(of: other)
            for field in [entry, chooser, text] as [Widget] {
                XCTAssertFalse(field.isRequired || Self.accessibleStates(of: field).contains(ATK_STATE_REQUIRED))
                field.isRequired = true
                XCTAssertTrue(field.isRequired && Self.accessibleStates(of: field).contains(ATK_STATE_REQUIRED),
                              "a screen reader says “required” with it")
            }
            XCTAssertTrue(Self.accessibleStates(of: entry).contains(ATK_STATE_EDITABLE), "the entry's own states stay")
            XCTAssertEqual(changes.values, [true], "a screen reader is told at once")
            entry.isRequired = true
            XCTAssertEqual(changes.values, [true], "no change, nothing told")
            XCTAssertEqual(Self.accessibleStates(of: other), statesBefore, "a field not required is unchanged")
            entry.isRequired = false
            XCTAssertFalse(Self.accessibleStates(of: entry).contains(ATK_STATE_REQUIRED))
            XCTAssertEqual(changes.values, [true, false])
            [entry, chooser, text, other].forEach { $0.destroy() }
        }
    }

    func testALabelNamesTheTextFieldItsMnemonicFocusesUnlessTheFieldHasAName() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let street = Entry(), search = Entry(), label = Label(), other = Label()
            search.accessibleName = "Search products"
            label.setTextWithMnemonic("_Street")
            label.mnemonicWidget = street
            other.setTextWithMnemonic("_Find")
            other.mnemonicWidget = search
            XCTAssertEqual(street.accessibleName, "Street", "named as the label reads, without the mnemonic's mark")
            XCTAssertEqual(search.accessibleName, "Search products", "a name of its own is kept")
            XCTAssertTrue(label.mnemonicWidget === street || label.mnemonicWidget?.widget == street.widget)
            [street, search, label, other].forEach { $0.destroy() }
        }
    }

    func testAScreenReaderReadingAWidgetThatIsGoneHearsItIsDefunct() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            // A screen reader may hold an accessible for a while after its widget is destroyed
            // (a row removed from the cart); GTK 3's own entries, labels, buttons and windows
            // then reported no states at all, and the accessibility bridge logged criticals.
            let made: [(String, () -> UnsafeMutablePointer<GtkWidget>)] = [
                ("entry", { gtk_entry_new() }), ("spin button", { gtk_spin_button_new_with_range(1, 9, 1) }),
                ("search entry", { gtk_search_entry_new() }), ("label", { gtk_label_new("Total") }),
                ("button", { gtk_button_new_with_label("Remove") }), ("toggle button", { gtk_toggle_button_new() }),
                ("menu button", { gtk_menu_button_new() }), ("window", { gtk_window_new(GTK_WINDOW_TOPLEVEL) }),
            ]
            for (name, make) in made {
                let widget = make()
                g_object_ref_sink(widget)
                let accessible = gtk_widget_get_accessible(widget)
                g_object_ref(accessible)
                defer { g_object_unref(accessible) }
                gtk_widget_destroy(widget)
                g_object_unref(widget)
                let states = atk_object_ref_state_set(accessible)
                XCTAssertNotNil(states, "states, for a \(name) gone")
                guard let states else { continue }
                XCTAssertTrue(atk_state_set_contains_state(states, ATK_STATE_DEFUNCT) != 0, "defunct, for a \(name) gone")
                g_object_unref(states)
            }
        }
    }

    func testAnEntrysPlaceholderStaysWhileItHasTheFocusUntilSomethingIsTyped() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let settings = gtk_settings_get_default()
            let blinks = cgtk_object_get_bool(settings, "gtk-cursor-blink")
            defer { cgtk_object_set_bool(settings, "gtk-cursor-blink", blinks) }
            cgtk_object_set_bool(settings, "gtk-cursor-blink", 0)  // the same cursor in every picture
            let window = Window(title: "Expiry")
            defer { window.destroy() }
            let entry = Entry(placeholder: "MM/YY")
            window.add(entry)
            window.showAll()
            window.present()  // the active window: its focus widget has the keyboard's focus
            waitFor("the window shown") { window.isMapped }
            /// The columns of the pixels the hint changes.
            @MainActor func columnsTheHintChanges() -> [Int] {
                let hinted = renderedPixels(of: entry)
                entry.placeholder = nil
                defer { entry.placeholder = "MM/YY" }
                let width = Int(gtk_widget_get_allocated_width(entry.widget))
                return zip(hinted, renderedPixels(of: entry)).enumerated().filter { $0.element.0 != $0.element.1 }
                    .map { $0.offset % width }
            }
            XCTAssertGreaterThan(columnsTheHintChanges().count, 50, "without the focus, GTK draws the hint")
            entry.grabFocus()
            waitFor("the entry focused") { entry.hasFocus }
            XCTAssertGreaterThan(columnsTheHintChanges().count, 50, "with the focus too, as the user begins to type")
            gtk_entry_set_alignment(entry.entry, 1)
            let middle = Int(gtk_widget_get_allocated_width(entry.widget)) / 2
            XCTAssertGreaterThan(columnsTheHintChanges().min() ?? 0, middle, "aligned as the entry's text is")
            entry.text = "1"
            XCTAssertEqual(columnsTheHintChanges(), [], "once something is typed, the hint goes")
        }
    }

    func testLinesPastedIntoAnEntryBecomeOneLineJoinedBySpaces() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Search")
            defer { window.destroy() }
            let entry = SearchEntry(placeholder: "Search")
            window.add(entry)
            window.showAll()
            window.present()
            entry.grabFocus()
            waitFor("the entry focused") { entry.hasFocus }
            entry.text = "lamp "
            entry.cursorPosition = -1
            let clipboard = gtk_widget_get_clipboard(entry.widget, gdk_atom_intern("CLIPBOARD", 0))
            gtk_clipboard_set_text(clipboard, "\r\nAurora\r\n\nDesk\n", -1)
            sendKey(GDK_KEY_v, modifiers: GDK_CONTROL_MASK, to: window)
            waitFor("the paste received") { entry.text != "lamp " }
            XCTAssertEqual(entry.text, "lamp Aurora Desk", "each run of line ends one space, none at the ends")
            XCTAssertEqual(entry.cursorPosition, 16, "the cursor after what was pasted")
            entry.text = "one\ntwo"
            XCTAssertEqual(entry.text, "one two", "text set by code is joined too")
        }
    }

    func testASpinButtonSaysWhatItRefusedAndKeepsTheNumberALetterWasTypedOver() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let (window, spinButton) = Self.showQuantity()
            defer { window.destroy() }
            var refused: [String] = []
            var places: [String] = []  // "before|after"
            spinButton.onTextRefused {
                refused.append($0.text)
                places.append($0.textBefore + "|" + $0.textAfter)
            }
            let editable = OpaquePointer(spinButton.widget)
            var position: gint = 1
            gtk_editable_insert_text(editable, "2 items", -1, &position)  // as a paste does
            XCTAssertEqual(refused, ["2 items"])
            XCTAssertEqual(places, ["4|"], "typed after the 4")
            XCTAssertEqual(spinButton.text, "4", "GTK refuses it whole")
            gtk_editable_insert_text(editable, "2", -1, &position)
            XCTAssertEqual(refused, ["2 items"], "digits are no news")
            XCTAssertEqual(spinButton.text, "42", "typed, not yet taken as the value")

            spinButton.grabFocus()  // selects the number, as tabbing in does
            gtk_editable_select_region(editable, 0, -1)
            sendKey(GDK_KEY_x, to: window)
            XCTAssertEqual(refused, ["2 items", "x"])
            XCTAssertEqual(spinButton.text, "42", "the text typed over stays, not an empty field")
            XCTAssertEqual(Self.selection(of: editable), 0..<2, "selected, as it was")
            XCTAssertEqual(places.last, "|", "typed over the whole number, between nothing")
            sendKey(GDK_KEY_a, modifiers: GDK_CONTROL_MASK, to: window)
            XCTAssertEqual(refused.count, 2, "shortcuts are not typing")
            sendKey(GDK_KEY_7, to: window)
            XCTAssertEqual(spinButton.text, "7", "so the next digit replaces it")

            gtk_clipboard_set_text(gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)), "3 mugs", -1)
            gtk_editable_select_region(editable, 0, -1)
            gtk_editable_paste_clipboard(editable)  // Ctrl+V over the selected number
            XCTAssertTrue(pumpUntil { refused.last == "3 mugs" }, "a refused paste is said too")
            XCTAssertEqual(places.last, "|", "pasted over the whole number")
            XCTAssertEqual(spinButton.text, "7", "and the number it would have replaced stays")
            XCTAssertTrue(pumpUntil { Self.selection(of: editable) == 0..<1 }, "selected, as it was")
            sendKey(GDK_KEY_8, to: window)
            XCTAssertEqual(spinButton.text, "8")
            gtk_editable_set_position(editable, 0)
            sendKey(GDK_KEY_period, to: window)
            XCTAssertEqual(places.last, "|8", "typed before the 8")

            gtk_editable_select_region(editable, 0, -1)
            sendKey(GDK_KEY_BackSpace, to: window)
            sendKey(GDK_KEY_x, to: window)
            XCTAssertEqual(spinButton.text, "", "a field the user emptied stays empty")
            XCTAssertEqual(refused.count, 5)

            let decimals = SpinButton(gtk_spin_button_new_with_range(0, 10, 0.5))
            gtk_spin_button_set_digits(decimals.spinButton, 1)
            var decimalsRefused: [String] = []
            decimals.onTextRefused { decimalsRefused.append($0.text) }
            position = 0
            gtk_editable_insert_text(OpaquePointer(decimals.widget), ".", -1, &position)
            XCTAssertEqual(decimalsRefused, [], "only a spin button for whole numbers reports")
            decimals.destroy()
        }
    }

    func testASpinButtonTakesTheDigitsOfOtherScriptsAsTheirNumbers() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let (window, spinButton) = Self.showQuantity()
            defer { window.destroy() }
            var refused: [String] = []
            spinButton.onTextRefused { refused.append($0.text) }
            spinButton.grabFocus()
            gtk_editable_select_region(OpaquePointer(spinButton.widget), 0, -1)
            sendKey(Int32(gdk_unicode_to_keyval(0x663)), to: window)  // ٣, Arabic-Indic three
            XCTAssertEqual(spinButton.text, "3", "GTK read none of it, and dropped it without a word")
            sendKey(Int32(gdk_unicode_to_keyval(0x967)), to: window)  // १, Devanagari one
            sendKey(GDK_KEY_Return, to: window)
            XCTAssertEqual(spinButton.value, 31)
            var position: gint = 0
            gtk_editable_select_region(OpaquePointer(spinButton.widget), 0, -1)
            gtk_editable_delete_selection(OpaquePointer(spinButton.widget))
            gtk_editable_insert_text(OpaquePointer(spinButton.widget), "١٢", -1, &position)  // as a paste does
            XCTAssertEqual(spinButton.text, "12")
            XCTAssertEqual(position, 2, "the cursor after what went in")
            gtk_editable_insert_text(OpaquePointer(spinButton.widget), "٣ mugs", -1, &position)
            XCTAssertEqual(refused, ["٣ mugs"], "digits among words are refused, as ASCII ones are")
            XCTAssertEqual(spinButton.text, "12")
        }
    }

    /// A window showing a quantity: a spin button for 1 to 500, at 4.
    @MainActor
    private static func showQuantity() -> (Window, SpinButton) {
        let window = Window(title: "Quantity")
        let spinButton = SpinButton(range: 1...500, value: 4)
        window.add(spinButton)
        window.showAll()
        return (window, spinButton)
    }

    /// The selected range of `editable`, if any.
    @MainActor
    private static func selection(of editable: OpaquePointer) -> Range<gint>? {
        var start: gint = 0, end: gint = 0
        guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else { return nil }
        return start..<end
    }

    /// The states `widget`'s accessible reports, as a screen reader asks for them.
    @MainActor
    private static func accessibleStates(of widget: Widget) -> [AtkStateType] {
        let states = atk_object_ref_state_set(gtk_widget_get_accessible(widget.widget))
        defer { g_object_unref(states) }
        let all = (ATK_STATE_INVALID.rawValue..<ATK_STATE_LAST_DEFINED.rawValue).map { AtkStateType(rawValue: $0) }
        return all.filter { atk_state_set_contains_state(states, $0) != 0 }
    }

    func testShiftTabUpToAButtonBesideAHeadingShowsTheWholeHeadingFromThePagesTop() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Sections")
            defer { window.destroy() }
            let heading = Label("A heading\nthree lines tall\nbeside its button")
            let headingButton = Button(label: "Write")
            headingButton.valign = .center
            let header = Box(orientation: .horizontal, spacing: 12)
            [heading, headingButton].forEach(header.append)
            let column = Box(orientation: .vertical, spacing: 12)
            column.setMargins(24)
            column.append(header)
            let rows = (1...12).map { Button(label: "Row \($0)") }
            rows.forEach { $0.setSizeRequest(width: 100, height: 60) }
            rows.forEach(column.append)
            let scrolled = ScrolledWindow(child: Clamp(column, maximumWidth: 400))
            scrolled.showsFocusedSectionsWhole(of: column)
            window.add(scrolled)
            window.setDefaultSize(width: 300, height: 300)
            window.showAll()
            waitFor("laid out") { rows[11].isMapped && gtk_widget_get_allocated_height(rows[11].widget) == 60 }
            let page = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(scrolled.scrolledWindow))
            activateForKeyboard(window)
            rows[11].grabFocus()
            headingButton.grabFocus()  // by code: only as far as GTK scrolls, to the button
            XCTAssertGreaterThan(gtk_adjustment_get_value(page), 24, "the button's top, below the margin and heading's")
            rows[11].grabFocus()
            XCTAssertGreaterThan(gtk_adjustment_get_value(page), 300)
            rows[0].grabFocus()
            sendKey(Int32(GDK_KEY_Tab), modifiers: GDK_SHIFT_MASK, to: window)
            XCTAssertTrue(headingButton.isFocus)
            XCTAssertEqual(gtk_adjustment_get_value(page), 0, "the page's top: the heading and its margin whole")
            rows[0].grabFocus()
            for _ in 1...11 { sendKey(Int32(GDK_KEY_Tab), to: window) }
            XCTAssertTrue(rows[11].isFocus)
            XCTAssertEqual(gtk_adjustment_get_value(page) + gtk_adjustment_get_page_size(page),
                           gtk_adjustment_get_upper(page), "the last: the page's bottom, its margin shown")
        }
    }

    /// GTK 3 lets a press on an entry's frame and padding through to the row (17 of a cart
    /// quantity's 45 pixels): the row took the focus, and the digits typed next went nowhere.
    func testAPressBesideTheTextOfASpinButtonInAListRowFocusesTheSpinButton() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Rows")
            defer { window.destroy() }
            let list = ListBox(selectionMode: .none)
            let quantity = SpinButton(range: 1...10, value: 2)
            quantity.widthChars = 3
            let box = Box(orientation: .horizontal, spacing: 6)
            box.setMargins(12)
            [Label("Mug"), quantity].forEach(box.append)
            list.append(ListBoxRow(child: box))
            window.add(list)
            window.showAll()
            waitFor("shown") { quantity.isMapped }
            var (x, y): (Int32, Int32) = (0, 0)
            gtk_widget_translate_coordinates(quantity.widget, list.widget, 0, 0, &x, &y)
            let middle = Double(y + gtk_widget_get_allocated_height(quantity.widget) / 2)
            sendClick(to: list, at: (Double(x) + 2, middle))  // on its frame, left of the text
            XCTAssertTrue(quantity.isFocus, "the quantity, not its row, has the focus")
            sendClick(to: list, at: (Double(x) - 4, middle))  // beside it
            XCTAssertFalse(quantity.isFocus, "a press on the row itself is the row's")
        }
    }

    func testTheMouseWheelOverASpinButtonOrAComboBoxScrollsThePageAndChangesNoValue() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Wheel")
            defer { window.destroy() }
            let quantity = SpinButton(range: 1...10, value: 5)
            let choice = ComboBoxText()
            ["One", "Two", "Three"].forEach { choice.append($0, id: $0) }
            choice.activeID = "Two"
            let column = Box(orientation: .vertical, spacing: 0)
            [quantity, choice].forEach(column.append)
            let filler = Box(orientation: .vertical, spacing: 0)
            filler.setSizeRequest(width: 100, height: 2_000)  // a page taller than the window
            column.append(filler)
            let scrolled = ScrolledWindow(child: column)
            window.add(scrolled)
            window.setDefaultSize(width: 300, height: 300)
            window.showAll()
            waitFor("laid out") { quantity.isMapped && gtk_widget_get_allocated_height(choice.widget) > 1 }
            let page = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled.widget))
            // The combo box's pointer events arrive through its button.
            let choiceButton = try XCTUnwrap(descendants(of: choice).first { isInstance($0.widget, of: gtk_toggle_button_get_type()) })
            for (widget, name) in [(quantity as Widget, "spin button"), (choiceButton, "combo box")] {
                let before = gtk_adjustment_get_value(page)
                sendScroll(GDK_SCROLL_DOWN, to: widget)
                XCTAssertGreaterThan(gtk_adjustment_get_value(page), before, "the page scrolled under the \(name)")
                XCTAssertEqual(quantity.value, 5, "the wheel changes no quantity")
                XCTAssertEqual(choice.activeID, "Two", "nor a choice")
            }
            quantity.grabFocus()
            sendKey(Int32(GDK_KEY_Up), to: window)
            XCTAssertEqual(quantity.value, 6, "the keyboard still does")
        }
    }

    func testADescriptionThatGoesAwayIsToldToScreenReadersAsEmptyUnlessATooltipTakesOver() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let button = Button(label: "Continue")
            let accessible = gtk_widget_get_accessible(button.widget)
            button.accessibleDescription = "Type the street."
            button.accessibleDescription = nil
            // at-spi2-atk passes a description change on only when the new one is not NULL.
            XCTAssertEqual(atk_object_get_description(accessible).map { String(cString: $0) }, "",
                           "screen readers hear that the old words are gone")
            XCTAssertNil(button.accessibleDescription, "and it is none")
            button.tooltip = "Go on to the payment"
            XCTAssertEqual(button.accessibleDescription, "Go on to the payment", "a tooltip describes it again")
            button.accessibleDescription = "Type the street."
            button.accessibleDescription = nil
            XCTAssertEqual(button.accessibleDescription, "Go on to the payment", "and takes over when one goes")

            let continueButton = Button(label: "Continue")  // described by its tooltip alone
            let changes = descriptionChanges(of: continueButton)
            continueButton.disabledReason = "Enter the expiry date as MM/YY."
            XCTAssertEqual(continueButton.accessibleDescription, "Enter the expiry date as MM/YY.")
            XCTAssertGreaterThan(changes.values.count, 0, "screen readers hear of the reason (GTK tells them)")
            let changesBefore = changes.values.count
            continueButton.disabledReason = nil
            XCTAssertGreaterThan(changes.values.count, changesBefore, "and of the reason going")
            XCTAssertNil(continueButton.accessibleDescription)
            let changesOnceGone = changes.values.count
            continueButton.disabledReason = nil  // as a view refreshing at each key does
            XCTAssertEqual(changes.values.count, changesOnceGone, "no news is not told again")
            XCTAssertEqual(atk_object_get_description(gtk_widget_get_accessible(continueButton.widget))
                .map { String(cString: $0) }, "", "as an empty description, which at-spi2-atk passes on")
            [button, continueButton].forEach { $0.destroy() }
        }
    }

    func testATooltipThatSaysTheButtonsNameIsNotSaidAgainAsItsDescription() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let dismiss = Button(iconName: "window-close-symbolic")
            dismiss.accessibleName = "Dismiss"
            dismiss.tooltip = "Dismiss"  // for the mouse, over an icon
            XCTAssertNil(dismiss.accessibleDescription, "“Dismiss, button”, not “Dismiss, button, Dismiss”")
            XCTAssertEqual(dismiss.tooltip, "Dismiss")
            dismiss.tooltip = "Dismiss (Escape)"
            XCTAssertEqual(dismiss.accessibleDescription, "Dismiss (Escape)", "a tooltip that says more describes it")
            dismiss.destroy()
        }
    }

    func testADisabledButtonSaysWhyOnHoverAndToScreenReadersAndNothingOnceEnabled() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let button = Button(label: "Continue")
            button.disabledReason = "Type the street."
            XCTAssertFalse(button.isSensitive)
            XCTAssertEqual(button.tooltip, "Type the street.")
            XCTAssertEqual(button.accessibleDescription, "Type the street.")
            XCTAssertEqual(button.disabledReason, "Type the street.")
            button.disabledReason = nil
            XCTAssertTrue(button.isSensitive)
            XCTAssertNil(button.tooltip, "an enabled button keeps no stale reason")
            XCTAssertNil(button.disabledReason)
            button.destroy()
        }
    }

    func testAnAnnouncementReachesScreenReaders() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let label = Label("Only 3 left")
            let announcements = AnnouncementRecorder()
            label.announce("Only 3 items of Aurora Headphones are in stock.")
            label.announce("Saved.")
            XCTAssertEqual(announcements.messages, ["Only 3 items of Aurora Headphones are in stock.", "Saved."])
            label.destroy()
        }
    }

    func testAWrappingLabelBreaksAWordTooLongForALineInsteadOfWideningTheWindow() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let label = Label(String(repeating: "W", count: 300))  // a title typed without a space
            label.isVisible = true  // (a hidden widget asks for no width at all)
            var (minimum, natural): (Int32, Int32) = (0, 0)
            gtk_widget_get_preferred_width(label.widget, &minimum, &natural)
            let oneLine = minimum
            label.wraps = true
            gtk_widget_get_preferred_width(label.widget, &minimum, &natural)
            XCTAssertLessThan(minimum, oneLine / 20, "the word breaks: a window can stay narrow")
        }
    }

    func testAFocusRingShowsWhereAFocusableContainerHasTheKeyboardFocus() throws {
        try onMainActor { try Self.mainFocusRing() }
    }

    @MainActor
    private static func mainFocusRing() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let window = Window(title: "Focus")
        let column = Box(orientation: .vertical, spacing: 6)
        column.setMargins(24)  // room beside the content for the ring, as a page has
        let (plain, ringed) = (Box(orientation: .vertical, spacing: 0), Box(orientation: .vertical, spacing: 0))
        let (plainText, ringedText) = (Label("Plain"), Label("Ringed"))
        for (page, text) in [(plain, plainText), (ringed, ringedText)] {
            page.canFocus = true
            page.append(text)
            column.append(page)
        }
        ringed.addFocusRing()
        let button = Button(label: "Elsewhere")
        column.append(button)
        window.add(column)
        window.showAll()
        waitFor("the window on screen") { window.isMapped }
        let left = { (label: Label) -> Int32 in
            var (x, y): (Int32, Int32) = (0, 0)
            gtk_widget_translate_coordinates(label.widget, window.widget, 0, 0, &x, &y)
            return x
        }
        XCTAssertEqual(left(ringedText), left(plainText), "the ring takes no room across: the texts line up")
        activateForKeyboard(window)
        button.grabFocus()
        let (plainAlone, ringedAlone) = (renderedPixels(of: plain), renderedPixels(of: ringed))
        let windowAlone = renderedPixels(of: window)
        XCTAssertFalse(ringedAlone.isEmpty)
        let changed = { (widget: Widget, before: [UInt32]) in zip(renderedPixels(of: widget), before).count { $0 != $1 } }
        plain.grabFocus()
        XCTAssertEqual(changed(plain, plainAlone), 0, "GTK draws no focus for a plain container")
        ringed.grabFocus()
        XCTAssertTrue(ringed.isFocus)
        XCTAssertGreaterThan(changed(ringed, ringedAlone), 40, "the ring shows where the focus is")
        let width = Int(gtk_widget_get_allocated_width(window.widget))
        let besideText = zip(renderedPixels(of: window), windowAlone).enumerated().count { index, pixels in
            index % width < Int(left(ringedText)) && pixels.0 != pixels.1
        }
        XCTAssertGreaterThan(besideText, 10, "its side is drawn in the space left of the text")
        button.grabFocus()
        XCTAssertEqual(changed(ringed, ringedAlone), 0, "and goes with it")
        window.destroy()
    }

    func testListBoxActivationAndSelection() throws { try onMainActor { try Self.mainListBoxActivationAndSelection() } }

    @MainActor
    private static func mainListBoxActivationAndSelection() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let list = ListBox()
        let rows = (0..<3).map { ListBoxRow(child: Label("Row \($0)")) }
        rows.forEach(list.append)
        list.append(Label("Wrapped by GTK"))
        XCTAssertTrue(list.row(at: 1) === rows[1])
        XCTAssertNotNil(list.row(at: 3))
        XCTAssertNil(list.row(at: 4))

        let activated = Recorder<Int32>()
        let selected = Recorder<Int32?>()
        list.onRowActivated { activated.record($0.index) }
        list.onRowSelected { selected.record($0?.index) }
        rows[2].activate()
        XCTAssertEqual(activated.values, [2])

        list.select(rows[1])
        XCTAssertTrue(list.selectedRow === rows[1])
        XCTAssertTrue(rows[1].isSelected)
        list.select(nil)
        XCTAssertNil(list.selectedRow)
        // Activating row 2 also selected it (single selection mode).
        XCTAssertEqual(selected.values, [2, 1, nil])
        list.selectionMode = .none
        XCTAssertEqual(list.selectionMode, .none)
    }

    func testHeaderBarStackSwitcherGridSpinnerImageScrolledWindow() throws { try onMainActor { try Self.mainHeaderBarStackSwitcherGridSpinnerImageScrolledWindow() } }

    @MainActor
    private static func mainHeaderBarStackSwitcherGridSpinnerImageScrolledWindow() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let window = Window(title: "Shop")
        let header = HeaderBar(title: "Shop")
        header.subtitle = "Cart"
        let back = Button(iconName: "go-previous-symbolic")
        back.accessibleName = "Back"
        header.packStart(back)
        header.packEnd(Spinner(active: true))
        window.setTitlebar(header)
        XCTAssertEqual(header.title, "Shop")
        XCTAssertEqual(header.subtitle, "Cart")
        XCTAssertTrue(header.showsCloseButton)
        XCTAssertTrue(back.parent === header)

        let stack = Stack()
        stack.addNamed(Label("a"), name: "a", title: "A")
        let switcher = StackSwitcher(stack: stack)
        header.setCustomTitle(switcher)
        XCTAssertEqual(gtk_header_bar_get_custom_title(header.headerBar), switcher.widget)
        XCTAssertEqual(gtk_stack_switcher_get_stack(switcher.stackSwitcher), stack.stack)

        let grid = Grid(rowSpacing: 4, columnSpacing: 8)
        let cell = Label("cell")
        grid.attach(cell, column: 1, row: 2)
        XCTAssertTrue(grid.child(column: 1, row: 2) === cell)
        XCTAssertNil(grid.child(column: 0, row: 0))
        XCTAssertEqual(grid.columnSpacing, 8)

        let spinner = Spinner()
        XCTAssertFalse(spinner.isActive)
        spinner.start()
        XCTAssertTrue(spinner.isActive)
        spinner.stop()
        XCTAssertFalse(spinner.isActive)

        let image = Image(iconName: "dialog-warning-symbolic", size: .dialog)
        XCTAssertEqual(image.iconName, "dialog-warning-symbolic")
        image.setIconName("edit-delete-symbolic")
        XCTAssertEqual(image.iconName, "edit-delete-symbolic")

        let scrolled = ScrolledWindow(child: grid)
        XCTAssertTrue(scrolled.vexpand)
        XCTAssertNotNil(grid.parent) // a viewport added by GTK, or the scrolled window
        window.add(scrolled)
        window.showAll()
        XCTAssertTrue(pumpUntil { header.isMapped })
        window.destroy()
    }
}

/// A scrolled page holding a heading, then a button further down, with room above, between and
/// below (a page's margin) to place the view's top edge across the heading.
@MainActor
private final class HeadingAboveButtonPage {
    let window = Window(title: "Scrolled")
    let heading: Label
    let button = Button(label: "Main Action")
    private let above = Box(orientation: .vertical, spacing: 0), between = Box(orientation: .vertical, spacing: 0)
    private let viewport: UnsafeMutablePointer<GtkWidget>
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>?

    /// The page in a window `windowSize` pixels square, laid out.
    init(heading: Label, windowSize: Int32) throws {
        self.heading = heading
        heading.style = .title
        let page = Box(orientation: .vertical, spacing: 0)
        let below = Box(orientation: .vertical, spacing: 0)
        below.setSizeRequest(width: -1, height: 100)
        [above, heading, between, button, below].forEach(page.append)
        let scrolled = ScrolledWindow(child: page)
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        window.add(scrolled)
        window.setDefaultSize(width: windowSize, height: windowSize)
        window.showAll()
        waitFor("laid out") { gtk_widget_get_allocated_height(scrolled.widget) > 1 }
        viewport = try XCTUnwrap(gtk_bin_get_child(cgtk_bin(scrolled.widget)))
        adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled.widget))
    }

    var pageHeight: Int32 { Int32(gtk_adjustment_get_page_size(adjustment)) }
    var headingHeight: Int32 { gtk_widget_get_allocated_height(heading.widget) }

    /// Leaves room below the heading such that showing the button, and no more, would put the
    /// top edge `offset` pixels from the heading's bottom; scrolls the button into view, and
    /// says where the edge and the heading's top then are, in the page.
    func scrollButtonIntoView(edgeInto offset: Int32) -> (edge: Double, headingTop: Double) {
        above.setSizeRequest(width: -1, height: 100)
        between.setSizeRequest(width: -1, height: pageHeight - gtk_widget_get_allocated_height(button.widget) - offset)
        waitFor("laid out again") { gtk_widget_get_allocated_height(self.above.widget) == 100 }
        button.scrollIntoView()
        let edge = gtk_adjustment_get_value(adjustment)
        return (edge, Double(top(of: heading)) + edge)
    }

    /// Whether the button is whole in the visible part of the page.
    var buttonIsInView: Bool {
        let y = top(of: button)
        return y >= 0 && y + gtk_widget_get_allocated_height(button.widget) <= pageHeight
    }

    /// Where `widget` is, from the visible part's top.
    private func top(of widget: Widget) -> Int32 {
        var x: gint = 0, y: gint = 0
        gtk_widget_translate_coordinates(widget.widget, viewport, 0, 0, &x, &y)
        return y
    }
}
