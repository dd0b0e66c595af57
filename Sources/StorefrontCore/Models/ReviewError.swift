/// Why a review may not be published.
public enum ReviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The review names no author.
    case missingAuthor
    /// No rating was chosen.
    case missingRating
    /// The rating is not between 1 and 5 stars.
    case ratingOutOfRange(Int)
    /// The title is empty.
    case missingTitle
    /// The title has `length` characters, more than `limit`.
    case titleTooLong(limit: Int, length: Int)
    /// The text is empty.
    case missingText
    /// The text has `length` characters, more than `limit`.
    case textTooLong(limit: Int, length: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .missingAuthor: "The review needs an author."
        case .missingRating, .ratingOutOfRange: "Choose a rating from 1 to 5 stars."
        case .missingTitle: "Give the review a title."
        case .titleTooLong(let limit, let length):
            "The title has \(length.groupedInThousands) characters; the most it may have is "
                + "\(limit.groupedInThousands). \(Self.cut(length - limit))"
        case .missingText: "Write a few words about the product."
        case .textTooLong(let limit, let length):
            "The review has \(length.groupedInThousands) characters; the most it may have is "
                + "\(limit.groupedInThousands). \(Self.cut(length - limit))"
        }
    }

    /// The field of the review form the problem is in, if any (an author is not the form's).
    public var field: ReviewField? {
        switch self {
        case .missingAuthor: nil
        case .missingRating, .ratingOutOfRange: .rating
        case .missingTitle, .titleTooLong: .title
        case .missingText, .textTooLong: .text
        }
    }

    /// Whether the problem is a title or a text over its limit: a mistake in what was typed,
    /// rather than something still to write.
    public var isTooLong: Bool {
        switch self {
        case .titleTooLong, .textTooLong: true
        default: false
        }
    }

    /// "Cut 1 character." or "Cut 57 characters.": how much to take out, so no one counts.
    private static func cut(_ excess: Int) -> String { "Cut \(String.counted(excess, "character"))." }
}
