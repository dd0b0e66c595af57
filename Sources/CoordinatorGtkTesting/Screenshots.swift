import CGtk
import CoordinatorGtk
import Glibc
import XCTest

/// Pumps until `window` has painted two new frames, so that what the X screen shows is up to
/// date (GTK paints on its frame clock, not when a property changes).
@MainActor
public func waitForPaint(of window: Window) {
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

/// Saves the whole X screen, once `window` has painted, as the PNG `name` in
/// `$SCREENSHOT_DIR` (else `/tmp`), to look at as a person would see it; fails the test if it
/// cannot be saved or is blank. Returns the file's path.
@MainActor
@discardableResult
public func saveScreenshot(_ name: String, of window: Window, file: StaticString = #filePath,
                           line: UInt = #line) -> String? {
    waitForPaint(of: window)
    guard let root = gdk_get_default_root_window(),
          let pixbuf = gdk_pixbuf_get_from_window(root, 0, 0, gdk_window_get_width(root), gdk_window_get_height(root))
    else {
        XCTFail("the X screen could not be read", file: file, line: line)
        return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let directory = getenv("SCREENSHOT_DIR").map { String(cString: $0) } ?? "/tmp"
    let path = directory + "/" + name
    var error: UnsafeMutablePointer<GError>?
    let saved = gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0
    if let error { g_error_free(error) }
    XCTAssertTrue(saved, "saving \(path)", file: file, line: line)
    var status = stat()
    XCTAssertTrue(stat(path, &status) == 0 && status.st_size > 5_000, "\(name): a blank screen compresses to almost nothing",
                  file: file, line: line)
    return path
}

/// What `widget` draws, as it would on screen now, in ARGB pixels row by row (drawn
/// offscreen: windows over it do not matter).
@MainActor
public func renderedPixels(of widget: Widget) -> [UInt32] {
    let width = gtk_widget_get_allocated_width(widget.widget)
    let height = gtk_widget_get_allocated_height(widget.widget)
    guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
          let context = cairo_create(surface) else { return [] }
    defer {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }
    gtk_widget_draw(widget.widget, context)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        .bindMemory(to: UInt32.self, capacity: stride * Int(height))
    return (0..<Int(height)).flatMap { row in (0..<Int(width)).map { data[row * stride + $0] } }
}
