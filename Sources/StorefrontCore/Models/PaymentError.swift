/// What is wrong with the entered payment card.
public enum PaymentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No name on the card.
    case missingCardHolder
    /// No card number.
    case missingCardNumber
    /// The number holds other characters than digits, spaces and hyphens, or fails the Luhn check.
    case invalidCardNumber
    /// The number has `digits` digits, fewer than 12 or more than 19.
    case wrongCardNumberLength(digits: Int)
    /// The expiry is not "MM/YY" (or "MM/YYYY").
    case invalidExpiry
    /// The expiry's month is not 01 to 12.
    case invalidExpiryMonth
    /// The card expired before this month.
    case expired
    /// The expiry is more than ``CardExpiry/longestValidity`` years ahead: a typo in the year
    /// ("4/2127"), which the order's "MM/YY" would hide ("04/27").
    case expiryTooFarAhead

    /// The field to fix.
    public var field: PaymentField {
        switch self {
        case .missingCardHolder: .cardHolder
        case .missingCardNumber, .invalidCardNumber, .wrongCardNumberLength: .cardNumber
        case .invalidExpiry, .invalidExpiryMonth, .expired, .expiryTooFarAhead: .expiry
        }
    }

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .missingCardHolder: "Enter the name on the card."
        case .missingCardNumber: "Enter the card number."
        case .invalidCardNumber: "This card number is not valid; check the digits."
        case .wrongCardNumberLength(let digits):
            // Fewer or more, not how many: the words change only when the problem does, and
            // a screen reader says them again at each change, so at each digit typed.
            "A card number has 12 to 19 digits; this one has \(digits < 12 ? "fewer" : "more")."
        case .invalidExpiry: "Enter the expiry date as MM/YY."
        case .invalidExpiryMonth: "The expiry month must be from 01 to 12."
        case .expired: "This card has expired."
        case .expiryTooFarAhead: "No card is valid that long; check the year."
        }
    }
}
