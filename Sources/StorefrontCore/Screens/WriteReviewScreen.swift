import CoordinatorKit

/// Writing a review; leaving with unsaved text asks first.
@MainActor
public final class WriteReviewScreen: Screen {
    /// The screen's view model.
    public let viewModel: WriteReviewViewModel

    /// Set once the review was submitted: leaving then loses nothing.
    public var isSubmitted = false

    /// A screen showing `viewModel`.
    public init(viewModel: WriteReviewViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "write-review" }

    /// The header bar title.
    public var title: String { "Write a Review" }

    /// Unsaved text: ask "Discard Review?" before leaving, whoever asked (Escape, Cancel, close).
    public func leaveDecision() -> LeaveDecision {
        viewModel.hasUnsavedText && !isSubmitted
            ? .confirm(.discardChanges(title: "Discard Review?", message: "The review you wrote will be lost.",
                                       keepTitle: "Keep Writing"))
            : .allow
    }
}
