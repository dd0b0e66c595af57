import FoundationEssentials
import StorefrontCore
import Testing

@MainActor
@Suite("Order service")
struct OrderServiceTests {
    private let folder = TemporaryDataFolder()
    private let ann = Account.named("ann")
    private let address = Address(fullName: "Ann Lee", street: "1 Main St", postalCode: "1000", city: "Brussels",
                                  country: "Belgium")
    private let today = CalendarDate(year: 2025, month: 6, day: 15)

    private func payment() throws -> PaymentDetails {
        try PaymentDetails(cardHolder: "Ann Lee", cardNumber: "4111111111111111", expiry: "12/27", today: today)
    }

    /// The real catalog, loaded, in this test's data folder.
    private func catalog() async throws -> ProductService {
        let products = ProductService(resources: ResourceLocator(environment: [:]), dataDirectory: folder.dataDirectory)
        try await products.loadWithoutFaults()
        return products
    }

    /// Two products with at least `stock` items each.
    private func twoProducts(_ products: ProductService, stock: Int = 3) throws -> (Product, Product) {
        let plenty = products.products.filter { $0.stock >= stock }
        try #require(plenty.count >= 2)
        return (plenty[0], plenty[1])
    }

    @Test("Placing an order empties the cart and returns and keeps the order")
    func placeOrder() async throws {
        let products = try await catalog()
        let (first, second) = try twoProducts(products)
        let cart = CartStore(dataDirectory: folder.dataDirectory, owner: ann)
        try cart.add(first, quantity: 2)
        try cart.add(second)
        let orders = OrderService(cart: cart, products: products, dataDirectory: folder.dataDirectory)
        let order = try await orders.placeOrder(shippingTo: address, paying: try payment(), on: today)
        #expect(order.username == "ann" && order.accountID == ann.id, "the cart's owner's")
        #expect(order.total == Money(cents: first.price.cents * 2 + second.price.cents))
        #expect(order.itemCount == 3)
        #expect(order.items.map(\.productID) == [first.id, second.id])
        #expect(order.id.hasPrefix("SF-") && order.id.count == 11)
        #expect(order.date == "2025-06-15")
        #expect(order.payment.lastFourDigits == "1111")
        #expect(cart.isEmpty)
        #expect(CartStore(dataDirectory: folder.dataDirectory, owner: ann).isEmpty)
        #expect(OrderService(cart: cart, products: products, dataDirectory: folder.dataDirectory).orders == [order])
    }

    @Test("An order stored before accounts had ids is listed for the account of its username")
    func ordersFromBeforeAccountIDs() throws {
        let placer = Account(id: "account-new", username: "ann", salt: "", passwordHash: "", iterations: 1)
        let order = Order(id: "SF-1", date: today, placedBy: placer, items: [], address: address,
                          payment: try payment(), total: .zero)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // "accountID" first, a comma after it
        let json = String(decoding: try encoder.encode(order), as: UTF8.self)
        #expect(json.contains(#""accountID":"account-new","#))
        let old = json.replacing(#""accountID":"account-new","#, with: "")
        let decoded = try JSONDecoder().decode(Order.self, from: Data(old.utf8))
        #expect(decoded.accountID == "ann", "an account stored before ids has its username as id")
        #expect(try JSONDecoder().decode(Order.self, from: Data(json.utf8)) == order)
    }

    @Test("An order takes its items out of stock, for good, and pages showing the products hear of it")
    func orderTakesStock() async throws {
        let products = try await catalog()
        let (first, second) = try twoProducts(products)
        var heard: [Int: Int] = [:]
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        var cartWhenHeard: [Int] = []
        let observation = products.observe {
            heard[$0.id] = $0.stock
            cartWhenHeard.append(cart.count)
        }
        try cart.add(first, quantity: 2)
        try cart.add(second, quantity: second.stock)
        let orders = OrderService(cart: cart, products: products, dataDirectory: folder.dataDirectory)
        try await orders.placeOrder(shippingTo: address, paying: try payment(), on: today)
        #expect(products.loadedProduct(id: first.id)?.stock == first.stock - 2)
        #expect(products.loadedProduct(id: second.id)?.isInStock == false, "the last ones were ordered")
        #expect(heard == [first.id: first.stock - 2, second.id: 0])
        #expect(cartWhenHeard == [0, 0], "the ordered items are out of the cart when the new stock is heard of")
        observation.cancel()
        let relaunched = try await catalog()
        #expect(relaunched.loadedProduct(id: first.id)?.stock == first.stock - 2, "kept in sales.json")
        #expect(relaunched.loadedProduct(id: second.id)?.stock == 0)
    }

    @Test("An order for more than is left (another order took some) is refused, saying how many are left")
    func orderBeyondTheStockLeft() async throws {
        let products = try await catalog()
        let (first, _) = try twoProducts(products)
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        try cart.add(first, quantity: first.stock)
        _ = products.recordSale(of: [CartItem(product: first, quantity: 1)])  // another order, meanwhile
        let orders = OrderService(cart: cart, products: products, dataDirectory: folder.dataDirectory)
        let shortage = CartError.exceedsStock(productName: first.name, available: first.stock - 1)
        await #expect(throws: OrderError.notInStock(shortage)) {
            try await orders.placeOrder(shippingTo: address, paying: try payment(), on: today)
        }
        #expect(OrderError.notInStock(shortage).description.hasSuffix("Change your cart, then check out again."))
        #expect(cart.quantity(of: first.id) == first.stock, "the cart is kept")
        #expect(products.loadedProduct(id: first.id)?.stock == first.stock - 1, "the stock is unchanged")
        #expect(orders.orders.isEmpty && folder.text(of: "orders.json") == nil)
    }

    @Test("An order is refused for an empty cart, a bad address or an expired card, and the cart is kept")
    func refusedOrders() async throws {
        let products = try await catalog()
        let (first, _) = try twoProducts(products)
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        let orders = OrderService(cart: cart, products: products, dataDirectory: folder.dataDirectory)
        await #expect(throws: OrderError.emptyCart) {
            try await orders.placeOrder(shippingTo: address, paying: try payment(), on: today)
        }
        try cart.add(first)
        var incomplete = address
        incomplete.street = ""
        await #expect(throws: OrderError.invalidAddress(.missing(.street))) {
            try await orders.placeOrder(shippingTo: incomplete, paying: try payment(), on: today)
        }
        await #expect(throws: OrderError.invalidPayment(.expired)) {
            try await orders.placeOrder(shippingTo: address, paying: try payment(),
                                        on: CalendarDate(year: 2028, month: 1, day: 1))
        }
        #expect(cart.count == 1)
        #expect(orders.orders.isEmpty)
        #expect(folder.text(of: "orders.json") == nil)
        #expect(products.loadedProduct(id: first.id)?.stock == first.stock, "a refused order takes nothing")
    }
}
