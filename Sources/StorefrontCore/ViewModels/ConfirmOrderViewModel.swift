/// Checkout's last step: the order to confirm, Place Order or Back to Address.
@MainActor
public final class ConfirmOrderViewModel {
    /// What the user can do.
    public enum Event: Sendable { case placeOrder, backToAddress }

    /// The items ordered.
    public private(set) var items: [CartItem]
    /// Where it goes.
    public let address: Address
    /// How it is paid.
    public let payment: PaymentDetails
    /// The total.
    public private(set) var total: Money
    /// The problem placing the order, if it failed.
    public private(set) var errorMessage: String?
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Where the events go (the coordinator).
    public var onEvent: ((Event) -> Void)?

    /// A summary of the order.
    public init(items: [CartItem], address: Address, payment: PaymentDetails, total: Money) {
        self.items = items
        self.address = address
        self.payment = payment
        self.total = total
    }

    /// "Total: €24.00".
    public var totalText: String { "Total: \(total.formatted)" }

    /// Shows `items` and `total` as the order instead (the cart changed), with why.
    public func show(items: [CartItem], total: Money, because reason: String) {
        self.items = items
        self.total = total
        show(error: reason)
    }

    /// Follows the cart, changed while this page was open (in another tab): when it no longer
    /// orders what the page shows, the page shows the cart as it is now and says so, so the
    /// order the user confirms is the one they see. A change that orders the same (a new stock
    /// figure) changes nothing.
    public func cartDidChange(to cartItems: [CartItem], total cartTotal: Money) {
        guard !cartItems.elementsEqual(items, by: { $0.ordersTheSame(as: $1) }) else { return }
        show(items: cartItems, total: cartTotal,
             because: (cartItems.isEmpty ? OrderError.emptyCart : OrderError.cartChanged).description)
    }

    /// Whether there is anything to order.
    public var canPlaceOrder: Bool { !items.isEmpty }

    /// Shows why placing the order failed.
    public func show(error: String) {
        errorMessage = error
        onChange?()
    }

    /// The user pressed Place Order.
    public func placeOrder() { onEvent?(.placeOrder) }
    /// The user pressed Back to Address.
    public func backToAddress() { onEvent?(.backToAddress) }
}
