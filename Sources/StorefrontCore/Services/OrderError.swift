/// Why an order could not be placed.
public enum OrderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The cart holds nothing.
    case emptyCart
    /// The shipping address is incomplete or wrong.
    case invalidAddress(AddressError)
    /// The card cannot be used.
    case invalidPayment(PaymentError)
    /// The catalog no longer has an item in the quantity the cart holds (another order took
    /// it): the cart's own error says which and how many are left.
    case notInStock(CartError)
    /// The cart no longer holds what the user confirmed (it changed in another tab meanwhile).
    case cartChanged
    /// The catalog, which says what is in stock, could not be read.
    case catalogUnavailable(String)
    /// The order could not be written to disk, so it was not placed.
    case saveFailed(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .emptyCart: "Your cart is empty."
        case .invalidAddress(let problem): problem.description
        case .invalidPayment(let problem): problem.description
        case .notInStock(let problem): "\(problem.description) Change your cart, then check out again."
        case .cartChanged:
            "Your cart changed after this page was shown. The order above is your cart now: check it, then place it."
        case .catalogUnavailable(let reason): "The order could not be placed: \(reason)"
        case .saveFailed(let reason): "The order could not be placed: \(reason)"
        }
    }
}
