import CGtk
import CoordinatorGtk
import CoordinatorKit
import XCTest

/// Takes screenshots of a pushed page and of a modal on the X display, as a person would see
/// them. They go to `$SCREENSHOT_DIR` when it is set (to look at), else to a temporary file.
final class ScreenshotTests: XCTestCase {
    func testScreenshotsOfAPushedPageAndAModal() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestSupport.setUp(), "no display")
            GtkTestSupport.setAnimationsEnabled(false)
            defer { GtkTestSupport.setAnimationsEnabled(true) }
            let fixture = NavigatorFixture()
            let home = PagesCoordinator("home")
            runTask { await fixture.host.start(root: home) }
            runTask { await home.flow!.router.push(PageScreen("details")) }
            drainEvents()
            try Self.saveScreen(as: "navigator-pushed-page.png")
            runTask { await home.flow!.router.present(PageScreen("edit")) }
            let dialog = try XCTUnwrap(fixture.navigator.dialog(for: "modal-1"))
            waitFor("the dialog on screen") { dialog.isMapped }
            drainEvents()
            try Self.saveScreen(as: "navigator-modal.png")
        }
    }

    /// Saves the whole X screen as a PNG and checks it is not blank.
    @MainActor
    private static func saveScreen(as name: String) throws {
        let root = try XCTUnwrap(gdk_get_default_root_window())
        let width = gdk_window_get_width(root), height = gdk_window_get_height(root)
        let pixbuf = try XCTUnwrap(gdk_pixbuf_get_from_window(root, 0, 0, width, height))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let directory = ProcessInfo.processInfo.environment["SCREENSHOT_DIR"] ?? NSTemporaryDirectory()
        let path = (directory as NSString).appendingPathComponent(name)
        var error: UnsafeMutablePointer<GError>?
        XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error), 0, "saving \(path)")
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        XCTAssertGreaterThan(size, 5_000, "a blank screen compresses to almost nothing")
    }
}
