/// An amount of money in euros, kept as a whole number of cents so sums are exact.
///
/// Encoded as a bare integer (the number of cents): `1250` is €12.50.
public struct Money: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The amount in cents; negative for a refund or discount.
    public var cents: Int

    /// An amount of `cents` cents.
    public init(cents: Int) {
        self.cents = cents
    }

    /// No money at all.
    public static let zero = Money(cents: 0)

    /// The amount written for display, such as "€12.50", "€1,299.00" or "-€3.05".
    ///
    /// Formatted by hand, independently of the locale, so tests and screenshots are stable.
    public var formatted: String {
        let magnitude = cents.magnitude
        let remainder = magnitude % 100
        let fraction = remainder < 10 ? "0\(remainder)" : "\(remainder)"
        return (cents < 0 ? "-" : "") + "€" + (magnitude / 100).groupedInThousands + "." + fraction
    }

    /// The same as ``formatted``.
    public var description: String { formatted }

    /// This amount times `count`, as for a quantity of one item.
    public func times(_ count: Int) -> Money { Money(cents: cents * count) }

    /// The sum of two amounts.
    public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }

    /// Whether `lhs` is less than `rhs`.
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    /// Decodes a bare number of cents.
    public init(from decoder: any Decoder) throws {
        cents = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes a bare number of cents.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(cents)
    }
}

extension Sequence {
    /// The sum of the amounts `amount` gives for each element.
    func sum(of amount: (Element) -> Money) -> Money {
        reduce(.zero) { $0 + amount($1) }
    }
}
