/// A field of an ``Address``, for pointing at the one that needs fixing.
public enum AddressField: String, CaseIterable, Hashable, Sendable, Codable {
    /// The recipient's full name.
    case fullName
    /// Street and number.
    case street
    /// The postal code.
    case postalCode
    /// The city.
    case city
    /// The country.
    case country

    /// The field's label, such as "Postal code".
    public var label: String {
        switch self {
        case .fullName: "Full name"
        case .street: "Street"
        case .postalCode: "Postal code"
        case .city: "City"
        case .country: "Country"
        }
    }
}
