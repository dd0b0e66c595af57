/// A product's reviews and the way to write one, or to edit the user's own.
@MainActor
public final class ReviewsViewModel {
    /// The product.
    public private(set) var product: Product { didSet { reviews = Self.newestFirst(product.reviews) } }
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// The review the user just added, if any (the view focuses it).
    public private(set) var addedReview: Review?
    /// Called when the user wants to write a review.
    public var onWriteReview: (() -> Void)?
    /// The review of the product the user published, if any: the user edits it rather than
    /// writing another (one review each).
    public private(set) var ownReview: Review?

    /// The reviews of `product`; `ownReview` is the user's, if published.
    public init(product: Product, ownReview: Review? = nil) {
        self.product = product
        self.ownReview = ownReview
        reviews = Self.newestFirst(product.reviews)
    }

    /// The page's button: Write a Review…, or Edit Your Review… once the user published one
    /// (an ellipsis, as GNOME marks an action that asks for more before it is done).
    public var writeReviewTitle: String { ownReview == nil ? "Write a Review…" : "Edit Your Review…" }

    /// How many of the reviews are shown (a page at a time).
    public private(set) var paging = ListPaging()

    /// The reviews, newest first (sorted once per product: each refresh of a page of thousands
    /// sorted them all again).
    public private(set) var reviews: [Review]
    /// The reviews shown: the newest ones, a page at a time.
    public var shownReviews: [Review] { paging.shown(reviews) }
    /// How many reviews Show More would still show; 0 when all are shown.
    public var hiddenCount: Int { paging.hiddenCount(of: product.reviews.count) }
    /// Says how many are shown, such as "25 of 20,312 reviews shown" (for the Show More button).
    public var shownSummary: String { paging.summary(of: product.reviews.count, "review") }

    /// Shows a page more of the reviews.
    public func showMore() {
        if paging.showMore(of: product.reviews.count) { onChange?() }
    }

    /// The summary line: "Rated 4.5 of 5 from 65 ratings · 12 reviews" (a rating without a
    /// review counts too, so the two numbers differ).
    public var summary: String { "\(product.ratingSentence) · \(reviewCount)" }

    /// The page in a few words for a screen reader, said with Write a Review, where the focus
    /// lands (the summary line is text, which a screen reader does not reach by Tab), such as
    /// "Reviews of Kettle. Rated 4.5 of 5 from 312 ratings, 3 reviews."
    public var spokenSummary: String {
        "Reviews of \(product.name). \(product.ratingSentence), \(reviewCount)."
    }

    /// "3 reviews".
    private var reviewCount: String { String.counted(product.reviews.count, "review") }

    private static func newestFirst(_ reviews: [Review]) -> [Review] { reviews.sorted { $0.date > $1.date } }

    /// Shows the product as it is now, after the user added (or edited) `review`.
    public func update(_ product: Product, added review: Review) {
        self.product = product
        addedReview = review
        ownReview = review
        // Shown, wherever its date puts it.
        if let index = reviews.firstIndex(of: review) { paging.reveal(index) }
        onChange?()
    }

    /// The user pressed Write a Review (or Edit Your Review).
    public func writeReview() { onWriteReview?() }
}
