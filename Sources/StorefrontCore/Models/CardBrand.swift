/// The card network, told from the first digits of the number.
public enum CardBrand: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Numbers starting with 4.
    case visa
    /// Numbers starting with 51–55 or 2221–2720.
    case mastercard
    /// Numbers starting with 34 or 37.
    case americanExpress
    /// Any other number.
    case other

    /// The brand of `digits` (digits only).
    public init(digits: String) {
        let two = Int(digits.prefix(2)) ?? 0
        let four = Int(digits.prefix(4)) ?? 0
        if digits.hasPrefix("4") {
            self = .visa
        } else if (51...55).contains(two) || (2221...2720).contains(four) {
            self = .mastercard
        } else if two == 34 || two == 37 {
            self = .americanExpress
        } else {
            self = .other
        }
    }

    /// The brand's name, such as "Visa"; "Card" for other numbers.
    public var description: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .other: "Card"
        }
    }
}
