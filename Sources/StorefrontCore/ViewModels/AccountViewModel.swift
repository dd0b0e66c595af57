/// The account page: who is signed in, their orders, Sign Out.
@MainActor
public final class AccountViewModel {
    /// The user's name.
    public let username: String
    /// The user's orders, newest first.
    public private(set) var orders: [Order]
    /// Called when the user presses Sign Out.
    public var onSignOut: (() -> Void)?
    /// Called with the order the user opens.
    public var onOpenOrder: ((Order) -> Void)?
    /// Called after the orders changed, for the view.
    public var onChange: (() -> Void)?

    /// The page for `username` with `orders` (oldest first, as the order service keeps them).
    public init(username: String, orders: [Order]) {
        self.username = username
        self.orders = orders.reversed()
    }

    /// Shows `orders` (oldest first) instead, such as after an order was placed.
    public func show(orders: [Order]) {
        self.orders = orders.reversed()
        onChange?()
    }

    /// How many of the orders are shown (a page at a time).
    public private(set) var paging = ListPaging()
    /// The orders shown: the newest ones, a page at a time.
    public var shownOrders: [Order] { paging.shown(orders) }
    /// How many orders Show More would still show; 0 when all are shown.
    public var hiddenOrderCount: Int { paging.hiddenCount(of: orders.count) }
    /// Says how many are shown, such as "25 of 1,200 orders shown" (for the Show More button).
    public var shownOrdersSummary: String { paging.summary(of: orders.count, "order") }

    /// Shows a page more of the orders.
    public func showMoreOrders() {
        if paging.showMore(of: orders.count) { onChange?() }
    }

    /// Where the order `id` is in ``orders``, which shows the orders down to it if it was not
    /// shown (an order a link opened is in the list when the user comes back from its page);
    /// nil for an order the user does not have.
    public func reveal(orderID id: String) -> Int? {
        guard let index = orders.firstIndex(where: { $0.id == id }) else { return nil }
        if paging.reveal(index) { onChange?() }
        return index
    }

    /// "3 orders".
    public var ordersSummary: String {
        orders.isEmpty ? "No orders yet" : .counted(orders.count, "order")
    }

    /// The user opened `order` (Return or a click on its row).
    public func open(_ order: Order) { onOpenOrder?(order) }

    /// The user pressed Sign Out.
    public func signOut() { onSignOut?() }
}
