/// Why a review may not be published.
public enum ReviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The review names no author.
    case missingAuthor
    /// The rating is not between 1 and 5 stars.
    case ratingOutOfRange(Int)
    /// The title is empty.
    case missingTitle
    /// The title is longer than `limit` characters.
    case titleTooLong(limit: Int)
    /// The text is empty.
    case missingText
    /// The text is longer than `limit` characters.
    case textTooLong(limit: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .missingAuthor: "The review needs an author."
        case .ratingOutOfRange: "Choose a rating from 1 to 5 stars."
        case .missingTitle: "Give the review a title."
        case .titleTooLong(let limit): "The title must be at most \(limit) characters long."
        case .missingText: "Write a few words about the product."
        case .textTooLong(let limit): "The review must be at most \(limit) characters long."
        }
    }
}
