extension BinaryInteger {
    /// The number with a comma between groups of three digits, such as "20,312" or "-1,299":
    /// by hand, independently of the locale, like the English text around it (and so tests and
    /// screenshots are stable).
    var groupedInThousands: String {
        let digits = String(magnitude)
        var grouped = self < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
