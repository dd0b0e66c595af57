import CGtk
import CoordinatorGtk
import CoordinatorKit
import XCTest

/// A screen for the navigator tests: an identifier, a title and an optional leave decision.
@MainActor
final class PageScreen: Screen {
    let id: String
    var title: String
    var leave: LeaveDecision = .allow
    init(_ id: String, leave: LeaveDecision = .allow) {
        self.id = id
        self.title = "Page \(id)"
        self.leave = leave
    }
    func leaveDecision() -> LeaveDecision { leave }
}

/// A screen type that has no registered view.
@MainActor
final class UnregisteredScreen: Screen {
    var title: String { "Nowhere" }
}

/// The view of a ``PageScreen``: a heading, an entry and a button; counts its destruction.
@MainActor
final class PageView: ScreenView {
    let root: Widget
    let entry = Entry()
    let button: Button
    let slot = Box(orientation: .vertical, spacing: 0)

    init(_ screen: PageScreen, destroyed: Recorder<String>) {
        let box = Box(orientation: .vertical, spacing: 6)
        button = Button(label: "Action on \(screen.id)")
        box.append(Label(screen.title))
        box.append(entry)
        box.append(button)
        box.append(slot)
        root = box
        let id = screen.id
        root.onDestroy { destroyed.record(id) }
    }

    var initialFocus: Widget? { entry }
    func container(forSlot slot: String) -> Container? { slot == "detail" ? self.slot : nil }

    private var titleChanged: (@MainActor () -> Void)?
    func onTitleChange(_ handler: @escaping @MainActor () -> Void) { titleChanged = handler }
    /// Says that the screen's title changed, as a view whose title follows its view model does.
    func titleDidChange() { titleChanged?() }
}

/// A window, a GTK navigator and a host, with the views of ``PageScreen`` registered.
@MainActor
final class NavigatorFixture {
    let window = Window(title: "Test")
    let registry = ViewRegistry()
    let navigator: GtkNavigator
    let host: NavigationHost
    let destroyed = Recorder<String>()

    init(rootStacks: [StackID] = [.root], tabTitles: [StackID: String] = [:]) {
        MainQueueBridge.install()
        navigator = GtkNavigator(window: window, registry: registry, tabTitles: tabTitles)
        host = NavigationHost(navigator: navigator, rootStacks: rootStacks)
        registry.register(PageScreen.self) { [destroyed] screen in PageView(screen, destroyed: destroyed) }
        window.setDefaultSize(width: 640, height: 480)
        window.showAll()
        window.present()
        _ = pumpUntil { self.window.isMapped }
    }

    /// The page names of the `GtkStack` showing `stack`, in order.
    func pageNames(_ stack: StackID = .root) -> [String] { navigator.gtkStack(for: stack)?.childNames ?? [] }

    /// The page names the host's state says `stack` should show.
    func expectedPageNames(_ stack: StackID = .root) -> [String] { host.state.entries(in: stack).map(\.pageName) }

    /// The view of the screen on top of `stack`.
    func topView(_ stack: StackID = .root) -> PageView? {
        host.state.entries(in: stack).last.flatMap { navigator.view(for: $0) } as? PageView
    }

    deinit {
        MainActor.assumeIsolated { window.destroy() }
    }
}

/// Runs `body` as a main-actor task and pumps the GLib loop until it has finished (bounded).
@MainActor
func runTask(timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line,
             _ body: @escaping @MainActor () async -> Void) {
    let done = Recorder<Bool>()
    Task { @MainActor in
        await body()
        done.record(true)
    }
    XCTAssertTrue(pumpUntil(timeout: timeout) { !done.values.isEmpty }, "the task did not finish in time",
                  file: file, line: line)
}

/// Pumps until `condition` holds and fails the test if it never does.
@MainActor
func waitFor(_ what: String, timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line,
             _ condition: () -> Bool) {
    XCTAssertTrue(pumpUntil(timeout: timeout, condition), "timed out waiting for \(what)", file: file, line: line)
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
}

/// Sends a mouse button press (8 is the back button) to `window`.
@MainActor
func sendButton(_ button: UInt32, to window: Window) {
    guard let gdkWindow = gtk_widget_get_window(window.widget) else { return XCTFail("window not realized") }
    let event = gdk_event_new(GDK_BUTTON_PRESS)!
    event.pointee.button.window = gdkWindow
    g_object_ref(UnsafeMutableRawPointer(gdkWindow))
    event.pointee.button.send_event = 1
    event.pointee.button.button = button
    event.pointee.button.x = 10
    event.pointee.button.y = 10
    gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
    gtk_main_do_event(event)
    gdk_event_free(event)
}

/// Asks the window manager's way to close `window`: a delete event, as its close button sends.
@MainActor
func sendDelete(to window: Window) {
    guard let gdkWindow = gtk_widget_get_window(window.widget) else { return XCTFail("window not realized") }
    let event = gdk_event_new(GDK_DELETE)!
    event.pointee.any.window = gdkWindow
    g_object_ref(UnsafeMutableRawPointer(gdkWindow))
    event.pointee.any.send_event = 1
    gtk_main_do_event(event)
    gdk_event_free(event)
}
