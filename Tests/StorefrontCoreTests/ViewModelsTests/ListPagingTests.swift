import StorefrontCore
import Testing

@Suite("Long lists: a page at a time")
@MainActor
struct ListPagingTests {
    @Test func aPageThenAPageMoreUpToAllAndWhatIsRevealedStaysShown() {
        var paging = ListPaging()
        #expect(paging.shown(Array(1...60)) == Array(1...25))
        #expect(paging.hiddenCount(of: 60) == 35)
        #expect(paging.summary(of: 60, "order") == "25 of 60 orders shown")
        let twice = paging.showMore(of: 60) && paging.showMore(of: 60)
        #expect(twice)
        #expect(paging.shown(Array(1...60)) == Array(1...60) && paging.hiddenCount(of: 60) == 0)
        let more = paging.showMore(of: 60)
        #expect(!more, "all shown: no more")
        #expect(paging.summary(of: 1, "order") == "1 of 1 order shown")
        var revealing = ListPaging()
        revealing.reveal(40)
        #expect(revealing.shown(Array(0..<100)).count == 41, "up to the item revealed")
        revealing.reveal(3)
        #expect(revealing.shown(Array(0..<100)).count == 41, "never fewer")
    }

    /// A product with `count` reviews, one a day back from the end of 2025 (newest first is
    /// the order they are made in).
    private func product(reviews count: Int) -> Product {
        var product = Product(id: 1, name: "Kettle", category: "Kitchen", price: Money(cents: 2900),
                              description: "A kettle.", rating: 4, ratingCount: count, stock: 3)
        product.reviews = (0..<count).map { day in
            Review(author: "user\(day)", rating: 4, title: "Review \(day)", text: "Fine.",
                   date: CalendarDate(year: 2025 - day / 365, month: 12 - (day % 365) / 31, day: 28 - day % 28))
        }
        return product
    }

    @Test func thousandsOfReviewsAreShownAPageAtATimeNewestFirst() {
        let viewModel = ReviewsViewModel(product: product(reviews: 1_060))
        var changes = 0
        viewModel.onChange = { changes += 1 }
        #expect(viewModel.shownReviews == Array(viewModel.reviews.prefix(ListPaging.pageSize)))
        #expect(viewModel.hiddenCount == 1_060 - ListPaging.pageSize)
        #expect(viewModel.shownSummary == "25 of 1,060 reviews shown")
        #expect(viewModel.summary.hasSuffix("1,060 reviews"), "the summary counts them all")
        viewModel.showMore()
        #expect(changes == 1)
        #expect(viewModel.shownReviews == Array(viewModel.reviews.prefix(2 * ListPaging.pageSize)))
        while viewModel.hiddenCount > 0 { viewModel.showMore() }
        #expect(viewModel.shownReviews == viewModel.reviews)
        #expect(viewModel.shownSummary == "1,060 of 1,060 reviews shown")
        let before = changes
        viewModel.showMore()
        #expect(changes == before, "nothing more to show: nothing changes")
    }

    @Test func anOrderBeyondThePageIsRevealedForTheUserComingBackFromIt() throws {
        let address = Address(fullName: "Ann Lee", street: "1 Rue de la Paix", postalCode: "75002", city: "Paris",
                              country: "France")
        let payment = try PaymentDetails(cardHolder: "Ann Lee", cardNumber: "4111 1111 1111 1111", expiry: "12/30",
                                         today: CalendarDate(year: 2025, month: 1, day: 1))
        let orders = (1...30).map { number in
            Order(id: "SF-\(number)", date: CalendarDate(year: 2025, month: 3, day: 1), placedBy: nil, items: [],
                  address: address, payment: payment, total: .zero)
        }
        let viewModel = AccountViewModel(username: "ann", orders: orders)  // newest, SF-30, first
        var changes = 0
        viewModel.onChange = { changes += 1 }
        #expect(viewModel.reveal(orderID: "SF-30") == 0)
        #expect(changes == 0 && viewModel.shownOrders.count == ListPaging.pageSize, "shown already: nothing changes")
        #expect(viewModel.reveal(orderID: "SF-404") == nil, "not the user's")
        #expect(viewModel.reveal(orderID: "SF-1") == 29)
        #expect(changes == 1 && viewModel.shownOrders.last?.id == "SF-1", "the orders down to it shown")
    }

    @Test func aFewReviewsAreAllShown() {
        let viewModel = ReviewsViewModel(product: product(reviews: 3))
        #expect(viewModel.shownReviews.count == 3)
        #expect(viewModel.hiddenCount == 0)
    }

    @Test func theUsersEditedReviewIsShownWhereverItsDateFalls() throws {
        let many = product(reviews: 100)
        let old = many.reviews[80]
        let viewModel = ReviewsViewModel(product: many, ownReview: old)
        #expect(!viewModel.shownReviews.contains(old))
        var edited = many
        let review = Review(author: old.author, rating: 2, title: "Worse now", text: "It rusted.", date: try #require(old.calendarDate))
        edited.reviews[80] = review
        viewModel.update(edited, added: review)
        #expect(viewModel.shownReviews.contains(review), "the review just edited is on the page, to be focused")
    }
}
