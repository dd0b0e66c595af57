import CoordinatorKit

/// The Account tab: who is signed in, their orders, Sign Out.
@MainActor
public final class AccountCoordinator: RouteCoordinator<AppRoute, FlowCompletion> {
    private let services: StorefrontServices
    private let onSignOut: () -> Void

    /// The tab; `onSignOut` runs when the user signs out.
    public init(services: StorefrontServices, onSignOut: @escaping () -> Void) {
        self.services = services
        self.onSignOut = onSignOut
        super.init(initialRoute: .account)
    }

    /// The account page.
    public override func prepareTransition(for route: AppRoute) -> Transition {
        let viewModel = AccountViewModel(username: services.accounts.currentUser ?? "",
                                         orders: services.orders.orders.filter { $0.username == services.accounts.currentUser })
        viewModel.onSignOut = onSignOut
        return .set([AccountScreen(viewModel: viewModel)], animation: .none)
    }
}
