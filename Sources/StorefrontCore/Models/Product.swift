/// A product of the catalog, with its reviews.
public struct Product: Identifiable, Hashable, Sendable, Codable {
    /// The product's number, unique in the catalog; deep links use it (`storefront://product/42`).
    public var id: Int
    /// The name shown in lists and titles.
    public var name: String
    /// The department it belongs to.
    public var category: Category
    /// The price of one item.
    public var price: Money
    /// One or two sentences about the product.
    public var description: String
    /// The average rating, 0 to 5 stars, over ``ratingCount`` ratings.
    public var rating: Double
    /// How many ratings ``rating`` averages.
    public var ratingCount: Int
    /// How many items are left; 0 means out of stock.
    public var stock: Int
    /// Reviews, newest first.
    public var reviews: [Review]

    /// A product; `rating` is clamped to 0…5.
    public init(
        id: Int, name: String, category: Category, price: Money, description: String, rating: Double,
        ratingCount: Int, stock: Int, reviews: [Review] = []
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.price = price
        self.description = description
        self.rating = min(max(rating, 0), 5)
        self.ratingCount = ratingCount
        self.stock = stock
        self.reviews = reviews
    }

    /// Whether at least one item is left.
    public var isInStock: Bool { stock > 0 }

    /// The price for display, such as "€12.50".
    public var formattedPrice: String { price.formatted }

    /// The rating rounded to one decimal, such as "4.3".
    public var formattedRating: String {
        let tenths = Int((rating * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The number of ratings for display, digits grouped, such as "20,312".
    public var formattedRatingCount: String { ratingCount.groupedInThousands }

    /// The rating in words, the same on every page and for a screen reader, such as
    /// "Rated 4.3 of 5 from 20,312 ratings".
    public var ratingSentence: String { "Rated \(formattedRating) of 5 from \(String.counted(ratingCount, "rating"))" }

    /// How many are left, for display: "14 in stock", "Only 3 left in stock" (five or fewer),
    /// "Out of stock".
    public var stockText: String {
        switch stock {
        case ...0: "Out of stock"
        case ...5: "Only \(stock) left in stock"
        default: "\(stock) in stock"
        }
    }

    /// The product in a few words for a screen reader (its page is mostly text, which a screen
    /// reader does not reach by Tab), such as "Kettle, €29.00. 14 in stock. Rated 4.5 of 5
    /// from 312 ratings."
    public var summarySentence: String { "\(name), \(formattedPrice). \(stockText). \(ratingSentence)." }

    /// The product with `newReviews` put before its reviews and counted in its rating.
    public func adding(_ newReviews: [Review]) -> Product {
        guard !newReviews.isEmpty else { return self }
        var product = self
        let count = ratingCount + newReviews.count
        let total = rating * Double(ratingCount) + Double(newReviews.reduce(0) { $0 + $1.rating })
        product.rating = min(max(total / Double(count), 0), 5)
        product.ratingCount = count
        product.reviews = newReviews.sorted { $0.date > $1.date } + reviews
        return product
    }
}
