import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class LabelTests: XCTestCase {
    func testALabelKeepingItsWordsWholeFollowsItsTextAndTheTextSize() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            defer { resetTextScale() }
            let window = Window(title: "Words")
            defer { window.destroy() }
            let label = Label("Wireless headphones")
            label.wraps = true
            label.keepWordsWhole()
            window.add(label)
            window.showAll()
            @MainActor func leastWidth() -> Int32 {
                var width: gint = 0
                gtk_widget_get_size_request(label.widget, &width, nil)
                return width
            }
            let headphones = leastWidth()
            XCTAssertGreaterThan(headphones, 0)
            label.text = "A kettle"
            XCTAssertLessThan(leastWidth(), headphones, "as wide as “kettle” once the text changed")
            label.text = "Wireless headphones"
            XCTAssertEqual(leastWidth(), headphones)
            setTextScale(2)
            // A text size changed while the app runs: “headphones” would break at the old width.
            waitFor("as wide as “headphones” at twice the size") { leastWidth() > headphones * 3 / 2 }
        }
    }
}
