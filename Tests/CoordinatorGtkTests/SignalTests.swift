import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class SignalTests: XCTestCase {
    func testClosureBoxIsReleasedWhenTheWidgetIsDestroyed() throws { try onMainActor { try Self.mainClosureBoxIsReleasedWhenTheWidgetIsDestroyed() } }

    @MainActor
    private static func mainClosureBoxIsReleasedWhenTheWidgetIsDestroyed() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let button = Button(label: "Go")
        let clicks = Recorder<Int>()
        weak var weakToken: LifetimeToken?
        do {
            let token = LifetimeToken()
            weakToken = token
            button.onClicked { [token] in
                _ = token
                clicks.record(1)
            }
        }
        XCTAssertNotNil(weakToken, "the connected closure keeps its captures alive")

        button.click()
        XCTAssertEqual(clicks.values.count, 1)

        button.destroy()
        XCTAssertNil(weakToken, "destroying the widget releases the closure box")
    }

    func testDisconnectReleasesTheBoxAndStopsTheHandler() throws { try onMainActor { try Self.mainDisconnectReleasesTheBoxAndStopsTheHandler() } }

    @MainActor
    private static func mainDisconnectReleasesTheBoxAndStopsTheHandler() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let button = Button(label: "Go")
        let clicks = Recorder<Int>()
        weak var weakToken: LifetimeToken?
        var connection: SignalConnection?
        do {
            let token = LifetimeToken()
            weakToken = token
            connection = button.onClicked { [token] in
                _ = token
                clicks.record(1)
            }
        }
        XCTAssertEqual(connection?.isConnected, true)
        connection?.disconnect()
        XCTAssertEqual(connection?.isConnected, false)
        XCTAssertNil(weakToken)
        button.click()
        XCTAssertEqual(clicks.values.count, 0)
        button.destroy()
    }

    func testIntEventAndNotifySignalsPassTheirArguments() throws { try onMainActor { try Self.mainIntEventAndNotifySignalsPassTheirArguments() } }

    @MainActor
    private static func mainIntEventAndNotifySignalsPassTheirArguments() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let dialog = Dialog(title: "Ask", useHeaderBar: false)
        let responses = Recorder<Dialog.Response>()
        dialog.onResponse { responses.record($0) }
        dialog.respond(Dialog.Response(rawValue: 42))
        dialog.respond(.cancel)
        XCTAssertEqual(responses.values, [Dialog.Response(rawValue: 42), .cancel])

        let notified = Recorder<String>()
        Signals.connectNotify(dialog.widget, property: "title") { notified.record(dialog.title ?? "") }
        dialog.title = "Renamed"
        XCTAssertEqual(notified.values, ["Renamed"])

        let keys = Recorder<UInt32>()
        dialog.onKeyPress { keyval, _ in
            keys.record(keyval)
            return true
        }
        dialog.showAll() // GTK drops events for windows that are not viewable
        XCTAssertTrue(pumpUntil { dialog.isMapped })
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = gtk_widget_get_window(dialog.widget)
        g_object_ref(UnsafeMutableRawPointer(event.pointee.key.window)) // gdk_event_free unrefs it
        event.pointee.key.keyval = UInt32(GDK_KEY_Escape)
        let handled = gtk_widget_event(dialog.widget, event)
        gdk_event_free(event)
        XCTAssertEqual(keys.values, [UInt32(GDK_KEY_Escape)])
        XCTAssertEqual(handled, 1, "the handler's true stops the event")
        dialog.destroy()
    }

    func testWrapperRegistryFindsLiveWrappersOnly() throws { try onMainActor { try Self.mainWrapperRegistryFindsLiveWrappersOnly() } }

    @MainActor
    private static func mainWrapperRegistryFindsLiveWrappersOnly() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let box = Box(orientation: .vertical)
        var label: Label? = Label("Hello")
        weak let weakLabel = label
        let pointer = label!.widget
        box.append(label!)
        XCTAssertTrue(Widget.wrapper(for: pointer) === label)
        XCTAssertTrue(box.children.first === label)
        label = nil
        XCTAssertNil(weakLabel, "the wrapper does not keep itself alive")
        XCTAssertNil(Widget.wrapper(for: pointer))
        // The GTK widget lives on in its container.
        XCTAssertEqual(box.childPointers, [pointer])
        XCTAssertEqual(String(cString: gtk_label_get_text(cgtk_label(pointer))), "Hello")
    }
}
