/// A field of the payment form.
public enum PaymentField: Sendable, Hashable, CaseIterable {
    /// The name on the card.
    case cardHolder
    /// The card number.
    case cardNumber
    /// The expiry date, MM/YY.
    case expiry

    /// The field's label, such as "Card number".
    public var label: String {
        switch self {
        case .cardHolder: "Card holder"
        case .cardNumber: "Card number"
        case .expiry: "Expiry"
        }
    }
}
