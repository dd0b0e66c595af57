import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

/// An app's own filter of GDK's events (``InputShields/addFilter(_:)``), in place of the one
/// event handler GDK has, which the shields hold.
final class InputShieldsTests: XCTestCase {
    func testAnAppsFilterSeesKeyPressesBeforeGtkAndDropsThoseItChooses() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Filter")
            let entry = Entry()
            window.add(entry)
            window.showAll()
            activateForKeyboard(window)
            entry.grabFocus()
            let seen = Recorder<UInt32>()
            // Filters stay for the process's life: this one does nothing once the test is over.
            InputShields.addFilter { [weak seen] event in
                guard let seen, event.pointee.type == GDK_KEY_PRESS else { return false }
                seen.record(event.pointee.key.keyval)
                return event.pointee.key.keyval == UInt32(GDK_KEY_x)
            }
            putKey(GDK_KEY_x, to: window)
            putKey(GDK_KEY_y, to: window)
            waitFor("the y typed") { entry.text == "y" }
            XCTAssertEqual(seen.values, [UInt32(GDK_KEY_x), UInt32(GDK_KEY_y)], "both seen, in order")
            XCTAssertEqual(entry.text, "y", "the x dropped before GTK had it")
            window.destroy()
        }
    }
}
