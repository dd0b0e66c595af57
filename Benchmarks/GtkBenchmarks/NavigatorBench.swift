import CGtk
import CoordinatorGtk
import CoordinatorKit

/// A page like an app's: a heading, a line of text and a button.
@MainActor
final class BenchScreen: Screen {
    let number: Int
    init(number: Int) { self.number = number }
    var id: String { "page-\(number)" }
    var title: String { "Page \(number)" }
}

@MainActor
final class BenchView: ScreenView {
    let root: Widget
    init(title: String) { root = BenchView.makePage(title: title) }

    /// The widgets of one page, built the same way for both contenders.
    static func makePage(title: String) -> Widget {
        let box = Box(orientation: .vertical, spacing: 6)
        box.append(Label(title, style: .title))
        box.append(Label("A line of description for the page."))
        box.append(Button(label: "Continue"))
        return box
    }
}

/// A root coordinator that only keeps its flow.
@MainActor
final class BenchCoordinator: Coordinator {
    private(set) var flow: Flow<FlowCompletion>?
    func start(in flow: Flow<FlowCompletion>) async {
        self.flow = flow
        await flow.router.push(BenchScreen(number: 0), animation: .none)
    }
}

/// Two windows: one driven through a host and GtkNavigator, one through direct GtkStack calls.
@MainActor
final class NavigatorBench {
    private let window = Window(title: "Library")
    private let host: NavigationHost
    private let root = BenchCoordinator()
    private let directWindow = Window(title: "Direct")
    private let directStack = Stack()
    private let directHeaderBar = HeaderBar(showsCloseButton: true)
    private let directBackButton = Button(iconName: "go-previous-symbolic")

    init() {
        let registry = ViewRegistry()
        registry.register(BenchScreen.self) { BenchView(title: $0.title) }
        host = NavigationHost(navigator: GtkNavigator(window: window, registry: registry))
        let host = self.host, root = self.root
        pump { await host.start(root: root) }
        directWindow.add(directStack)
        directWindow.setTitlebar(directHeaderBar)
        directHeaderBar.packStart(directBackButton)
        directStack.addNamed(BenchView.makePage(title: "Page 0"), name: "page-0")
        for shown in [window, directWindow] {
            shown.setDefaultSize(width: 640, height: 480)
            shown.showAll()
        }
        drain()
    }

    /// Time for `cycles` pushes and pops through the coordinator's router and the navigator.
    func timeLibrary(cycles: Int) -> (wall: Duration, cpu: Duration) {
        measure { runLibraryCycles(cycles) }
    }

    /// Runs `cycles` pushes and pops through the coordinator's router and the navigator,
    /// letting the main loop run after each push and pop as the direct contender does (a
    /// user's clicks arrive one main-loop iteration at a time; without it X events pile up).
    func runLibraryCycles(_ cycles: Int) {
        let router = root.flow!.router
        for number in 1...cycles {
            pump { await router.push(BenchScreen(number: number), animation: .none) }
            pump { await router.pop(animation: .none) }
        }
    }

    /// Time for the same widget work done by hand: `gtk_stack` calls, the header bar's title
    /// and back button, the focus, a main-loop iteration after each push and pop.
    func timeDirect(cycles: Int) -> (wall: Duration, cpu: Duration) {
        measure {
            for number in 1...cycles {
                let page = BenchView.makePage(title: "Page \(number)")
                page.accessibleName = "Page \(number)"
                directStack.addNamed(page, name: "page-\(number)")
                page.showAll()
                directStack.setVisibleChild(name: "page-\(number)")
                directHeaderBar.title = "Page \(number)"
                directBackButton.isVisible = true
                _ = gtk_widget_child_focus(page.widget, GTK_DIR_TAB_FORWARD)
                drain()
                directStack.setVisibleChild(name: "page-0")
                directHeaderBar.title = "Page 0"
                directBackButton.isVisible = false
                page.destroy()
                drain()
            }
        }
    }

    /// Runs `body` as a main-actor task through the GLib loop, then the pending events.
    private func pump(_ body: @escaping @MainActor () async -> Void) {
        var done = false
        Task { @MainActor in
            await body()
            done = true
        }
        while !done { g_main_context_iteration(nil, 1) }
        drain()
    }

    private func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
