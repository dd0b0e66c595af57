import CoordinatorGtk
import CoordinatorKit
import Glibc

// The README's desktop example, compiled with the tests (it is an app's `main.swift`, so it is
// not run here: `Application.run()` and `exit` would take the test process). Its lines are the
// body of this function, not indented, so that `.ci/check-readme-examples` finds the README's
// text in this file as it is.
@MainActor
func readmeDesktopExample() {
let application = Application(id: "org.example.Shop", flags: [])
var shop: (window: Window, host: NavigationHost)?  // kept while the app runs: a host let go closes its flows
application.onActivate {
    if let shop { return shop.window.present() }  // launched again: the window there is comes forward
    let window = Window(application: application, title: "Shop")
    let registry = ViewRegistry()
    registry.register(ProductsScreen.self) { screen in ProductsView(viewModel: screen.viewModel) }
    let host = NavigationHost(navigator: GtkNavigator(window: window, registry: registry))
    shop = (window, host)
    window.showAll()
    Task { await host.start(root: ShopCoordinator()) }  // its first page takes the focus as it appears
}
exit(application.run())  // GTK's loop, which also runs the main actor's tasks; `main` stays synchronous
}

// MARK: Stand-ins for the README's first example's types (in another test target)

private final class ShopCoordinator: RouteCoordinator<Int, FlowCompletion> {
    init() { super.init(initialRoute: 0) }
    override func prepareTransition(for route: Int) -> Transition { .push(ProductsScreen(viewModel: ProductsViewModel())) }
}

private final class ProductsViewModel {}

private final class ProductsScreen: Screen {
    let viewModel: ProductsViewModel
    init(viewModel: ProductsViewModel) { self.viewModel = viewModel }
    var id: String { "products" }
    var title: String { "Products" }
}

@MainActor
private final class ProductsView: ScreenView {
    let root: Widget
    init(viewModel: ProductsViewModel) { root = Label("Products") }
}
