/// Why an order could not be placed.
public enum OrderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The cart holds nothing.
    case emptyCart
    /// The shipping address is incomplete or wrong.
    case invalidAddress(AddressError)
    /// The card cannot be used.
    case invalidPayment(PaymentError)
    /// The order could not be written to disk, so it was not placed.
    case saveFailed(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .emptyCart: "Your cart is empty."
        case .invalidAddress(let problem): problem.description
        case .invalidPayment(let problem): problem.description
        case .saveFailed(let reason): "The order could not be placed: \(reason)"
        }
    }
}
