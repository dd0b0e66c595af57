/// The checkout page a checkout under way comes back on after a restart.
public enum CheckoutStep: String, Hashable, Sendable, Codable {
    /// The shipping address form.
    case address
    /// The payment page, with the address page under it. A checkout left on its confirmation
    /// comes back here too: the card that page needs is never kept.
    case payment

    /// Decodes a step; one this version does not know (written by a later one) is the address,
    /// so the rest of the session file still comes back.
    public init(from decoder: any Decoder) throws {
        self = Self(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .address
    }
}
