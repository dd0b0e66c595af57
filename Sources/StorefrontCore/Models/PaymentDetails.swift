/// How an order is paid, as kept after checkout: the card holder, the card's brand, its last
/// four digits and expiry. The full number is checked when entered and never stored.
public struct PaymentDetails: Hashable, Sendable, Codable {
    /// The name on the card.
    public var cardHolder: String
    /// The card network.
    public var brand: CardBrand
    /// The last four digits of the card number.
    public var lastFourDigits: String
    /// When the card expires.
    public var expiry: CardExpiry

    /// Checks what the user typed and keeps only what may be stored; throws the first problem.
    ///
    /// - Parameters:
    ///   - cardNumber: 12 to 19 digits passing the Luhn check; separators between them
    ///     (spaces of any kind, line ends, hyphens, dashes, dots) are ignored.
    ///   - expiry: "MM/YY", not before the month of `today`.
    public init(cardHolder: String, cardNumber: String, expiry: String, today: CalendarDate = .today)
        throws(PaymentError)
    {
        if let problem = Self.problems(cardHolder: cardHolder, cardNumber: cardNumber, expiry: expiry, today: today)
            .first
        {
            throw problem
        }
        let digits = Self.digits(of: cardNumber) ?? ""
        self.cardHolder = cardHolder.singleLine
        self.brand = CardBrand(digits: digits)
        self.lastFourDigits = String(digits.suffix(4))
        self.expiry = try CardExpiry(parsing: expiry)
    }

    /// Everything wrong with the entered card, one problem per field at most, in field order;
    /// empty when the card is accepted. For inline errors beside each field.
    public static func problems(cardHolder: String, cardNumber: String, expiry: String, today: CalendarDate = .today)
        -> [PaymentError]
    {
        var problems: [PaymentError] = []
        if cardHolder.isBlank { problems.append(.missingCardHolder) }
        switch digits(of: cardNumber) {
        case let digits? where digits.isEmpty:
            problems.append(.missingCardNumber)
        case let digits? where !(12...19).contains(digits.count):
            problems.append(.wrongCardNumberLength(digits: digits.count))
        case let digits? where Luhn.isValid(digits) && digits.contains(where: { $0 != "0" }):  // zeros pass Luhn
            break
        default:
            problems.append(.invalidCardNumber)
        }
        do {
            let card = try CardExpiry(parsing: expiry)
            if card.isExpired(on: today) {
                problems.append(.expired)
            } else if card.year > today.year + CardExpiry.longestValidity {
                problems.append(.expiryTooFarAhead)
            }
        } catch {
            problems.append(error)
        }
        return problems
    }

    /// For display, such as "Visa ending in 1111, expires 04/27".
    public var summary: String { "\(brand) ending in \(lastFourDigits), expires \(expiry)" }

    /// The card number's digits, in ASCII, without the separators people type or paste between
    /// the groups (spaces of any kind, as a web page's no-break or thin ones, a line's end,
    /// hyphens, dashes, dots); nil if it holds anything else. Digits of other scripts (a
    /// full-width ４, an Arabic-Indic ٤) are read as theirs.
    private static func digits(of cardNumber: String) -> String? {
        var digits = ""
        for character in cardNumber where !character.isWhitespace && !"-‐‑‒–—.".contains(character) {
            guard let value = character.decimalDigit else { return nil }
            digits += String(value)
        }
        return digits
    }
}
