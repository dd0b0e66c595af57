/// The checkout page a checkout under way comes back on after a restart.
public enum CheckoutStep: String, Hashable, Sendable, Codable {
    /// The shipping address form.
    case address
    /// The payment page, with the address page under it. A checkout left on its confirmation
    /// comes back here too: the card that page needs is never kept.
    case payment
}
