/// Why the cart could not be changed as asked.
public enum CartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The product has no items left.
    case outOfStock(productName: String)
    /// The catalog no longer has the product (a new catalog came with an update).
    case noLongerSold(productName: String)
    /// Only `available` items are in stock.
    case exceedsStock(productName: String, available: Int)
    /// The cart holds the whole stock, `available` items, already (or more, the stock having
    /// fallen since): none is left to add.
    case allInCart(productName: String, available: Int)
    /// A quantity below 1 (or below 0 when setting one).
    case invalidQuantity(Int)
    /// The product is not in the cart.
    case notInCart(productID: Int)
    /// The change could not be written to disk, so it was not made.
    case saveFailed(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .outOfStock(let name): "\(name) is out of stock."
        case .noLongerSold(let name): "\(name) is no longer sold."
        case .exceedsStock(let name, let available):
            "Only \(String.counted(available, "item")) of \(name) \(available == 1 ? "is" : "are") in stock."
        case .allInCart(let name, let available):
            available == 1 ? "The one item of \(name) in stock is in your cart already."
                : "All \(available) items of \(name) in stock are in your cart already."
        case .invalidQuantity(let quantity): "\(quantity) is not a valid quantity."
        case .notInCart: "That product is no longer in the cart."
        case .saveFailed(let reason): "The cart could not be saved: \(reason)"
        }
    }
}
