import CoordinatorKit

/// The Cart tab: the cart, and checkout as a child flow that needs a signed-in user.
@MainActor
public final class CartCoordinator: RouteCoordinator<AppRoute, FlowCompletion> {
    /// The checkout flow, while it runs.
    public private(set) weak var checkout: CheckoutCoordinator?
    /// The last checkout's result.
    public private(set) var lastCheckout: CheckoutResult?
    /// Shows an order's page: the user chose View Order once it was placed.
    public var onViewOrder: (@MainActor (Order) -> Void)?
    /// Shows the products: the user pressed Browse Products on the empty cart.
    public var onBrowseProducts: (@MainActor () -> Void)?
    private let services: StorefrontServices
    private var startingCheckout = false

    /// The tab, starting at the cart; `signIn` runs when checkout is opened signed out.
    public init(services: StorefrontServices, signIn: @escaping @MainActor () async -> Bool) {
        self.services = services
        super.init(initialRoute: .cart)
        entryGuards = [{ [accounts = services.accounts] route in
            guard route.isGuarded, !accounts.isSignedIn else { return .proceed }
            return .redirect(signIn)
        }]
    }

    /// The cart page; `.checkout` shows nothing itself (``trigger(_:)`` starts the flow once
    /// the sign-in guard has passed), so it is never recorded as a place of the tab: a
    /// checkout comes back after a restart only as a draft (``SessionState/checkoutAddress``,
    /// ``SessionState/checkoutStep``).
    public override func prepareTransition(for route: AppRoute) -> Transition {
        guard route != .checkout else { return .none }
        let viewModel = CartViewModel(cart: services.cart)
        viewModel.onCheckout = { [weakRouter] in Task { await weakRouter.trigger(.checkout) } }
        viewModel.onBrowseProducts = { [weak self] in self?.onBrowseProducts?() }
        return .set([CartScreen(viewModel: viewModel)], animation: .none)
    }

    /// `.checkout` starts the checkout flow (behind the sign-in guard), unless it is open or
    /// opening; a checkout the user just left (its pages still sliding out) does not count.
    @discardableResult
    public override func trigger(_ route: AppRoute) async -> TransitionOutcome {
        guard route == .checkout else { return await super.trigger(route) }
        return await startCheckout(draftAddress: nil)
    }

    /// Starts checkout as ``trigger(_:)`` does for `.checkout`, with the address form showing
    /// `draftAddress` and opening on `step` (a checkout restored after a restart).
    @discardableResult
    public func startCheckout(draftAddress: Address?, resumingAt step: CheckoutStep = .address) async
        -> TransitionOutcome {
        guard !startingCheckout, checkout?.showsScreens != true, !services.cart.isEmpty else { return .ignoredDuplicate }
        startingCheckout = true
        defer { startingCheckout = false }
        let guarded = await super.trigger(.checkout)  // the guard; `.checkout` itself shows nothing
        guard guarded.didComplete else { return guarded }
        // Said now, not after the address and the card are typed (placing the order checks again).
        let shortages = services.products.shortages(in: services.cart.items)
        guard shortages.isEmpty else {
            await offerToFitCartToStock(shortages)
            return .refused
        }
        let child = CheckoutCoordinator(services: services, draftAddress: draftAddress, resumingAt: step)
        checkout = child
        await start(child) { [weak self] result in
            self?.lastCheckout = result
            if case .placed(let order, viewOrder: true) = result { self?.onViewOrder?(order) }
        }
        return .completed
    }

    /// Says what is short, every line that Update Cart would change, and offers to lower the
    /// cart to what is left; the user checks out again from the cart, seeing the new total first.
    private func offerToFitCartToStock(_ shortages: [CartError]) async {
        let update = AlertAction("Update Cart")
        let allGone = shortages.allSatisfy { if case .noLongerSold = $0 { true } else { false } }
        let said = shortages.map(\.description).joined(separator: " ")
        let alert = Alert(title: allGone ? "No Longer Sold" : "Not Enough in Stock",
                          message: "\(said) Update the cart to what is left, then check out again.",
                          actions: [AlertAction("Keep Cart", role: .cancel), update])
        guard await flow?.router.alert(alert) == update else { return }
        do { try services.cart.fitToStock(of: services.products) } catch {
            await flow?.router.alert(Alert(title: "Cart Not Updated", message: error.description))
        }
    }

    /// Shows `routes` (a deep link or a restored session), until the task opening them is
    /// cancelled. The cart comes back first, as the other tabs' links go back to their first
    /// page: a checkout under way leaves (its pages ask with `reason` when something is
    /// typed), except for a link to checkout itself, which finds it where the user left it.
    /// Only this tab's pages move: a dialog another tab opened (a review restored with the
    /// session) stays, as a link closes those before it comes here. A link to checkout with
    /// nothing in the cart shows the empty cart and says why no checkout opened.
    public func open(_ routes: [AppRoute], because reason: LeaveReason = .navigation) async {
        if routes.last == .checkout, checkout?.showsScreens == true { return }
        guard let router = flow?.router,
              await router.perform([(.popToRoot(animation: .none), nil)], reason: reason).didComplete else { return }
        await follow(routes.filter { $0 != .cart }) { route in
            if route == .checkout, services.cart.isEmpty {
                await router.alert(Alert(title: "Nothing to Check Out",
                                         message: "Your cart is empty. Add products to it, then check out."))
            } else {
                await trigger(route)
            }
            return true
        }
    }
}
