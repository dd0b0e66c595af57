import CoordinatorKit

/// How checkout ended.
public enum CheckoutResult: FlowResult, Equatable, Sendable {
    /// The order was placed.
    case placed(Order)
    /// The user left checkout.
    case cancelled

    /// ``cancelled``.
    public static func dismissed(by origin: DismissalOrigin) -> CheckoutResult { .cancelled }
}

/// Checkout: address, then payment, then confirmation, sliding over the cart. Back to Address
/// goes back to the address; once placed: an alert, the cart emptied, and back to the cart
/// in one multiple transition. The card typed stays when the user goes back to the address.
/// Leaving checkout with an edited address or typed payment details asks first ("Discard
/// Checkout?"), however the user leaves.
@MainActor
public final class CheckoutCoordinator: RouteCoordinator<CheckoutCoordinator.Route, CheckoutResult> {
    /// Checkout's steps.
    public enum Route: Sendable { case address, payment(Address), confirm(Address, PaymentDetails), backToAddress, place }

    /// The address as typed in the form, while checkout runs (saved with the session; the
    /// card never is).
    public var typedAddress: Address? { addressForm?.address }

    /// Whether leaving checkout now would lose something typed: an edited address or payment
    /// details, until the order is placed.
    public var hasUnsavedInput: Bool {
        !isPlaced && (addressForm?.isEdited == true || payment?.hasTypedText == true)
    }

    private let services: StorefrontServices
    private let draftAddress: Address?
    private var addressForm: AddressViewModel?
    private weak var confirmation: ConfirmOrderViewModel?
    /// The card form, kept for the whole checkout: going back to the address and on again
    /// (or starting over) shows the card as typed.
    private var payment: PaymentViewModel?
    private var pending: (address: Address, payment: PaymentDetails)?
    private var isPlaced = false
    private var isPlacing = false

    /// Checkout of the cart in `services`; the address form shows `draftAddress` if given (a
    /// checkout restored after a restart), else the last order's address.
    public init(services: StorefrontServices, draftAddress: Address? = nil) {
        self.services = services
        self.draftAddress = draftAddress
        super.init(initialRoute: .address)
    }

    /// The steps' screens and transitions.
    public override func prepareTransition(for route: Route) -> Transition {
        switch route {
        case .address:
            let viewModel = AddressViewModel(address: services.orders.orders.last?.address, draft: draftAddress)
            addressForm = viewModel
            viewModel.onContinue = { [weakRouter] address in Task { await weakRouter.trigger(.payment(address)) } }
            let screen = AddressScreen(viewModel: viewModel)
            screen.hasUnsavedInput = { [weak self] in self?.hasUnsavedInput ?? false }
            return .push(screen, animation: .cover)
        case .payment(let address):
            let viewModel = payment ?? PaymentViewModel()
            viewModel.onContinue = { [weakRouter] payment in Task { await weakRouter.trigger(.confirm(address, payment)) } }
            payment = viewModel
            return .push(PaymentScreen(viewModel: viewModel), animation: .cover)
        case .confirm(let address, let payment):
            pending = (address, payment)
            let viewModel = ConfirmOrderViewModel(items: services.cart.items, address: address, payment: payment,
                                                  total: services.cart.total)
            viewModel.onEvent = { [weakRouter] event in
                Task { await weakRouter.trigger(event == .placeOrder ? .place : .backToAddress) }
            }
            confirmation = viewModel
            return .push(ConfirmOrderScreen(viewModel: viewModel), animation: .cover)
        case .backToAddress:
            return .popToRoot(animation: .cover)
        case .place:
            return .none
        }
    }

    /// Placing the order; the other steps as prepared.
    @discardableResult
    public override func trigger(_ route: Route) async -> TransitionOutcome {
        guard case .place = route, let pending else { return await super.trigger(route) }
        // A second click while the order is being placed, or once it is, places nothing (the
        // cart is empty by then: it would say so under the "Order Placed" alert).
        guard !isPlacing, !isPlaced else { return .ignoredDuplicate }
        isPlacing = true
        defer { isPlacing = false }
        let order: Order
        do throws(OrderError) {
            order = try await services.orders.placeOrder(shippingTo: pending.address, paying: pending.payment)
        } catch {
            confirmation?.show(error: error.description)
            return .failed(.coordinatorFinished)
        }
        isPlaced = true  // nothing typed is lost any more: leaving asks nothing
        let placed = Alert(title: "Order Placed", message: "Order \(order.id) is on its way. Thank you!",
                           actions: [AlertAction("OK", role: .cancel)])
        let placedAndBack = Transition.multiple([.alert(placed), .dismissFlow(animation: .cover)])
        return await flow?.finish(with: .placed(order), performing: placedAndBack) == true ? .completed : .refused
    }
}
