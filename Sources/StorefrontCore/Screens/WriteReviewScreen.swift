import CoordinatorKit

/// Writing a review, or editing the one published; leaving with unsaved text asks first.
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
    public var title: String { viewModel.isEditing ? "Edit Your Review" : "Write a Review" }

    /// Unsaved text: ask "Discard Review?" (or "Discard Changes?" to a published review) before
    /// leaving, whoever asked (Escape, Cancel, close), and say that the app quits when the
    /// window closes.
    public func leaveDecision(for reason: LeaveReason) -> LeaveDecision {
        guard viewModel.hasUnsavedText, !isSubmitted else { return .allow }
        return viewModel.isEditing
            ? .confirmDiscarding("Changes", message: "Your changes to your review will be lost; it stays as published.",
                                 keepTitle: "Keep Editing", for: reason)
            : .confirmDiscarding("Review", message: "The review you wrote will be lost.", keepTitle: "Keep Writing",
                                 for: reason)
    }
}
