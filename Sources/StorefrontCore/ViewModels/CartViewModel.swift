/// The cart: its items, their quantities, the total, and Checkout.
@MainActor
public final class CartViewModel {
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Called when the user presses Checkout.
    public var onCheckout: (() -> Void)?
    /// The last problem (such as "only 2 in stock"), shown inline.
    public private(set) var errorMessage: String?

    private let cart: CartStore
    private var observation: StoreObservation?

    /// A view of `cart`, following its changes.
    public init(cart: CartStore) {
        self.cart = cart
        observation = cart.observe { [weak self] _ in self?.onChange?() }
    }

    /// The items.
    public var items: [CartItem] { cart.items }
    /// "Total: €24.00".
    public var totalText: String { "Total: \(cart.total.formatted)" }
    /// Whether the cart is empty (Checkout is disabled).
    public var isEmpty: Bool { cart.isEmpty }

    /// Sets the quantity of `productID` (0 removes it).
    public func setQuantity(_ quantity: Int, of productID: Int) {
        do throws(CartError) {
            errorMessage = nil
            try cart.setQuantity(quantity, of: productID)
        } catch {
            errorMessage = error.description
            onChange?()
        }
    }

    /// The user typed `quantity` for `productID` where the quantity field does not take it
    /// (the field keeps to 1 up to the stock): more than the stock sets the stock, fewer than
    /// one changes nothing, and ``errorMessage`` says why either way, so nothing typed is
    /// dropped without a word.
    public func setTypedQuantity(_ quantity: Int, of productID: Int) {
        guard let item = items.first(where: { $0.productID == productID }) else { return }
        if quantity < 1 {
            errorMessage = "To take \(item.name) out of the cart, use its Remove button."
            onChange?()
        } else if quantity > item.stock {
            setQuantity(item.stock, of: productID)
            if errorMessage == nil {
                errorMessage = CartError.exceedsStock(productName: item.name, available: item.stock).description
                onChange?()
            }
        } else {
            setQuantity(quantity, of: productID)
        }
    }

    /// The user typed or pasted `text` into the quantity of `productID`, and the field refused
    /// it (it takes digits only): ``errorMessage`` says so, quoting what was typed (its
    /// start, for a long paste), so the keys do not seem to do nothing.
    public func explainRefusedText(_ text: String, inQuantityOf productID: Int) {
        guard let item = items.first(where: { $0.productID == productID }) else { return }
        let quoted = text.count > 20 ? text.prefix(20) + "…" : text
        errorMessage = "“\(quoted)” is not a number: the quantity of \(item.name) takes digits only."
        onChange?()
    }

    /// Removes `productID`.
    public func remove(_ productID: Int) { setQuantity(0, of: productID) }

    /// The user pressed Checkout (an earlier quantity problem is cleared: it is not news
    /// when the user comes back from checkout).
    public func checkout() {
        guard !isEmpty else { return }
        if errorMessage != nil {
            errorMessage = nil
            onChange?()
        }
        onCheckout?()
    }
}
