import CoordinatorKit

/// "Write a review", presented as a modal with its own stack: Done adds the review (the
/// result), Cancel, Escape or the close button end it with nil — after "Discard Review?"
/// when text would be lost. With a review by the author published, the form edits it.
@MainActor
public final class WriteReviewCoordinator: Coordinator {
    /// The form, while it is open (the app saves its draft on quit).
    public private(set) weak var viewModel: WriteReviewViewModel?
    private let product: Product
    private let author: String
    private let published: Review?
    private let draft: ReviewDraft?
    private var flow: Flow<Review?>?

    /// A form reviewing `product` as `author`, editing `published` (the author's review of it)
    /// if given, starting from `draft` if given.
    public init(product: Product, author: String, published: Review? = nil, draft: ReviewDraft? = nil) {
        self.product = product
        self.author = author
        self.published = published
        self.draft = draft
    }

    /// Presents the form.
    public func start(in flow: Flow<Review?>) async {
        self.flow = flow
        let viewModel = WriteReviewViewModel(productName: product.name, author: author, published: published,
                                             draft: draft)
        let screen = WriteReviewScreen(viewModel: viewModel)
        viewModel.onEvent = { [weak self, unowned screen] event in
            switch event {
            case .done(let review):
                screen.isSubmitted = true  // nothing is lost: no "Discard Review?" on the way out
                Task { await self?.flow?.finish(with: review) }
            case .cancel:
                Task { await self?.flow?.finish(with: nil) }
            }
        }
        self.viewModel = viewModel
        await flow.router.push(screen)
    }
}
