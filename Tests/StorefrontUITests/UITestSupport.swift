import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import FoundationEssentials
import Glibc
import StorefrontCore
import StorefrontUI
import XCTest

/// Shared set-up for the Storefront view tests: GTK, the GLib ↔ libdispatch bridge, services
/// on a fresh data folder, windows to show views in, loop pumping and screenshots.
@MainActor
enum UITest {
    private static var initialised: Bool?

    /// Initialises GTK and the main-queue bridge (once), with animations off; false when there
    /// is no display.
    static func setUp() -> Bool {
        if initialised == nil {
            initialised = GtkTestEnvironment.setUp()
            if initialised == true { GtkTestEnvironment.setAnimationsEnabled(false) }
        }
        return initialised ?? false
    }

    /// The repository's `Resources` folder (the catalog).
    static var resources: String {
        "/" + "\(#filePath)".split(separator: "/").dropLast(3).joined(separator: "/") + "/Resources"
    }

    /// A new empty data folder.
    static func makeTemporaryFolder() -> String {
        var template = Array("/tmp/storefront-ui-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    /// An environment with a fresh data folder and the repository's resources, plus `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let folder = makeTemporaryFolder()
        return ["XDG_DATA_HOME": folder, "HOME": folder, "STOREFRONT_RESOURCES": resources].merging(extra) { $1 }
    }

    /// A product service over the real catalog, loaded.
    static func loadedProducts(_ environment: [String: String] = environment()) -> ProductService {
        let service = ProductService(environment: environment)
        runTask { try? await service.load() }
        XCTAssertTrue(service.isLoaded, "the catalog loads")
        return service
    }
}

/// A main-actor mutable cell for observing callbacks.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A toplevel window with a header bar (title and the view's header-bar widgets), as the
/// navigator shows a page.
@MainActor
final class TestWindow {
    let window: Window
    let headerBar: HeaderBar
    let view: ScreenView

    init(_ view: ScreenView, title: String, width: Int32 = 900, height: Int32 = 680) {
        self.view = view
        window = Window(title: title)
        headerBar = HeaderBar(title: title, showsCloseButton: true)
        headerBar.titleMinimumChars = 3  // as the navigator's
        window.setTitlebar(headerBar)
        for widget in view.headerBarEnd.reversed() { headerBar.packEnd(widget) }
        window.setDefaultSize(width: width, height: height)
        view.root.accessibleName = title
        window.add(view.root)
        window.showAll()
        window.present()
        waitFor("the window on screen") { view.root.isMapped }
        view.initialFocus?.grabFocus()
        drainEvents()
    }

    /// Destroys the window.
    func close() {
        window.destroy()
        drainEvents()
    }
}

/// The accessible names of the widgets the focus lands on as `key` (with `modifiers`) is
/// pressed `times` times in `window`, as a screen reader says them.
@MainActor
func focusNames(in window: TestWindow, pressing key: Int32, modifiers: GdkModifierType = GdkModifierType(0),
                times: Int) -> [String] {
    (0..<times).map { _ in
        sendKey(key, modifiers: modifiers, to: window.window)
        drainEvents()
        return window.window.focusWidget?.accessibleName ?? "nothing"
    }
}

/// Where `widget` starts and ends vertically in `ancestor` (a page, a window), in pixels.
@MainActor
func verticalSpan(of widget: Widget, in ancestor: Widget) -> (top: Int32, bottom: Int32) {
    let y = origin(of: widget, in: ancestor).y
    return (y, y + gtk_widget_get_allocated_height(widget.widget))
}

/// Where `widget` starts and ends horizontally in `ancestor` (a page, a window), in pixels.
@MainActor
func horizontalSpan(of widget: Widget, in ancestor: Widget) -> (start: Int32, end: Int32) {
    let x = origin(of: widget, in: ancestor).x
    return (x, x + gtk_widget_get_allocated_width(widget.widget))
}

/// Where each line of `label`'s text ends, in pixels from the label's start.
@MainActor
func lineEnds(of label: Label) -> [Int32] {
    var offset: Int32 = 0, placed = GtkAllocation()
    gtk_label_get_layout_offsets(label.label, &offset, nil)
    gtk_widget_get_allocation(label.widget, &placed)
    offset -= placed.x  // both in the window the label draws in
    guard let lines = pango_layout_get_iter(gtk_label_get_layout(label.label)) else { return [] }
    defer { pango_layout_iter_free(lines) }
    var ends: [Int32] = []
    repeat {
        var line = PangoRectangle()
        pango_layout_iter_get_line_extents(lines, nil, &line)
        ends.append(offset + (line.x + line.width) / PANGO_SCALE)
    } while pango_layout_iter_next_line(lines) != 0
    return ends
}

/// The top left corner of `widget` in `ancestor`.
@MainActor
private func origin(of widget: Widget, in ancestor: Widget) -> (x: Int32, y: Int32) {
    var x: Int32 = 0, y: Int32 = 0
    gtk_widget_translate_coordinates(widget.widget, ancestor.widget, 0, 0, &x, &y)
    return (x, y)
}

/// Whether `widget` lies whole inside the height of `area`: on screen, not scrolled out of a
/// scrolled page or below the window's edge.
@MainActor
func isInView(_ widget: Widget, of area: Widget) -> Bool {
    let span = verticalSpan(of: widget, in: area)
    return span.top >= 0 && span.bottom <= gtk_widget_get_allocated_height(area.widget)
}


/// Shows the page `makeView()` makes at twice the text size in a window as narrow as a phone's
/// screen (the HIG's 360 px), once `isReady` holds: nothing holds the window wider, and no label
/// breaks a word or is cut short.
@MainActor
func checkWordsWholeInAPhonesWidthAtTwiceTheTextSize(title: String, _ makeView: () -> ScreenView,
                                                     isReady: () -> Bool = { true },
                                                     file: StaticString = #filePath, line: UInt = #line) {
    setTextScale(2)
    defer { resetTextScale() }
    let view = makeView()
    let window = TestWindow(view, title: title, width: 360, height: 640)
    defer { window.close() }
    waitFor("the page ready", isReady)
    waitForPaint(of: window.window)
    XCTAssertLessThanOrEqual(gtk_widget_get_allocated_width(view.root.widget), 360, "the page no wider", file: file, line: line)
    XCTAssertEqual(labelsBreakingWords(in: view.root), [], "words whole", file: file, line: line)
    XCTAssertEqual(ellipsizedLabels(in: view.root), [], "nothing cut short", file: file, line: line)
}
