/// The account page: who is signed in, their orders, Sign Out.
@MainActor
public final class AccountViewModel {
    /// The user's name.
    public let username: String
    /// The user's orders, newest first.
    public let orders: [Order]
    /// Called when the user presses Sign Out.
    public var onSignOut: (() -> Void)?

    /// The page for `username` with `orders`.
    public init(username: String, orders: [Order]) {
        self.username = username
        self.orders = orders.reversed()
    }

    /// "3 orders".
    public var ordersSummary: String {
        orders.isEmpty ? "No orders yet" : "\(orders.count) order\(orders.count == 1 ? "" : "s")"
    }

    /// The user pressed Sign Out.
    public func signOut() { onSignOut?() }
}
