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

    /// The account page; its orders follow the order service (an order placed in the Cart tab
    /// appears here at once).
    public override func prepareTransition(for route: AppRoute) -> Transition {
        let account = services.accounts.currentAccount
        let viewModel = AccountViewModel(username: account?.username ?? "",
                                         orders: services.orders.orders.filter { $0.wasPlaced(by: account) })
        viewModel.onSignOut = onSignOut
        ordersObservation = services.orders.observe { [weak viewModel] orders in
            viewModel?.show(orders: orders.filter { $0.wasPlaced(by: account) })
        }
        return .set([AccountScreen(viewModel: viewModel)], animation: .none)
    }
}
