import CoordinatorKit

/// The Account tab: who is signed in, their orders (each opens its page), Sign Out.
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
    /// appears here at once). `.order` pushes that order's page, if the account has it.
    public override func prepareTransition(for route: AppRoute) -> Transition {
        let account = services.accounts.currentAccount
        if case .order(let id) = route {
            guard let order = services.orders.order(id, placedBy: account) else { return .none }
            return .push(OrderScreen(viewModel: OrderViewModel(order: order)))
        }
        let viewModel = AccountViewModel(username: account?.username ?? "",
                                         orders: services.orders.orders.filter { $0.wasPlaced(by: account) })
        viewModel.onSignOut = onSignOut
        viewModel.onOpenOrder = { [weakRouter] order in Task { await weakRouter.trigger(.order(order.id)) } }
        ordersObservation = services.orders.observe { [weak viewModel] orders in
            viewModel?.show(orders: orders.filter { $0.wasPlaced(by: account) })
        }
        return .set([AccountScreen(viewModel: viewModel)], animation: .none)
    }

    /// Opens the places of `routes` (a deep link, a restored session): the account page, and
    /// an order's page over it if the account still has that order.
    /// Stops once the task opening them is cancelled (a newer link takes its place).
    public func open(_ routes: [AppRoute]) async {
        guard let router = flow?.router, await router.perform(.popToRoot(animation: .none)).didComplete else { return }
        await follow(routes.filter { $0 != .account }) { route in
            await trigger(route)
            return true
        }
    }
}
