import CGtk
import CoordinatorGtk
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

    /// Initialises GTK (once) and the main-queue bridge; false when there is no display.
    static func setUp() -> Bool {
        if initialised == nil {
            initialised = gtk_init_check(nil, nil) != 0
            if initialised == true {
                MainQueueBridge.install()
                cgtk_object_set_bool(gtk_settings_get_default(), "gtk-enable-animations", 0)
            }
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

/// Runs non-blocking iterations of the default GLib main context until `condition` holds or
/// `timeout` passes; returns whether it held. Never sleeps.
@MainActor
@discardableResult
func pumpUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline { return false }
        g_main_context_iteration(nil, 0)
    }
    return true
}

/// Dispatches pending GLib events without blocking (bounded).
@MainActor
func drainEvents(limit: Int = 500) {
    var iterations = 0
    while iterations < limit, g_main_context_iteration(nil, 0) != 0 { iterations += 1 }
}

/// Pumps until `condition` holds; fails the test if it never does.
@MainActor
func waitFor(_ what: String, timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line,
             _ condition: () -> Bool) {
    XCTAssertTrue(pumpUntil(timeout: timeout, condition), "timed out waiting for \(what)", file: file, line: line)
}

/// Runs `body` as a main-actor task and pumps the loop until it finished.
@MainActor
func runTask(timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line,
             _ body: @escaping @MainActor () async -> Void) {
    let finished = Box<Bool>(false)
    Task { @MainActor in
        await body()
        finished.value = true
    }
    let done = pumpUntil(timeout: timeout) { finished.value }
    XCTAssertTrue(done, "the task did not finish in time", file: file, line: line)
}

/// A main-actor mutable cell for observing callbacks.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs a test body on the main actor (XCTest on Linux cannot call `@MainActor` test methods).
func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
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

/// Whether `pointer` is an instance of `type` (`G_TYPE_CHECK_INSTANCE_TYPE` is a macro).
@MainActor
func isInstance(_ pointer: UnsafeMutablePointer<GtkWidget>, of type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(pointer)), type) != 0
}

/// Walks the widget tree under `widget` and returns every descendant (depth first).
@MainActor
func descendants(of widget: Widget) -> [Widget] {
    var result: [Widget] = []
    func visit(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        let wrapped = Widget.wrap(pointer)
        result.append(wrapped)
        guard isInstance(pointer, of: gtk_container_get_type()) else { return }
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        let callback: GtkCallback = { child, data in
            guard let child, let data else { return }
            data.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child)
        }
        withUnsafeMutablePointer(to: &children) { gtk_container_forall(cgtk_container(pointer), callback, $0) }
        children.forEach(visit)
    }
    visit(widget.widget)
    return result
}

/// The texts of every visible, mapped label under `widget`.
@MainActor
func visibleLabelTexts(in widget: Widget) -> [String] {
    descendants(of: widget).compactMap { child in
        guard isInstance(child.widget, of: gtk_label_get_type()), child.isMapped else { return nil }
        return String(cString: gtk_label_get_text(cgtk_label(child.widget)))
    }
}

/// The mapped labels under `widget` whose text is cut with an ellipsis.
@MainActor
func ellipsizedLabels(in widget: Widget) -> [String] {
    descendants(of: widget).compactMap { child in
        guard isInstance(child.widget, of: gtk_label_get_type()), child.isMapped,
              let layout = gtk_label_get_layout(cgtk_label(child.widget)),
              pango_layout_is_ellipsized(layout) != 0 else { return nil }
        return String(cString: gtk_label_get_text(cgtk_label(child.widget)))
    }
}

/// Saves the whole X screen as a PNG in `$SCREENSHOT_DIR` (or a temporary folder) and
/// checks it is not blank; returns the path.
@MainActor
@discardableResult
func saveScreenshot(_ name: String, of window: Window, file: StaticString = #filePath, line: UInt = #line) -> String? {
    waitForPaint(of: window)
    guard let root = gdk_get_default_root_window() else {
        XCTFail("no root window", file: file, line: line)
        return nil
    }
    let width = gdk_window_get_width(root), height = gdk_window_get_height(root)
    guard let pixbuf = gdk_pixbuf_get_from_window(root, 0, 0, width, height) else {
        XCTFail("no pixels", file: file, line: line)
        return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let directory = ProcessInfo.processInfo.environment["SCREENSHOT_DIR"] ?? "/tmp"
    let path = directory + "/" + name
    var error: UnsafeMutablePointer<GError>?
    XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error), 0, "saving \(path)",
                      file: file, line: line)
    if let error { g_error_free(error) }
    return path
}

/// Pumps until `window` has painted two new frames, so that what it shows on the X screen is
/// up to date (GTK paints on its frame clock, not when a property changes).
@MainActor
func waitForPaint(of window: Window) {
    drainEvents()
    guard let clock = gtk_widget_get_frame_clock(window.widget) else { return }
    for _ in 0..<2 {
        let start = gdk_frame_clock_get_frame_counter(clock)
        gtk_widget_queue_draw(window.widget)
        waitFor("a new frame") { gdk_frame_clock_get_frame_counter(clock) > start }
    }
    gdk_display_sync(gdk_display_get_default())
    drainEvents()
}

/// Sends a real key press (through GTK's event dispatch) to `window`.
@MainActor
func sendKey(_ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0), to window: Window) {
    guard let gdkWindow = gtk_widget_get_window(window.widget) else { return XCTFail("window not realized") }
    let event = gdk_event_new(GDK_KEY_PRESS)!
    event.pointee.key.window = gdkWindow
    g_object_ref(UnsafeMutableRawPointer(gdkWindow))
    event.pointee.key.send_event = 1
    event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
    event.pointee.key.keyval = UInt32(keyval)
    event.pointee.key.state = modifiers.rawValue
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    let keymap = gdk_keymap_get_for_display(gdk_display_get_default())
    if gdk_keymap_get_entries_for_keyval(keymap, UInt32(keyval), &keys, &count) != 0, let keys, count > 0 {
        event.pointee.key.hardware_keycode = UInt16(keys[0].keycode)
        event.pointee.key.group = UInt8(keys[0].group)
        g_free(keys)
    }
    gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
    gtk_main_do_event(event)
    gdk_event_free(event)
    drainEvents()
}
