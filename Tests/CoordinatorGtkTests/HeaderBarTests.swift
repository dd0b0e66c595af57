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
            let packed = Label("Packed")
            packed.addStyleClass("title")  // a label of the app's, styled as a title
            bar.packStart(packed)
            window.setTitlebar(bar)
            window.showAll()
            XCTAssertNil(bar.titleMinimumChars, "GTK's until set")
            let gtks = bar.preferredWidths.minimum
            bar.titleMinimumChars = 2
            let narrower = bar.preferredWidths.minimum
            XCTAssertLessThan(narrower, gtks, "two letters and an ellipsis rather than five")
            XCTAssertEqual(packed.widthChars, -1, "GTK's own title label, not one packed in the bar")
            bar.setCustomTitle(Label("Tabs"))
            bar.setCustomTitle(nil)  // GTK makes a new title label, keeping five letters
            bar.title = "Write a Review"
            XCTAssertEqual(bar.preferredWidths.minimum, narrower)
            XCTAssertEqual(bar.titleMinimumChars, 2)
            bar.titleMinimumChars = nil
            XCTAssertEqual(bar.preferredWidths.minimum, gtks, "GTK's five letters again")
        }
    }
}
