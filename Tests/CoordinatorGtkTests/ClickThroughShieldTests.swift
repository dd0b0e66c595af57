import CGtk
@testable import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

/// What ``ClickThroughShield`` drops of the mouse presses GDK hands over after a click
/// navigated: the rest of its burst, landing on what the navigation put under the pointer.
/// Each test clicks at a spot of its own: a press elsewhere ends an earlier test's burst.
final class ClickThroughShieldTests: XCTestCase {
    func testTheRestOfABurstIsDroppedWhereTheNavigationPutSomethingElseUnderThePointer() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let (row, addToCart) = (Window(title: "Row"), Window(title: "Add to Cart"))
            defer { [row, addToCart].forEach { $0.destroy() } }
            XCTAssertFalse(Presses.drops(in: row, at: 10), "the click that opens the product")
            ClickThroughShield.arm()  // its page comes, Add to Cart under the pointer
            XCTAssertTrue(Presses.drops(in: addToCart, at: 10), "the second click of the double click")
            XCTAssertTrue(Presses.drops(in: addToCart, at: 10), "and the third")
            XCTAssertFalse(Presses.drops(in: addToCart, at: 200), "a press elsewhere goes through")
        }
    }

    func testTwoQuickClicksOnBackStillThereGoBackTwoPages() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let back = Window(title: "Back")
            defer { back.destroy() }
            XCTAssertFalse(Presses.drops(in: back, at: 400))
            ClickThroughShield.arm()  // a page back, Back still there
            XCTAssertFalse(Presses.drops(in: back, at: 400), "Back pressed again goes back again (Files, Settings)")
            ClickThroughShield.arm()
            let headerBar = Window(title: "Header bar")  // Back gone on the first page: the bare header bar
            defer { headerBar.destroy() }
            XCTAssertTrue(Presses.drops(in: headerBar, at: 400), "not a double click on the header bar (it maximizes)")
        }
    }

    func testAnotherButtonRightAfterAClickThatNavigatedGoesThrough() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let (row, page) = (Window(title: "Row"), Window(title: "Product"))
            defer { [row, page].forEach { $0.destroy() } }
            XCTAssertFalse(Presses.drops(in: row, at: 800))
            ClickThroughShield.arm()
            XCTAssertFalse(Presses.drops(in: page, at: 800, button: 8), "the mouse's back button, a moment later, goes back")
            XCTAssertFalse(Presses.drops(in: page, at: 800), "and ended the burst")
        }
    }
}

/// Mouse presses (with their releases), made as GDK makes them, handed to ``ClickThroughShield``.
@MainActor
private enum Presses {
    /// Whether the shield drops a press of `button` at `x` (root coordinates) in `window`'s GDK
    /// window, now; its release goes the same way.
    static func drops(in window: Window, at x: Double, button: UInt32 = 1) -> Bool {
        gtk_widget_realize(window.widget)
        let dropped = [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE].map { type in
            let event = gdk_event_new(type)!
            defer { gdk_event_free(event) }
            event.pointee.button.window = gtk_widget_get_window(window.widget)
            g_object_ref(UnsafeMutableRawPointer(event.pointee.button.window))  // the event's own
            event.pointee.button.button = button
            (event.pointee.button.x_root, event.pointee.button.y_root) = (x, 10)
            return ClickThroughShield.drops(event)
        }
        XCTAssertEqual(dropped[0], dropped[1], "a press and its release go the same way")
        return dropped[0]
    }
}
