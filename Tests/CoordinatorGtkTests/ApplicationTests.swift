import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import Dispatch
import XCTest

final class ApplicationTests: XCTestCase {
    /// Quits `application` after `milliseconds` so a broken test fails instead of hanging.
    @MainActor
    private static func addWatchdog(_ application: Application, milliseconds: UInt32 = 5_000) -> guint {
        let quit: GSourceFunc = { data in
            g_application_quit(cgtk_g_application(data))
            return 0
        }
        return g_timeout_add(milliseconds, quit, UnsafeMutableRawPointer(application.application))
    }

    func testRunActivatesAndDrainsTheMainQueue() throws { try onMainActor { try Self.mainRunActivatesAndDrainsTheMainQueue() } }

    @MainActor
    private static func mainRunActivatesAndDrainsTheMainQueue() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let application = Application(id: "org.coordinator.tests.Activate", flags: [.nonUnique])
        XCTAssertEqual(application.id, "org.coordinator.tests.Activate")
        let events = Recorder<String>()
        application.onActivate {
            events.record("activate")
            let window = Window(application: application, title: "Main")
            window.showAll()
            Task { @MainActor in
                events.record("task")
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        events.record("quit")
                        window.destroy() // the last window: the application quits
                    }
                }
            }
        }
        let watchdog = addWatchdog(application)
        let status = application.run(arguments: ["coordinator-tests"])
        g_source_remove(watchdog)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(events.values, ["activate", "task", "quit"])
    }

    func testAShortcutsWindowLetsTheApplicationQuitWithItsWindow() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let application = Application(id: "org.coordinator.tests.Shortcuts", flags: [.nonUnique])
            let windowsLeft = Recorder<Int>()
            var shortcuts: ShortcutsWindow?
            application.onActivate {
                let window = Window(application: application, title: "Main")
                window.showAll()
                shortcuts = ShortcutsWindow(groups: [.init("General", [.init("<Control>q", "Quit")])], parent: window)
                shortcuts?.present()
                XCTAssertEqual(g_list_length(gtk_application_get_windows(application.application)), 2)
                window.destroy()  // the shortcuts window still open
                windowsLeft.record(Int(g_list_length(gtk_application_get_windows(application.application))))
            }
            let watchdog = Self.addWatchdog(application)
            XCTAssertEqual(application.run(arguments: ["coordinator-tests"]), 0)
            g_source_remove(watchdog)
            XCTAssertEqual(windowsLeft.values, [0], "no window keeps the application running")
            XCTAssertEqual(shortcuts?.isMapped, false, "the shortcuts went with their window")
            shortcuts?.destroy()
        }
    }

    func testRunWithArgumentsOpensTheirURIs() throws { try onMainActor { try Self.mainRunWithArgumentsOpensTheirURIs() } }

    @MainActor
    private static func mainRunWithArgumentsOpensTheirURIs() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let application = Application(id: "org.coordinator.tests.Open", flags: [.nonUnique, .handlesOpen])
        let opened = Recorder<[String]>()
        let activated = Recorder<Bool>()
        application.onActivate { activated.record(true) }
        application.onOpen { uris in
            opened.record(uris)
            application.quit()
        }
        let watchdog = addWatchdog(application)
        let status = application.run(arguments: [
            "coordinator-tests", "storefront://product/42", "/tmp/some file.txt",
        ])
        g_source_remove(watchdog)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(opened.values, [["storefront://product/42", "file:///tmp/some%20file.txt"]])
        XCTAssertEqual(activated.values, [])
    }

    func testAnApplicationActionsAcceleratorWorksInADialog() throws {
        try onMainActor { try Self.mainAnApplicationActionsAcceleratorWorksInADialog() }
    }

    @MainActor
    private static func mainAnApplicationActionsAcceleratorWorksInADialog() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let application = Application(id: "org.coordinator.tests.AppAction", flags: [.nonUnique])
        let activations = Recorder<String>()
        application.onActivate {
            let quit = Action(name: "quit")
            quit.onActivate { activations.record("quit") }
            application.addAction(quit)
            application.setAccelerators(for: "app.quit", ["<Control>q"])
            let window = Window(application: application, title: "Main")
            window.showAll()
            let dialog = Dialog(title: "Edit", parent: window)
            dialog.showAll()
            sendKey(GDK_KEY_q, modifiers: GDK_CONTROL_MASK, to: dialog)
            activations.record(activations.values.isEmpty ? "nothing in the dialog" : "in the dialog")
            window.destroy()  // the dialog goes with it, and the application quits
        }
        let watchdog = addWatchdog(application)
        let status = application.run(arguments: ["coordinator-tests"])
        g_source_remove(watchdog)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(activations.values, ["quit", "in the dialog"])
    }

    func testAcceleratorsRoundTrip() throws { try onMainActor { try Self.mainAcceleratorsRoundTrip() } }

    @MainActor
    private static func mainAcceleratorsRoundTrip() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let application = Application(id: "org.coordinator.tests.Accels", flags: [.nonUnique])
        application.setAccelerators(for: "win.go-back", ["<Alt>Left", "Back"])
        XCTAssertEqual(application.accelerators(for: "win.go-back"), ["<Alt>Left", "Back"])
        application.setAccelerators(for: "win.go-back", [])
        XCTAssertEqual(application.accelerators(for: "win.go-back"), [])
    }
}
