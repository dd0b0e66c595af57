/// Where an order is shipped.
public struct Address: Hashable, Sendable, Codable {
    /// The recipient's full name.
    public var fullName: String
    /// Street and number, possibly with a flat or floor.
    public var street: String
    /// The postal code, such as "75011" or "SW1A 1AA".
    public var postalCode: String
    /// The city.
    public var city: String
    /// The country.
    public var country: String

    /// An address from its fields.
    public init(fullName: String, street: String, postalCode: String, city: String, country: String) {
        self.fullName = fullName
        self.street = street
        self.postalCode = postalCode
        self.city = city
        self.country = country
    }

    /// The text of `field`.
    public subscript(field: AddressField) -> String {
        switch field {
        case .fullName: fullName
        case .street: street
        case .postalCode: postalCode
        case .city: city
        case .country: country
        }
    }

    /// What is wrong with the address, in field order; empty when it is complete.
    public var problems: [AddressError] {
        AddressField.allCases.compactMap { field in
            let text = self[field].trimmed
            if text.isBlank { return .missing(field) }
            if field == .postalCode, !Self.isPostalCode(text) { return .invalidPostalCode(text) }
            return nil
        }
    }

    /// Whether every field is filled in correctly.
    public var isValid: Bool { problems.isEmpty }

    /// Throws the first problem, if any.
    public func validate() throws(AddressError) {
        if let problem = problems.first { throw problem }
    }

    /// The address on several lines, as printed on a parcel (a line left empty, as in an
    /// address being typed, is left out).
    public var formatted: String { lines.joined(separator: "\n") }

    /// The address on one line, its lines separated by commas: what a screen reader says.
    public var singleLine: String { lines.joined(separator: ", ") }

    private var lines: [String] {
        [fullName, street, "\(postalCode) \(city)", country].map(\.trimmed).filter { !$0.isEmpty }
    }

    /// 3 to 10 letters, digits, spaces or hyphens, with at least one digit or letter.
    private static func isPostalCode(_ text: String) -> Bool {
        let isLetterOrDigit: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return (3...10).contains(text.count) && text.contains(where: isLetterOrDigit)
            && text.allSatisfy { isLetterOrDigit($0) || $0 == " " || $0 == "-" }
    }
}
