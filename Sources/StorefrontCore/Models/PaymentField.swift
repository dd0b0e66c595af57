/// A field of the payment form.
public enum PaymentField: Sendable, Hashable, CaseIterable {
    /// The name on the card.
    case cardHolder
    /// The card number.
    case cardNumber
    /// The expiry date, MM/YY.
    case expiry
}
