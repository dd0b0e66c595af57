/// Places orders from the cart and keeps them in `orders.json` in the data folder.
@MainActor
public final class OrderService {
    /// The file that keeps placed orders.
    public static let fileName = "orders.json"

    /// Problems met (a corrupt orders file, a cart that could not be saved empty), for the app to show.
    public private(set) var warnings: [String] = []

    private let cart: CartStore
    private let file: StateFile<[Order]>
    private var loadedOrders: [Order]?
    private let observers = ChangeObservers<[Order]>()

    /// A service ordering what `cart` holds and keeping orders in `dataDirectory`.
    public init(cart: CartStore, dataDirectory: DataDirectory = DataDirectory()) {
        self.cart = cart
        self.file = dataDirectory.stateFile(named: Self.fileName, label: "order history")
    }

    /// The orders placed so far, oldest first (read on first use).
    public var orders: [Order] {
        if let loadedOrders { return loadedOrders }
        let orders: [Order]
        switch file.load() {
        case .loaded(let stored): orders = stored
        case .missing: orders = []
        case .corrupt(let corruption):
            orders = []
            warnings.append(corruption.warning)
        }
        loadedOrders = orders
        return orders
    }

    /// Places an order for everything in the cart, shipped to `address` and paid with `payment`,
    /// then empties the cart.
    ///
    /// - Parameter username: who places it, if someone is signed in.
    /// - Throws: ``OrderError/emptyCart``, ``OrderError/invalidAddress(_:)``, ``OrderError/invalidPayment(_:)``
    ///   (such as an expired card), or ``OrderError/saveFailed(_:)``; the cart is unchanged then.
    @discardableResult
    public func placeOrder(
        shippingTo address: Address, paying payment: PaymentDetails, for username: String? = nil,
        on day: CalendarDate = .today
    ) throws(OrderError) -> Order {
        guard !cart.isEmpty else { throw .emptyCart }
        do { try address.validate() } catch { throw .invalidAddress(error) }
        guard !payment.cardHolder.trimmed.isEmpty else { throw .invalidPayment(.missingCardHolder) }
        guard payment.lastFourDigits.count == 4 else { throw .invalidPayment(.invalidCardNumber) }
        guard !payment.expiry.isExpired(on: day) else { throw .invalidPayment(.expired) }
        let order = Order(id: Self.makeOrderNumber(), date: day, username: username, items: cart.items,
                          address: address, payment: payment, total: cart.total)
        let history = orders + [order]
        do { try file.save(history) } catch { throw .saveFailed(error.description) }
        loadedOrders = history
        observers.send(history)
        if let warning = cart.emptyAfterOrder() { warnings.append(warning) }
        return order
    }

    /// Calls `handler` with every order, oldest first, after each order placed.
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
