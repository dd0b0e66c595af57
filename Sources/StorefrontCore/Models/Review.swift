/// A customer's review of a product: a star rating, a title and a text.
public struct Review: Hashable, Sendable, Codable {
    /// The longest title accepted, in characters.
    public static let maximumTitleLength = 80
    /// The longest text accepted, in characters.
    public static let maximumTextLength = 2_000

    /// Who wrote the review (a username or a display name).
    public var author: String
    /// The number of stars, 1 to 5.
    public var rating: Int
    /// A one-line summary.
    public var title: String
    /// The review itself.
    public var text: String
    /// The day it was written, in ISO 8601 ("2024-05-31").
    public var date: String

    /// A review written on `date` (today unless given).
    public init(author: String, rating: Int, title: String, text: String, date: CalendarDate = .today) {
        self.author = author
        self.rating = rating
        self.title = title
        self.text = text
        self.date = date.iso8601
    }

    /// The day it was written, or nil if ``date`` is not an ISO 8601 day.
    public var calendarDate: CalendarDate? { CalendarDate(iso8601: date) }

    /// The day it was written, as the app shows it: "31 May 2024".
    public var dateText: String { CalendarDate.longText(ofISO8601: date) }

    /// What is wrong with the review, in field order; empty when it may be published.
    public var problems: [ReviewError] {
        var problems: [ReviewError] = []
        if author.isBlank { problems.append(.missingAuthor) }
        if !(1...5).contains(rating) { problems.append(.ratingOutOfRange(rating)) }
        if title.isBlank { problems.append(.missingTitle) }
        if let tooLong = Self.lengthProblem(ofTitle: title) { problems.append(tooLong) }
        if text.isBlank { problems.append(.missingText) }
        if let tooLong = Self.lengthProblem(ofText: text) { problems.append(tooLong) }
        return problems
    }

    /// ``ReviewError/titleTooLong(limit:length:)`` for a title over the limit, else nil.
    public static func lengthProblem(ofTitle title: String) -> ReviewError? {
        title.count > maximumTitleLength ? .titleTooLong(limit: maximumTitleLength, length: title.count) : nil
    }

    /// ``ReviewError/textTooLong(limit:length:)`` for a text over the limit, else nil.
    public static func lengthProblem(ofText text: String) -> ReviewError? {
        text.count > maximumTextLength ? .textTooLong(limit: maximumTextLength, length: text.count) : nil
    }

    /// Whether the review may be published.
    public var isValid: Bool { problems.isEmpty }

    /// Throws the first problem, if any.
    public func validate() throws(ReviewError) {
        if let problem = problems.first { throw problem }
    }
}
