/// The month a payment card expires, written "MM/YY" on the card; the card is valid through its last day.
public struct CardExpiry: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The month, 1 to 12.
    public var month: Int
    /// The full year, such as 2027.
    public var year: Int

    /// The expiry `month`/`year` (a full year such as 2027).
    public init(month: Int, year: Int) {
        self.month = month
        self.year = year
    }

    /// Parses "MM/YY", or "MM/YYYY" as people also write it (spaces around the slash allowed;
    /// "4/27" is read as April 2027), or the digits alone, "MMYY" or "MMYYYY", as typed from
    /// the card without the slash; digits of other scripts and a full-width slash ("１２／３９",
    /// from an input method) are read as theirs, as in the card number. A month outside 1…12
    /// is ``PaymentError/invalidExpiryMonth``.
    public init(parsing text: some StringProtocol) throws(PaymentError) {
        let ascii = String(text.map { $0.decimalDigit.map { Character(String($0)) } ?? ($0 == "／" ? "/" : $0) })
        var parts = ascii.split(separator: "/", omittingEmptySubsequences: false).map(\.trimmed)
        if parts.count == 1, [4, 6].contains(parts[0].count) {
            parts = [String(parts[0].prefix(2)), String(parts[0].dropFirst(2))]
        }
        guard parts.count == 2, (1...2).contains(parts[0].count), [2, 4].contains(parts[1].count),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[0]), let year = Int(parts[1]), parts[1].count == 2 || year >= 2000
        else { throw .invalidExpiry }
        guard (1...12).contains(month) else { throw .invalidExpiryMonth }
        self.init(month: month, year: parts[1].count == 2 ? 2000 + year : year)
    }

    /// The most years ahead a card's expiry may be (cards are issued for up to about ten).
    public static let longestValidity = 20

    /// Whether the card can no longer be used on `day`.
    public func isExpired(on day: CalendarDate = .today) -> Bool {
        (year, month) < (day.year, day.month)
    }

    /// "MM/YY", such as "04/27".
    public var description: String {
        let yy = year % 100
        return (month < 10 ? "0\(month)" : "\(month)") + "/" + (yy < 10 ? "0\(yy)" : "\(yy)")
    }
}
