/// Places orders from the cart, takes what they hold out of the catalog's stock, and keeps
/// them in `orders.json` in the data folder.
@MainActor
public final class OrderService {
    /// The file that keeps placed orders.
    public static let fileName = "orders.json"

    /// Where problems go (a corrupt orders file, a cart or stock that could not be saved after
    /// an order), for the app to show.
    public let warnings: WarningLog

    private let cart: CartStore
    private let products: ProductService
    private let file: StateFile<[Order]>
    private var loadedOrders: [Order]?
    private let observers = ChangeObservers<[Order]>()

    /// A service ordering what `cart` holds from `products`, keeping orders in `dataDirectory`
    /// and telling problems to `warnings`.
    public init(cart: CartStore, products: ProductService, dataDirectory: DataDirectory = DataDirectory(),
                warnings: WarningLog = WarningLog()) {
        self.cart = cart
        self.products = products
        self.warnings = warnings
        self.file = dataDirectory.stateFile(named: Self.fileName, label: "order history",
                                            loss: "Orders placed before no longer show in the Account tab.")
    }

    /// The orders placed so far, oldest first (read on first use).
    public var orders: [Order] {
        if let loadedOrders { return loadedOrders }
        let orders = warnings.value(of: file.load()) ?? []
        loadedOrders = orders
        return orders
    }

    /// The order numbered `number` if `account` placed it: nil for another account's order.
    public func order(_ number: String, placedBy account: Account?) -> Order? {
        orders.first { $0.id == number && $0.wasPlaced(by: account) }
    }

    /// Places an order for everything in the cart, shipped to `address` and paid with `payment`,
    /// takes its items out of stock, then empties the cart. The order is the cart's owner's
    /// (``CartStore/owner``), as the cart is when the order is placed: pass the lines the user
    /// confirmed as `confirmed` to place it only if the cart still holds just those.
    ///
    /// - Throws: ``OrderError/emptyCart``, ``OrderError/invalidAddress(_:)``, ``OrderError/invalidPayment(_:)``
    ///   (such as an expired card), ``OrderError/cartChanged`` (it no longer holds `confirmed`),
    ///   ``OrderError/notInStock(_:)`` (another order took the items), ``OrderError/catalogUnavailable(_:)``
    ///   or ``OrderError/saveFailed(_:)``; the cart and the stock are unchanged then.
    @discardableResult
    public func placeOrder(
        shippingTo address: Address, paying payment: PaymentDetails, confirming confirmed: [CartItem]? = nil,
        on day: CalendarDate = .today
    ) async throws(OrderError) -> Order {
        do { try await products.loadWithoutFaults() } catch { throw .catalogUnavailable(error.description) }
        // From here on nothing waits: no other change to the cart or the stock comes in between.
        guard !cart.isEmpty else { throw .emptyCart }
        if let confirmed, !cart.items.elementsEqual(confirmed, by: { $0.ordersTheSame(as: $1) }) { throw .cartChanged }
        do { try address.validate() } catch { throw .invalidAddress(error) }
        guard !payment.cardHolder.isBlank else { throw .invalidPayment(.missingCardHolder) }
        guard payment.lastFourDigits.count == 4 else { throw .invalidPayment(.invalidCardNumber) }
        guard !payment.expiry.isExpired(on: day) else { throw .invalidPayment(.expired) }
        if let shortage = products.shortages(in: cart.items).first { throw .notInStock(shortage) }
        let order = Order(id: Self.makeOrderNumber(), date: day, placedBy: cart.owner, items: cart.items,
                          address: address, payment: payment, total: cart.total)
        let history = orders + [order]
        do { try file.save(history) } catch { throw .saveFailed(error.description) }
        loadedOrders = history
        // The cart first: whoever hears of the new stock sees the ordered items gone from the cart.
        if let warning = cart.emptyAfterOrder() { warnings.add(warning) }
        if let warning = products.recordSale(of: order.items) { warnings.add(warning) }
        observers.send(history)
        return order
    }

    /// Calls `handler` with all the orders after each order placed, until the returned
    /// observation is cancelled or released.
    public func observe(_ handler: @escaping @MainActor ([Order]) -> Void) -> StoreObservation {
        observers.add(handler)
    }

    /// "SF-" and 8 random letters and digits, leaving out look-alikes (0/O, 1/I).
    private static func makeOrderNumber() -> String {
        let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        var generator = SystemRandomNumberGenerator()
        return "SF-" + String((0..<8).map { _ in alphabet.randomElement(using: &generator)! })
    }
}
