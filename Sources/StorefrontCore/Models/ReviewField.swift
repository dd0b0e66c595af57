/// A field of the review form, for going back to the one the user was in.
public enum ReviewField: String, CaseIterable, Hashable, Sendable, Codable {
    /// The rating, in stars.
    case rating
    /// The title.
    case title
    /// The text.
    case text
}
