/// A placed order: what was bought, where it goes and how it was paid.
public struct Order: Identifiable, Hashable, Sendable, Codable {
    /// The order number, such as "SF-7K3Q9X2M".
    public var id: String
    /// The day it was placed, in ISO 8601 ("2024-05-31").
    public var date: String
    /// Who placed it, if someone was signed in.
    public var username: String?
    /// The ``Account/id`` of the account that placed it, which lists it: an account created
    /// again under the same name does not. An order stored before accounts had ids has its
    /// username, the id its account has had since.
    public var accountID: String?
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
        id: String, date: CalendarDate, placedBy account: Account?, items: [CartItem], address: Address,
        payment: PaymentDetails, total: Money
    ) {
        self.id = id
        self.date = date.iso8601
        username = account?.username
        accountID = account?.id
        self.items = items
        self.address = address
        self.payment = payment
        self.total = total
    }

    /// The day it was placed, as the app shows it: "31 May 2024".
    public var dateText: String { CalendarDate.longText(ofISO8601: date) }

    /// Whether `account` placed it (nil: whether it was placed signed out). Only its account
    /// lists it, or fills in its address for the next checkout.
    public func wasPlaced(by account: Account?) -> Bool { accountID == account?.id }

    /// The number of items, counting quantities.
    public var itemCount: Int { items.reduce(0) { $0 + $1.quantity } }
}

extension Order {
    private enum CodingKeys: String, CodingKey { case id, date, username, accountID, items, address, payment, total }

    /// Decodes an order; one stored before accounts had ids gets its username as account id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        date = try container.decode(String.self, forKey: .date)
        username = try container.decodeIfPresent(String.self, forKey: .username)
        accountID = try container.decodeIfPresent(String.self, forKey: .accountID) ?? username
        items = try container.decode([CartItem].self, forKey: .items)
        address = try container.decode(Address.self, forKey: .address)
        payment = try container.decode(PaymentDetails.self, forKey: .payment)
        total = try container.decode(Money.self, forKey: .total)
    }
}
