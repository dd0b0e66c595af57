import CoordinatorKit

/// What the reviews flow hands back to the product page.
public enum ReviewsResult: FlowResult, Equatable, Sendable {
    /// A review was added; the product as it is now (its rating changed).
    case reviewAdded(Product)
    /// The user went back without adding one.
    case closed

    /// ``closed``.
    public static func dismissed(by origin: DismissalOrigin) -> ReviewsResult { .closed }
}

/// A product's reviews, pushed from its page. Writing a review opens a modal; once a review
/// is added the flow ends with ``ReviewsResult/reviewAdded(_:)``, back on the product page,
/// which refreshes its rating. Going back ends it with ``ReviewsResult/closed``.
@MainActor
public final class ReviewsCoordinator: RouteCoordinator<AppRoute, ReviewsResult> {
    /// The review form, while it is open.
    public private(set) weak var writeReview: WriteReviewCoordinator?
    private let product: Product
    private let services: StorefrontServices

    /// The reviews of `product`.
    public init(product: Product, services: StorefrontServices) {
        self.product = product
        self.services = services
        super.init(initialRoute: .reviews(product.id))
    }

    /// The reviews page.
    public override func prepareTransition(for route: AppRoute) -> Transition {
        let viewModel = ReviewsViewModel(product: product)
        viewModel.onWriteReview = { [weakRouter, product] in Task { await weakRouter.trigger(.writeReview(product.id)) } }
        return .push(ReviewsScreen(viewModel: viewModel))
    }

    /// `.writeReview` opens the form; the rest shows the reviews page.
    @discardableResult
    public override func trigger(_ route: AppRoute) async -> TransitionOutcome {
        guard case .writeReview = route else { return await super.trigger(route) }
        return await openWriteReview(draft: nil)
    }

    /// Opens the review form (with `draft`, when restoring one).
    @discardableResult
    public func openWriteReview(draft: ReviewDraft?) async -> TransitionOutcome {
        guard writeReview == nil else { return .ignoredDuplicate }
        let author = services.accounts.currentUser ?? "Anonymous"
        let form = WriteReviewCoordinator(product: product, author: author, draft: draft)
        writeReview = form
        await start(form, presentation: .modal) { [weak self] review in
            guard let self, let review else { return }
            Task { await self.add(review) }
        }
        return .completed
    }

    private func add(_ review: Review) async {
        do throws(ProductServiceError) {
            let updated = try await services.products.addReview(review, to: product.id)
            await finish(with: .reviewAdded(updated))
        } catch {
            await flow?.router.alert(Alert(title: "Review Not Saved", message: error.description))
        }
    }
}
