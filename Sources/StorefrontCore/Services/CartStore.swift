/// The cart, kept in `cart.json` in the data folder after every change.
///
/// A change that cannot be saved is not made: the method throws ``CartError/saveFailed(_:)``
/// and the cart stays as it was.
@MainActor
public final class CartStore {
    /// The file that keeps the cart.
    public static let fileName = "cart.json"

    /// The cart as it is now.
    public private(set) var cart: Cart
    /// Problems met while loading (a corrupt cart file), for the app to show.
    public private(set) var warnings: [String] = []

    private let file: StateFile<Cart>
    private let observers = ChangeObservers<Cart>()

    /// A store in `dataDirectory`; reads the cart file now (it is small, and the tab shows the count).
    public init(dataDirectory: DataDirectory = DataDirectory()) {
        file = dataDirectory.stateFile(named: Self.fileName, label: "cart")
        switch file.load() {
        case .loaded(let cart): self.cart = cart
        case .missing: cart = Cart()
        case .corrupt(let corruption):
            cart = Cart()
            warnings.append(corruption.warning)
        }
    }

    /// The lines of the cart.
    public var items: [CartItem] { cart.items }
    /// The number of items, counting quantities (for the tab's badge).
    public var count: Int { cart.count }
    /// What the whole cart costs.
    public var total: Money { cart.total }
    /// Whether the cart holds nothing.
    public var isEmpty: Bool { cart.isEmpty }

    /// How many items of product `productID` the cart holds.
    public func quantity(of productID: Int) -> Int { cart.quantity(of: productID) }

    /// Adds `quantity` items of `product`; throws if its stock does not allow it.
    public func add(_ product: Product, quantity: Int = 1) throws(CartError) {
        try change { cart throws(CartError) in try cart.add(product, quantity: quantity) }
    }

    /// Sets the quantity of product `productID` (0 removes it); throws beyond its stock.
    public func setQuantity(_ quantity: Int, of productID: Int) throws(CartError) {
        try change { cart throws(CartError) in try cart.setQuantity(quantity, of: productID) }
    }

    /// Removes product `productID` from the cart.
    public func remove(_ productID: Int) throws(CartError) {
        try change { cart throws(CartError) in cart.remove(productID) }
    }

    /// Removes everything from the cart.
    public func empty() throws(CartError) {
        try change { cart throws(CartError) in cart.empty() }
    }

    /// Calls `handler` with the new cart after each change.
    public func observe(_ handler: @escaping @MainActor (Cart) -> Void) -> StoreObservation {
        observers.add(handler)
    }

    /// Empties the cart after an order was placed, even if that cannot be saved; returns a warning then.
    func emptyAfterOrder() -> String? {
        var warning: String?
        do { try file.save(Cart()) } catch { warning = "The cart was emptied but could not be saved: \(error)" }
        cart = Cart()
        observers.send(cart)
        return warning
    }

    /// Applies `edit` to a copy, saves it, then keeps it.
    private func change(_ edit: (inout Cart) throws(CartError) -> Void) throws(CartError) {
        var edited = cart
        try edit(&edited)
        guard edited != cart else { return }
        do { try file.save(edited) } catch { throw .saveFailed(error.description) }
        cart = edited
        observers.send(cart)
    }
}
