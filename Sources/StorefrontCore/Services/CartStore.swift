/// The carts, one per account, each kept in the data folder after every change
/// (`cart-<account id>.json`, see ``Account/id``); the store shows the signed-in account's.
///
/// `cart.json` holds a cart that belongs to no account: the cart that versions before
/// per-account carts kept, or one filled while no one was signed in. The next account to sign
/// in takes it over, its items added to their own (a product in both, up to its stock).
///
/// A change that cannot be saved is not made: the method throws ``CartError/saveFailed(_:)``
/// and the cart stays as it was.
@MainActor
public final class CartStore {
    /// The file that keeps the cart of no account.
    public static let fileName = "cart.json"

    /// The file that keeps `owner`'s cart (``fileName`` for no one), named after its id. Ids
    /// and the usernames older accounts have as ids are made of a–z, 0–9, ".", "_" and "-"
    /// (see ``AccountStore/validate(username:)``), so each is a safe file name.
    public static func fileName(for owner: Account?) -> String {
        owner.map { "cart-\($0.id).json" } ?? fileName
    }

    /// Whose cart this is: the signed-in account, or nil for no one.
    public private(set) var owner: Account?
    /// The cart as it is now.
    public private(set) var cart = Cart()
    /// The product added to this cart last in this session, if any (the cart page puts the
    /// keyboard on its line).
    public private(set) var lastAddedProductID: Int?

    /// Where problems go (an unreadable cart file, a cart of no account that could not be taken over).
    public let warnings: WarningLog

    private let dataDirectory: DataDirectory
    private var file: StateFile<Cart>
    private let observers = ChangeObservers<Cart>()

    /// A store in `dataDirectory` showing `owner`'s cart and telling problems to `warnings`;
    /// reads the cart's file now (it is small, and the tab shows the count).
    public init(dataDirectory: DataDirectory = DataDirectory(), owner: Account? = nil,
                warnings: WarningLog = WarningLog()) {
        self.dataDirectory = dataDirectory
        self.warnings = warnings
        file = Self.stateFile(for: nil, in: dataDirectory)
        load(owner)
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

    /// Shows `owner`'s cart from now on (nil: the cart of no account), reading it from its
    /// file; observers hear of it. Call it when someone signs in or out.
    public func switchOwner(to owner: Account?) {
        guard owner?.id != self.owner?.id else { return }
        load(owner)
        observers.send(cart)
    }

    /// Adds `quantity` items of `product`; throws if its stock does not allow it.
    public func add(_ product: Product, quantity: Int = 1) throws(CartError) {
        try change { cart throws(CartError) in try cart.add(product, quantity: quantity) }
        lastAddedProductID = product.id
    }

    /// Sets the quantity of product `productID` (0 removes it); throws beyond its stock.
    public func setQuantity(_ quantity: Int, of productID: Int) throws(CartError) {
        try change { cart throws(CartError) in try cart.setQuantity(quantity, of: productID) }
    }

    /// Removes product `productID` from the cart.
    public func remove(_ productID: Int) throws(CartError) {
        try change { cart throws(CartError) in cart.remove(productID) }
    }

    /// Puts back `item`, a line the user removed, at `index` (see ``Cart/restore(_:at:)``).
    public func restore(_ item: CartItem, at index: Int) throws(CartError) {
        try change { cart throws(CartError) in cart.restore(item, at: index) }
    }

    /// Removes everything from the cart.
    public func empty() throws(CartError) {
        try change { cart throws(CartError) in cart.empty() }
    }

    /// Brings each item's name, price and stock up to date with `products` (another account's
    /// order took some; a new catalog came with an update), if the catalog is loaded
    /// (``Cart/update(from:)``); observers hear of a change. The quantities stay as they are.
    public func update(from products: ProductService) {
        var updated = cart
        for item in cart.items {
            guard let product = products.loadedProduct(id: item.productID) else { continue }
            updated.update(from: product)
        }
        guard updated != cart else { return }
        cart = updated
        do { try file.save(updated) } catch {
            warnings.add(.notSaved("The cart’s new prices and stock counts could not be saved.", because: error))
        }
        observers.send(cart)
    }

    /// Lowers each quantity to what `products` has left, removing what is out of stock or
    /// gone from the catalog (the user's answer to "Not Enough in Stock"); observers hear of it.
    public func fitToStock(of products: ProductService) throws(CartError) {
        try change { cart throws(CartError) in
            for item in cart.items {
                let left = products.stockLeft(of: item.productID)
                guard item.quantity > left else { continue }
                cart.setStock(left, of: item.productID)
                try cart.setQuantity(left, of: item.productID)
            }
        }
    }

    /// Calls `handler` with the new cart after each change, and when the owner changes.
    public func observe(_ handler: @escaping @MainActor (Cart) -> Void) -> StoreObservation {
        observers.add(handler)
    }

    /// Empties the cart after an order was placed, even if that cannot be saved; returns a warning then.
    func emptyAfterOrder() -> Warning? {
        var warning: Warning?
        do { try file.save(Cart()) } catch {
            warning = .notSaved("The order was placed, but the emptied cart could not be saved: it may show the "
                                + "ordered items again at the next launch.", because: error)
        }
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

    /// Reads `owner`'s cart, then (for an account) takes over the cart of no account.
    private func load(_ owner: Account?) {
        self.owner = owner
        lastAddedProductID = nil
        file = Self.stateFile(for: owner, in: dataDirectory)
        cart = warnings.value(of: file.load()) ?? Cart()
        if owner != nil { takeOverCartOfNoAccount() }
    }

    /// Adds the items of the cart of no account to this one, saves it and removes the other's
    /// file; if saving fails, the other cart stays where it was, for the next sign-in.
    private func takeOverCartOfNoAccount() {
        let unowned = Self.stateFile(for: nil, in: dataDirectory)
        guard let items = warnings.value(of: unowned.load()), !items.isEmpty else { return }
        var merged = cart
        merged.merge(items)
        do {
            try file.save(merged)
        } catch {
            warnings.add(.notSaved("The cart filled before signing in could not be added to yours; it is kept "
                                   + "for the next sign-in.", because: error))
            return
        }
        cart = merged
        // Taken over once: if the file cannot go, it is emptied, or the next sign-in would add it again.
        do { try unowned.remove() } catch {
            do { try unowned.save(Cart()) } catch {
                warnings.add(.notSaved("The cart filled before signing in was added to yours but could not be "
                                       + "removed: the next sign-in may add it again.", because: error))
            }
        }
    }

    private static func stateFile(for owner: Account?, in dataDirectory: DataDirectory) -> StateFile<Cart> {
        dataDirectory.stateFile(named: fileName(for: owner), label: owner.map { "cart of \($0.username)" } ?? "cart",
                                loss: "The cart starts empty.")
    }
}
