/// What is wrong with an address.
public enum AddressError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field is empty.
    case missing(AddressField)
    /// The postal code is not 3 to 10 letters, digits, spaces or hyphens.
    case invalidPostalCode(String)

    /// The field to fix.
    public var field: AddressField {
        switch self {
        case .missing(let field): field
        case .invalidPostalCode: .postalCode
        }
    }

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .missing(let field): "Enter the \(field.label.lowercased())."
        case .invalidPostalCode(let text):
            "“\(text.escapedAndAbbreviated(toAtMost: 24))” is not a valid postal code."
        }
    }
}
