import CoordinatorKit

/// How checkout ended.
public enum CheckoutResult: FlowResult, Equatable, Sendable {
    /// The order was placed; `viewOrder`: the user chose View Order as the "Order Placed"
    /// alert said so, to see the order's page.
    case placed(Order, viewOrder: Bool)
    /// The user left checkout.
    case cancelled

    /// ``cancelled``.
    public static func dismissed(by origin: DismissalOrigin) -> CheckoutResult { .cancelled }
}

/// Checkout: address, then payment, then confirmation, sliding over the cart. Back to Address
/// goes back to the address; once placed: an alert (OK or View Order), the cart emptied, and
/// back to the cart in one multiple transition. The card typed stays when the user goes back
/// to the address. Leaving checkout with an edited address or typed payment details asks
/// first ("Discard Checkout?", or "Discard Checkout and Quit?" as the window closes),
/// however the user leaves.
@MainActor
public final class CheckoutCoordinator: RouteCoordinator<CheckoutCoordinator.Route, CheckoutResult> {
    /// Checkout's steps.
    public enum Route: Sendable { case address, payment(Address), confirm(Address, PaymentDetails), backToAddress }

    /// The address as typed in the form, while checkout runs (saved with the session; the
    /// card never is).
    public var typedAddress: Address? { addressForm?.address }

    /// What leaving checkout now would lose of what the user typed: an edited address, payment
    /// details, both or (once the order is placed) nothing.
    public var unsavedInput: CheckoutInput {
        guard !isPlaced else { return [] }
        var input: CheckoutInput = []
        if addressForm?.isEdited == true { input.insert(.address) }
        if payment?.hasTypedText == true { input.insert(.payment) }
        return input
    }

    /// Whether the next launch should open this checkout again: the user typed something
    /// (``unsavedInput``), or it was itself restored, for its payment page asks for the card
    /// of a checkout the user began (with a card not typed again, nothing else says so).
    public var isWorthRestoring: Bool { !isPlaced && (!unsavedInput.isEmpty || draftAddress != nil) }

    /// The page this checkout comes back on after a restart: the payment page once the user
    /// is past the address, else the address.
    public var resumableStep: CheckoutStep {
        flow?.router.screens.contains { $0 is PaymentScreen } == true ? .payment : .address
    }

    private let services: StorefrontServices
    private let draftAddress: Address?
    /// The address a restored checkout goes on from, straight to the payment page.
    private let restoredPaymentAddress: Address?
    private var addressForm: AddressViewModel?
    /// The card form, kept for the whole checkout: going back to the address and on again
    /// (or starting over) shows the card as typed.
    private var payment: PaymentViewModel?
    /// Keeps the confirmation page last made up to date with the cart.
    private var confirmationObservation: StoreObservation?
    private var isPlaced = false
    private var isPlacing = false

    /// Checkout of the cart in `services`; the address form shows `draftAddress` if given (a
    /// checkout restored after a restart: its payment page then says why the card is not
    /// there), else the address of the signed-in account's last order. A restored checkout
    /// opens on `step`: at ``CheckoutStep/payment`` (with a valid address) the payment page
    /// shows over the address page, as the user left them.
    public init(services: StorefrontServices, draftAddress: Address? = nil, resumingAt step: CheckoutStep = .address) {
        self.services = services
        self.draftAddress = draftAddress
        restoredPaymentAddress = step == .payment && draftAddress?.isValid == true ? draftAddress : nil
        super.init(initialRoute: restoredPaymentAddress == nil ? .address : nil)
    }

    /// Shows the address page, or for a checkout restored at its payment page, the address
    /// and payment pages in one step.
    public override func start(in flow: Flow<CheckoutResult>) async {
        await super.start(in: flow)
        if let restoredPaymentAddress { await trigger(chain: [.address, .payment(restoredPaymentAddress)]) }
    }

    /// The steps' screens and transitions.
    public override func prepareTransition(for route: Route) -> Transition {
        switch route {
        case .address:
            let lastOrder = services.orders.orders.last { $0.wasPlaced(by: services.accounts.currentAccount) }
            let viewModel = AddressViewModel(address: lastOrder?.address, draft: draftAddress)
            addressForm = viewModel
            viewModel.onContinue = { [weakRouter] address in Task { await weakRouter.trigger(.payment(address)) } }
            let screen = AddressScreen(viewModel: viewModel)
            screen.unsavedInput = { [weak self] in self?.unsavedInput ?? [] }
            return .push(screen, animation: .cover)
        case .payment(let address):
            let notice = draftAddress == nil ? nil : PaymentViewModel.restoredCheckoutNotice
            let viewModel = payment ?? PaymentViewModel(notice: notice)
            viewModel.onContinue = { [weakRouter] payment in Task { await weakRouter.trigger(.confirm(address, payment)) } }
            payment = viewModel
            return .push(PaymentScreen(viewModel: viewModel), animation: .cover)
        case .confirm(let address, let payment):
            let viewModel = ConfirmOrderViewModel(items: services.cart.items, address: address, payment: payment,
                                                  total: services.cart.total)
            // Place Order acts on the page it was clicked on (a double click on Continue
            // makes a second page that is never shown).
            viewModel.onEvent = { [weak self, weakRouter, weak viewModel] event in
                Task {
                    switch event {
                    case .placeOrder: if let self, let viewModel { await self.placeOrder(shownOn: viewModel) }
                    case .backToAddress: await weakRouter.trigger(.backToAddress)
                    }
                }
            }
            // The page follows the cart while it is open (it can change in the Browse tab), but
            // not as the order placed empties it.
            confirmationObservation = services.cart.observe { [weak self, weak viewModel] cart in
                guard let self, !isPlacing, !isPlaced else { return }
                viewModel?.cartDidChange(to: cart.items, total: cart.total)
            }
            return .push(ConfirmOrderScreen(viewModel: viewModel), animation: .cover)
        case .backToAddress:
            return .popToRoot(animation: .cover)
        }
    }

    /// Places the order `confirmation` shows: an alert and back to the cart, or the reason it
    /// failed on the page.
    private func placeOrder(shownOn confirmation: ConfirmOrderViewModel) async {
        // A second click while the order is being placed, or once it is, places nothing (the
        // cart is empty by then: it would say so under the "Order Placed" alert).
        guard !isPlacing, !isPlaced else { return }
        isPlacing = true
        defer { isPlacing = false }
        let order: Order
        do throws(OrderError) {
            order = try await services.orders.placeOrder(shippingTo: confirmation.address, paying: confirmation.payment,
                                                         confirming: confirmation.items)
        } catch {
            if case .cartChanged = error {
                confirmation.show(items: services.cart.items, total: services.cart.total, because: error.description)
            } else {
                confirmation.show(error: error.description)
            }
            return
        }
        isPlaced = true  // nothing typed is lost any more: leaving asks nothing
        let viewOrder = AlertAction("View Order")
        let placed = Alert(title: "Order Placed",
                           message: "Order \(order.id) has been placed. It is listed on the Account tab.",
                           actions: [AlertAction("OK", role: .cancel), viewOrder])
        let placedAndBack = Transition.multiple([.alert(placed), .dismissFlow(animation: .cover)])
        await flow?.finish(performing: placedAndBack) { .placed(order, viewOrder: $0.chosenAction == viewOrder) }
    }
}
