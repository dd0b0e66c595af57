/// A placed order: what was bought, where it goes and how it was paid.
public struct Order: Identifiable, Hashable, Sendable, Codable {
    /// The order number, such as "SF-7K3Q9X2M".
    public var id: String
    /// The day it was placed, in ISO 8601 ("2024-05-31").
    public var date: String
    /// Who placed it, if someone was signed in.
    public var username: String?
    /// The lines of the cart when it was placed.
    public var items: [CartItem]
    /// Where it is shipped.
    public var address: Address
    /// How it was paid (last four digits only).
    public var payment: PaymentDetails
    /// What it cost.
    public var total: Money

    /// An order from its parts.
    public init(
        id: String, date: CalendarDate, username: String?, items: [CartItem], address: Address,
        payment: PaymentDetails, total: Money
    ) {
        self.id = id
        self.date = date.iso8601
        self.username = username
        self.items = items
        self.address = address
        self.payment = payment
        self.total = total
    }

    /// The number of items, counting quantities.
    public var itemCount: Int { items.reduce(0) { $0 + $1.quantity } }
}
