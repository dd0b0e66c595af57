import CoordinatorKit

/// What the reviews flow hands back to the product page.
public enum ReviewsResult: FlowResult, Equatable, Sendable {
    /// The user added a review before leaving the reviews; the product as it is now (its
    /// rating changed).
    case reviewAdded(Product)
    /// The user left without adding one.
    case closed

    /// ``closed``.
    public static func dismissed(by origin: DismissalOrigin) -> ReviewsResult { .closed }
}

/// A product's reviews, pushed from its page. Writing a review opens a modal (editing the
/// user's own, once published: one review each); a review added shows at the top of the
/// list, focused, and the user stays to read it. Going back ends the
/// flow with ``ReviewsResult/reviewAdded(_:)`` once a review was added (the product page then
/// refreshes its rating), else with ``ReviewsResult/closed``.
@MainActor
public final class ReviewsCoordinator: RouteCoordinator<AppRoute, ReviewsResult> {
    /// The review form, while it is open.
    public private(set) weak var writeReview: WriteReviewCoordinator?
    /// A draft of this product's review kept elsewhere, which the form takes up when it opens
    /// without one (the app's: a review restored from the last session that no form showed).
    public var draftToResume: (() -> ReviewDraft?)?
    private var product: Product
    private let services: StorefrontServices
    /// The reviews page on screen: the flow's own, not one prepared for a push that was not
    /// made (a duplicate).
    private var page: ReviewsViewModel? { (flow?.router.screens.first as? ReviewsScreen)?.viewModel }

    /// The reviews of `product`.
    public init(product: Product, services: StorefrontServices) {
        self.product = product
        self.services = services
        super.init(initialRoute: .reviews(product.id))
    }

    /// The reviews page.
    public override func prepareTransition(for route: AppRoute) -> Transition {
        let viewModel = ReviewsViewModel(product: product, ownReview: ownReview)
        viewModel.onWriteReview = { [weakRouter, product] in Task { await weakRouter.trigger(.writeReview(product.id)) } }
        return .push(ReviewsScreen(viewModel: viewModel))
    }

    /// `.writeReview` opens the form; the rest shows the reviews page.
    @discardableResult
    public override func trigger(_ route: AppRoute) async -> TransitionOutcome {
        guard case .writeReview = route else { return await super.trigger(route) }
        return await openWriteReview(draft: nil)
    }

    /// Opens the review form with `draft`, else with the draft to resume, if any.
    @discardableResult
    public func openWriteReview(draft: ReviewDraft?) async -> TransitionOutcome {
        guard writeReview == nil else { return .ignoredDuplicate }
        let form = WriteReviewCoordinator(product: product, author: author, published: ownReview,
                                          draft: draft ?? draftToResume?())
        writeReview = form
        await start(form, presentation: .modal) { [weak self] review in
            guard let self, let review else { return }
            Task { await self.add(review) }
        }
        return .completed
    }

    private var author: String { services.accounts.currentUser ?? "Anonymous" }

    /// The user's published review of the product, if any.
    private var ownReview: Review? { services.products.review(by: author, of: product.id) }

    private func add(_ review: Review) async {
        do throws(ProductServiceError) {
            let updated = try await services.products.addReview(review, to: product.id)
            product = updated
            page?.update(updated, added: review)
            flow?.dismissalResult = { _ in .reviewAdded(updated) }
        } catch {
            // The form has closed with the review: open it again with what the user wrote.
            await flow?.router.alert(Alert(title: "Review Not Saved",
                                           message: "\(error.description) Your review is open again, to try once more."))
            await openWriteReview(draft: ReviewDraft(rating: review.rating, title: review.title, text: review.text))
        }
    }
}
