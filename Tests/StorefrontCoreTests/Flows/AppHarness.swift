import CoordinatorKit
import CoordinatorKitTesting
import FoundationEssentials
import Glibc
import StorefrontCore
import Testing

/// A Storefront app on a recording navigator, with a fresh data folder.
@MainActor
final class AppHarness {
    let dataFolder: String
    let environment: [String: String]
    let navigator = RecordingNavigator()
    let host: NavigationHost
    let services: StorefrontServices
    let app: AppCoordinator

    /// A first launch, or (given `dataFolder`) a later one on the same data.
    init(dataFolder: String? = nil, restoring: Bool = true, extraEnvironment: [String: String] = [:]) {
        let folder = dataFolder ?? Self.makeTemporaryFolder()
        self.dataFolder = folder
        environment = ["XDG_DATA_HOME": folder, "STOREFRONT_RESOURCES": Self.resources, "HOME": folder]
            .merging(extraEnvironment) { $1 }
        host = NavigationHost(navigator: navigator)
        services = StorefrontServices(environment: environment)
        app = AppCoordinator(host: host, services: services, restoring: restoring)
    }

    static var resources: String {
        var path = "\(#filePath)".split(separator: "/").dropLast(4).joined(separator: "/")
        path = "/" + path + "/Resources"
        return path
    }

    static func makeTemporaryFolder() -> String {
        var template = Array("/tmp/storefront-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    /// Starts the app.
    func launch() async { await host.start(root: app) }

    /// The screen on top, as `T`.
    func top<T: Screen>(_ type: T.Type = T.self) -> T? { navigator.visibleScreen as? T }

    /// Waits until `condition` holds (see `eventually`: files read off the main actor and the
    /// service's fault-injected delay get to run too), recording an issue naming `what` if it
    /// never does.
    func waitUntil(_ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool) async {
        if await !eventually(condition) { Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation) }
    }

    /// Goes through the walkthrough and creates the account `user`, ending on the tabs.
    func walkThroughAndSignUp(_ user: String = "ada", password: String = "correct horse") async {
        for step in 1...3 {
            await waitUntil("step \(step)") { top(WalkthroughStepScreen.self)?.viewModel.number == step }
            top(WalkthroughStepScreen.self)?.viewModel.next()
        }
        await waitUntil("step 4") { top(WalkthroughStepScreen.self)?.viewModel.isLast == true }
        top(WalkthroughStepScreen.self)?.viewModel.startShopping()
        await signUp(user, password: password)
    }

    /// Creates the account `user` on the login page, ending on the tabs.
    func signUp(_ user: String = "ada", password: String = "correct horse") async {
        await logIn(user, password: password, mode: .createAccount)
    }

    /// Signs in to, or (`mode` `.createAccount`) creates, the account `user` on the login
    /// page, ending on the tabs.
    func logIn(_ user: String, password: String = "correct horse", mode: LoginViewModel.Mode = .signIn) async {
        await waitUntil("the login page") { top(LoginScreen.self) != nil }
        let login = top(LoginScreen.self)!.viewModel
        if login.mode != mode { login.switchMode() }
        login.username = user
        login.password = password
        await login.submit()
        await waitUntil("the tabs") { host.state.rootStacks.count == 3 && !ids(.account).isEmpty }
    }

    /// Loads the catalog (the list view does it when shown).
    func loadCatalog() async {
        await top(ProductListScreen.self)?.viewModel.load()
    }

    /// The recorded screen identifiers of `tab`.
    func ids(_ tab: AppTab) -> [String] { navigator.screenIDs(in: tab.stack) }
}
