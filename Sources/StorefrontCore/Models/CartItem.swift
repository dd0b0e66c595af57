/// A line of the cart: a product and how many of it.
///
/// The name, price and stock are copied from the product when it is added, so the cart can be
/// shown and totalled without loading the catalog; they follow the catalog once it is loaded
/// (``Cart/update(from:)``).
public struct CartItem: Identifiable, Hashable, Sendable, Codable {
    /// The product's number.
    public var productID: Int
    /// The product's name.
    public var name: String
    /// The price of one item.
    public var unitPrice: Money
    /// How many items, at least 1.
    public var quantity: Int
    /// How many items were in stock when the product was last added; the most ``quantity`` may be.
    public var stock: Int
    /// What one item cost when the product was added, while the catalog has it at another
    /// price (nil otherwise): the cart says so (``priceNote``).
    public var priceWhenAdded: Money?

    /// A line of `quantity` items of `product`.
    public init(product: Product, quantity: Int) {
        self.init(productID: product.id, name: product.name, unitPrice: product.price, quantity: quantity,
                  stock: product.stock)
    }

    /// A line from its parts (a `priceWhenAdded` equal to `unitPrice` is none: nothing changed).
    public init(productID: Int, name: String, unitPrice: Money, quantity: Int, stock: Int,
                priceWhenAdded: Money? = nil) {
        self.productID = productID
        self.name = name
        self.unitPrice = unitPrice
        self.quantity = quantity
        self.stock = stock
        self.priceWhenAdded = priceWhenAdded == unitPrice ? nil : priceWhenAdded
    }

    /// The product's number.
    public var id: Int { productID }

    /// Whether `other` orders the same: the same product, quantity and unit price (the stock
    /// each last saw may differ).
    public func ordersTheSame(as other: CartItem) -> Bool {
        productID == other.productID && quantity == other.quantity && unitPrice == other.unitPrice
    }

    /// The most items a line may hold: more can only come from a damaged file (and would make
    /// totals overflow).
    public static let maximumQuantity = 9_999

    /// The most Unicode scalars a line's name keeps when read from a file: catalog names are far
    /// shorter; a longer one (a damaged or edited file) is cut, with an ellipsis, rather than
    /// laid out for a minute on the Cart page.
    public static let maximumNameLength = 200

    /// The most one item may cost, €1,000,000.00: more can only come from a damaged file or
    /// catalog. With ``maximumQuantity``, a line costs at most 10¹² cents, so no cart or order
    /// total comes near overflowing (it would take millions of lines).
    public static let maximumUnitPrice = Money(cents: 100_000_000)

    /// The price of the line: unit price times quantity.
    public var total: Money { unitPrice.times(quantity) }

    /// The line with one item at `price` (the catalog's now), remembering the price it was
    /// added at while the two differ.
    func repriced(_ price: Money) -> CartItem {
        CartItem(productID: productID, name: name, unitPrice: price, quantity: quantity, stock: stock,
                 priceWhenAdded: priceWhenAdded ?? unitPrice)
    }

    /// "Up from €49.00" or "Down from €49.00" when the catalog changed the price since the
    /// product was added; nil otherwise.
    public var priceNote: String? {
        priceWhenAdded.map { "\($0 < unitPrice ? "Up" : "Down") from \($0.formatted)" }
    }

    /// "Out of stock" or "Only 2 left" when fewer are left than the quantity; nil otherwise.
    public var stockNote: String? {
        guard quantity > stock else { return nil }
        return stock == 0 ? "Out of stock" : "Only \(stock) left"
    }
}

extension CartItem {
    private enum CodingKeys: String, CodingKey { case productID, name, unitPrice, quantity, stock, priceWhenAdded }

    /// Decodes a line, refusing one no cart could hold (a damaged or edited file): a quantity
    /// below 1 or above ``maximumQuantity``, a negative stock, a price (or the price it was
    /// added at) that is negative or above ``maximumUnitPrice``. A name longer than
    /// ``maximumNameLength`` is cut to it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var name = try container.decode(String.self, forKey: .name)
        if name.unicodeScalars.count > Self.maximumNameLength {  // scalars: a letter may carry a thousand accents
            name = String(String.UnicodeScalarView(name.unicodeScalars.prefix(Self.maximumNameLength - 1))) + "…"
        }
        self.init(productID: try container.decode(Int.self, forKey: .productID), name: name,
                  unitPrice: try container.decode(Money.self, forKey: .unitPrice),
                  quantity: try container.decode(Int.self, forKey: .quantity),
                  stock: try container.decode(Int.self, forKey: .stock),
                  priceWhenAdded: try container.decodeIfPresent(Money.self, forKey: .priceWhenAdded))
        let prices = [unitPrice] + (priceWhenAdded.map { [$0] } ?? [])
        let problem: String? = if !(1...Self.maximumQuantity).contains(quantity) {
            "the quantity \(quantity) is not between 1 and \(Self.maximumQuantity)"
        } else if stock < 0 {
            "the stock \(stock) is negative"
        } else if let negative = prices.first(where: { $0 < .zero }) {
            "the price \(negative.cents) is negative"
        } else if let absurd = prices.first(where: { $0 > Self.maximumUnitPrice }) {
            "the price \(absurd.cents) is over the most an item may cost, \(Self.maximumUnitPrice.cents)"
        } else {
            nil
        }
        if let problem {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }
}
