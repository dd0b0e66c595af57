import FoundationEssentials

/// The products on sale and their categories, as read from `catalog.json`.
public struct Catalog: Hashable, Sendable, Codable {
    /// The categories in display order.
    public var categories: [Category]
    /// The products in display order.
    public var products: [Product]

    /// A catalog of `products` in `categories`.
    public init(categories: [Category], products: [Product]) {
        self.categories = categories
        self.products = products
    }

    /// Decodes `catalog.json` and checks it.
    public init(json data: Data) throws(CatalogError) {
        do {
            self = try JSONDecoder().decode(Catalog.self, from: data)
        } catch {
            throw CatalogError(reason: "it is not a valid catalog (\(ErrorText.describe(error)))")
        }
        try validate()
    }

    /// The product numbered `id`, if any.
    public func product(id: Int) -> Product? { products.first { $0.id == id } }

    /// Throws if two products share a number, a product's category is not listed, or a value is out of range.
    public func validate() throws(CatalogError) {
        var seen = Set<Int>()
        let known = Set(categories)
        for product in products {
            guard seen.insert(product.id).inserted else {
                throw CatalogError(reason: "product \(product.id) is listed twice")
            }
            guard known.contains(product.category) else {
                throw CatalogError(reason: "product \(product.id) is in the unknown category \"\(product.category)\"")
            }
            guard (.zero...CartItem.maximumUnitPrice).contains(product.price), product.stock >= 0,
                  (0...5).contains(product.rating),
                product.ratingCount >= 0
            else { throw CatalogError(reason: "product \(product.id) has a negative or out-of-range value") }
            if let review = product.reviews.first(where: { !$0.isValid }) {
                throw CatalogError(reason: "a review of product \(product.id) is invalid: \(review.problems[0])")
            }
        }
    }
}
