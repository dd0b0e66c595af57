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

    /// "Order SF-" at a line's end and "MK3Q9X2A" on the next read as two things.
    func testALabelKeepingItsWordsWholeKeepsAWordWithAHyphenOnOneLineInAnyStyle() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Words")
            defer { window.destroy() }
            let label = Label("Order SF-MK3Q9X2A")
            label.wraps = true
            label.style = .heading
            label.keepWordsWhole()
            window.add(label)
            window.showAll()
            for style in [Label.Style.heading, .title, .body] {
                label.style = style  // its attributes replaced
                // Laid out at each width from its longest word's to its whole text's.
                let layout = gtk_label_get_layout(label.label)
                var narrowest: gint = 0, widest: gint = 0
                gtk_widget_get_size_request(label.widget, &narrowest, nil)
                pango_layout_set_width(layout, -1)  // on one line
                pango_layout_get_pixel_size(layout, &widest, nil)
                XCTAssertGreaterThan(widest, narrowest)
                for width in stride(from: narrowest, through: widest, by: 2) {
                    pango_layout_set_width(layout, width * PANGO_SCALE)
                    let lines = lineTexts(of: layout)
                    XCTAssertTrue(lines == ["Order", "SF-MK3Q9X2A"] || lines == ["Order SF-MK3Q9X2A"],
                                  "\(lines) at \(width) px in \(style)")
                }
            }
        }
    }
}
