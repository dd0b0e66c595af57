import CoordinatorKit

/// The Account tab: who is signed in, their orders, Sign Out.
@MainActor
public final class AccountCoordinator: RouteCoordinator<AppRoute, FlowCompletion> {
    private let services: StorefrontServices
    private let onSignOut: () -> Void
    private var ordersObservation: StoreObservation?

    /// The tab; `onSignOut` runs when the user signs out.
    public init(services: StorefrontServices, onSignOut: @escaping () -> Void) {
        self.services = services
        self.onSignOut = onSignOut
        super.init(initialRoute: .account)
    }

    /// The account page; it follows the orders placed while it is open.
    public override func prepareTransition(for route: AppRoute) -> Transition {
        let user = services.accounts.currentUser
        let viewModel = AccountViewModel(username: user ?? "", orders: services.orders.orders.filter { $0.username == user })
        viewModel.onSignOut = onSignOut
        ordersObservation = services.orders.observe { [weak viewModel] orders in
            viewModel?.show(orders: orders.filter { $0.username == user })
        }
        return .set([AccountScreen(viewModel: viewModel)], animation: .none)
    }
}
