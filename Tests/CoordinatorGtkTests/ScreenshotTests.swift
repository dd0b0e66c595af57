import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import CoordinatorKit
import XCTest

/// Takes screenshots of a pushed page and of a modal on the X display, as a person would see
/// them. They go to `$SCREENSHOT_DIR` when it is set (to look at), else to a temporary file.
final class ScreenshotTests: XCTestCase {
    func testScreenshotsOfAPushedPageAndAModal() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            GtkTestEnvironment.setAnimationsEnabled(false)
            defer { GtkTestEnvironment.setAnimationsEnabled(true) }
            let fixture = NavigatorFixture()
            let home = PagesCoordinator("home")
            runTask { await fixture.host.start(root: home) }
            runTask { await home.flow!.router.push(PageScreen("details")) }
            drainEvents()
            saveScreenshot("navigator-pushed-page.png", of: fixture.window)
            runTask { await home.flow!.router.present(PageScreen("edit")) }
            let dialog = try XCTUnwrap(fixture.navigator.dialog(for: "modal-1"))
            waitFor("the dialog on screen") { dialog.isMapped }
            drainEvents()
            saveScreenshot("navigator-modal.png", of: fixture.window)
        }
    }
}
