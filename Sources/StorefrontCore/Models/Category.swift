/// A department of the catalog, such as "Audio" or "Kitchen"; its name is what the list shows.
///
/// Encoded as a bare string.
public struct Category: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The category's display name, which is also its identity.
    public var rawValue: String

    /// The category named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The category named `value`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The display name.
    public var name: String { rawValue }

    /// The display name.
    public var description: String { rawValue }

    /// Orders categories by name.
    public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Decodes a bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
