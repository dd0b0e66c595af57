/// The Luhn check (ISO/IEC 7812) that catches most mistyped card numbers.
public enum Luhn {
    /// Whether `digits` passes the check. Spaces and hyphens are ignored; any other non-digit,
    /// or fewer than two digits, fails.
    public static func isValid(_ digits: some StringProtocol) -> Bool {
        var sum = 0
        var count = 0
        for character in digits.reversed() {
            if character == " " || character == "-" { continue }
            guard let digit = character.wholeNumberValue, character.isASCII else { return false }
            let weighted = count % 2 == 1 ? digit * 2 : digit
            sum += weighted > 9 ? weighted - 9 : weighted
            count += 1
        }
        return count >= 2 && sum % 10 == 0
    }
}
