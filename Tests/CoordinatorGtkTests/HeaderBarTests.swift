import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class HeaderBarTests: XCTestCase {
    func testATitleLetNarrowerStaysSoAfterACustomTitleCameAndWent() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Titled")
            defer { window.destroy() }
            let bar = HeaderBar(title: "Write a Review", showsCloseButton: false)
            window.setTitlebar(bar)
            window.showAll()
            XCTAssertEqual(bar.titleMinimumChars, -1, "GTK's until set")
            let gtks = preferredWidths(of: bar).minimum
            bar.titleMinimumChars = 2
            let narrower = preferredWidths(of: bar).minimum
            XCTAssertLessThan(narrower, gtks, "two letters and an ellipsis rather than five")
            bar.setCustomTitle(Label("Tabs"))
            bar.setCustomTitle(nil)  // GTK makes a new title label, keeping five letters
            bar.title = "Write a Review"
            XCTAssertEqual(preferredWidths(of: bar).minimum, narrower)
            XCTAssertEqual(bar.titleMinimumChars, 2)
        }
    }
}
