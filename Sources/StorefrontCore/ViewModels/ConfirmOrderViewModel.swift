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
