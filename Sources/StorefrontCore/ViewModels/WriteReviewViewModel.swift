/// The "Write a review" form: Done is enabled only when the review is valid, and no rating is
/// chosen for the user; leaving with unsaved text asks "Discard Review?" first (through the
/// screen's leave guard). An author has one review of a product: with one published, the form
/// edits it (Done replaces it).
@MainActor
public final class WriteReviewViewModel {
    /// What the user can do.
    public enum Event: Sendable { case done(Review), cancel }

    /// The product reviewed.
    public let productName: String
    /// The reviewer (the signed-in user).
    public let author: String
    /// The review of this product the author published before, if any: the form starts from
    /// it, and Done replaces it.
    public let published: Review?
    /// Stars, 1 to 5; nil until the user chooses.
    public var rating: Int? { didSet { changed() } }
    /// The title typed.
    public var title: String { didSet { changed() } }
    /// The text typed.
    public var text: String { didSet { changed() } }
    /// The field the user was in last (the view says), kept with the draft: a form brought
    /// back after a restart puts the keyboard there again.
    public var lastFieldUsed: ReviewField?
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Where the events go (the coordinator).
    public var onEvent: ((Event) -> Void)?

    /// A form for a review of `productName` by `author`, editing `published` if given, and
    /// starting from `draft` if given (a restored draft), else from `published`.
    public init(productName: String, author: String, published: Review? = nil, draft: ReviewDraft? = nil) {
        self.productName = productName
        self.author = author
        self.published = published
        resumesDraft = draft != nil
        let start = draft ?? published.map(ReviewDraft.init(review:))
        rating = start?.rating
        title = start?.title ?? ""
        text = start?.text ?? ""
        lastFieldUsed = draft?.lastFieldUsed
        problems = Self.problems(of: self.draft.asSaved, by: author)
    }

    /// The form changed: its ``problems`` are found again, once (a refresh of the view reads
    /// them several times, and each reading would trim the whole text again), and the view told.
    private func changed() {
        problems = Self.problems(of: draft.asSaved, by: author)
        onChange?()
    }

    /// Whether the form goes on with a draft kept from before a restart.
    public let resumesDraft: Bool

    /// Whether the form edits a review published before.
    public var isEditing: Bool { published != nil }

    /// The review as typed, its title on one line, its text without the blank lines and spaces
    /// around it (pasted ones were gaps in the list of reviews); nil until a rating is chosen.
    public var review: Review? {
        let saved = draft.asSaved
        return saved.rating.map { Review(author: author, rating: $0, title: saved.title, text: saved.text) }
    }
    /// Whether Done is enabled.
    public var canSubmit: Bool { problems.isEmpty }
    /// Everything to fix before Done, in the form's order (rating, title, text): for each
    /// field, its ``mistakes`` or else what it lacks (or a rating outside 1 to 5 stars, from a
    /// draft file edited by hand). An author missing, never the case, would come first.
    public private(set) var problems: [ReviewError] = []

    /// The problems of `saved`, a draft as Done saves it, written by `author` (see ``problems``).
    private static func problems(of saved: ReviewDraft, by author: String) -> [ReviewError] {
        let fields: [ReviewError?] = [
            saved.rating.map { (1...5).contains($0) ? nil : .ratingOutOfRange($0) } ?? .missingRating,
            Review.lengthProblem(ofTitle: saved.title) ?? (saved.title.isBlank ? .missingTitle : nil),
            Review.lengthProblem(ofText: saved.text) ?? (saved.text.isBlank ? .missingText : nil),
        ]
        return (author.isBlank ? [.missingAuthor] : []) + fields.compactMap { $0 }
    }
    /// The first of ``problems``, the field Ctrl+Enter goes to, if any.
    public var problem: ReviewError? { problems.first }

    /// The mistakes in what was typed (a title or a text over its limit, as it would be saved:
    /// pasted blank lines around it do not count): the form says each at its field, and makes
    /// its line under the form an error, as soon as it is made, rating chosen or not, where
    /// something still missing is only asked for until the user tries to finish.
    public var mistakes: [ReviewError] { problems.filter(\.isTooLong) }
    /// What the form says at `field`, if anything: its mistake as soon as it is made, what it
    /// lacks once the user tried to finish without it (as the checkout forms' fields do).
    public func shownProblem(at field: ReviewField) -> ReviewError? {
        guard let problem = problems.first(where: { $0.field == field }) else { return nil }
        return triedToFinish || problem.isTooLong ? problem : nil
    }
    /// Why Done is disabled (every problem, in the form's order), if it is.
    public var hint: String? { problems.isEmpty ? nil : problems.map(\.description).joined(separator: " ") }
    /// The line under the form: what Done needs, else what it does (publish, or save the changes).
    public var guidance: String {
        hint ?? (isEditing ? "Press Done to save your changes." : "Press Done to publish your review.")
    }
    /// Whether ``guidance`` is an error: it tells of ``mistakes``, or of what is missing once the
    /// user tried to finish without it (as the checkout forms' problems are); else it only asks.
    public var guidanceIsError: Bool { !mistakes.isEmpty || (triedToFinish && !problems.isEmpty) }
    /// Whether the user pressed Done (Ctrl+Enter, Done being disabled) with something to fix.
    public private(set) var triedToFinish = false {
        didSet { onChange?() }
    }
    /// Whether anything the user did would be lost by leaving: a rating chosen or any text for
    /// a new review, any change to a published one that Done would save (not blank lines or
    /// spaces added around its text).
    public var hasUnsavedText: Bool {
        if let published { return draft.asSaved != ReviewDraft(review: published).asSaved }
        return rating != nil || !title.trimmed.isEmpty || !text.trimmed.isEmpty
    }

    /// The draft to keep across a restart.
    public var draft: ReviewDraft { ReviewDraft(rating: rating, title: title, text: text, lastFieldUsed: lastFieldUsed) }

    /// The user pressed Done: the review goes to the coordinator if it is valid.
    public func done() {
        guard canSubmit, let review else {
            if !triedToFinish { triedToFinish = true }
            return
        }
        onEvent?(.done(review))
    }

    /// The user pressed Cancel.
    public func cancel() { onEvent?(.cancel) }
}

/// A review being written, kept across a restart.
public struct ReviewDraft: Hashable, Sendable, Codable {
    /// Stars, if chosen.
    public var rating: Int?
    /// The title typed.
    public var title: String
    /// The text typed.
    public var text: String
    /// The field the user was in last, if known (absent from older files).
    public var lastFieldUsed: ReviewField?

    /// Creates a draft.
    public init(rating: Int?, title: String, text: String, lastFieldUsed: ReviewField? = nil) {
        self.rating = rating
        self.title = title
        self.text = text
        self.lastFieldUsed = lastFieldUsed
    }

    /// The draft of `review` as published.
    public init(review: Review) {
        self.init(rating: review.rating, title: review.title, text: review.text)
    }

    /// The draft as Done saves it: the title on one line, the text without the blank lines and
    /// spaces around it (and no field in use: that is not the review's).
    public var asSaved: ReviewDraft { ReviewDraft(rating: rating, title: title.singleLine, text: text.trimmed) }
}
