import FoundationEssentials
import StorefrontCore
import Testing

@Suite("Money and product display")
struct MoneyTests {
    @Test("Amounts are formatted by hand as euros with two decimals and grouped thousands", arguments: [
        (0, "€0.00"), (5, "€0.05"), (1250, "€12.50"), (99_999, "€999.99"), (129_900, "€1,299.00"),
        (123_456_789, "€1,234,567.89"), (-305, "-€3.05"),
    ])
    func formatting(cents: Int, text: String) {
        #expect(Money(cents: cents).formatted == text)
        #expect("\(Money(cents: cents))" == text)
    }

    @Test("Money encodes as a bare number of cents")
    func coding() throws {
        let data = try JSONEncoder().encode([Money(cents: 1250)])
        #expect(String(decoding: data, as: UTF8.self) == "[1250]")
        #expect(try JSONDecoder().decode([Money].self, from: data) == [Money(cents: 1250)])
    }

    @Test("A product's rating counts new reviews and shows one decimal")
    func ratingWithReviews() {
        let product = Product(id: 1, name: "Mug", category: "Kitchen", price: Money(cents: 900), description: "A mug.",
                              rating: 4.0, ratingCount: 3, stock: 2)
        #expect(product.formattedPrice == "€9.00")
        #expect(product.formattedRating == "4.0")
        let review = Review(author: "ann", rating: 1, title: "Chipped", text: "It arrived chipped.",
                            date: CalendarDate(year: 2025, month: 6, day: 1))
        let updated = product.adding([review])
        #expect(updated.ratingCount == 4)
        #expect(updated.rating == 3.25)
        #expect(updated.formattedRating == "3.3")
        #expect(updated.formattedRatingCount == "4")
        #expect(Product(id: 2, name: "Kettle", category: "Kitchen", price: Money(cents: 2900), description: "A kettle.",
                        rating: 4.5, ratingCount: 20_312, stock: 1).formattedRatingCount == "20,312")
        #expect(updated.reviews.first == review)
    }

    @Test("The product page and its reviews page put the rating in the same words")
    @MainActor func ratingSentence() {
        let product = Product(id: 2, name: "Kettle", category: "Kitchen", price: Money(cents: 2900),
                              description: "A kettle.", rating: 4.46, ratingCount: 20_312, stock: 1)
        #expect(product.ratingSentence == "Rated 4.5 of 5 from 20,312 ratings")
        #expect(ReviewsViewModel(product: product).summary == "Rated 4.5 of 5 from 20,312 ratings · 0 reviews")
    }

    @Test("A screen reader hears a product's name, price, stock and rating with the first button of its pages")
    @MainActor func spokenSummaries() {
        var product = Product(id: 2, name: "Kettle", category: "Kitchen", price: Money(cents: 2900),
                              description: "A kettle.", rating: 4.46, ratingCount: 312, stock: 14)
        #expect(product.summarySentence == "Kettle, €29.00. 14 in stock. Rated 4.5 of 5 from 312 ratings.")
        #expect(ReviewsViewModel(product: product).spokenSummary
                == "Reviews of Kettle. Rated 4.5 of 5 from 312 ratings, 0 reviews.")
        product.stock = 5
        #expect(product.stockText == "Only 5 left in stock")
        product.stock = 0
        #expect(product.summarySentence == "Kettle, €29.00. Out of stock. Rated 4.5 of 5 from 312 ratings.")
    }
}
