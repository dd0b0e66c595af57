import FoundationEssentials

/// A day of the Gregorian calendar (UTC), written in ISO 8601 as "2024-05-31".
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, such as 2024.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int

    /// The day `year`-`month`-`day`.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on, in UTC.
    public init(_ date: Date) {
        // "2024-05-31": the ISO 8601 style exists in FoundationEssentials and needs no locale.
        let parts = date.formatted(.iso8601.year().month().day()).split(separator: "-").compactMap { Int($0) }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    /// Today, in UTC.
    public static var today: CalendarDate { CalendarDate(Date.now) }

    /// The day an ISO 8601 text such as "2024-05-31" names, or nil if it names none.
    public init?(iso8601 text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The ISO 8601 text, such as "2024-05-31".
    public var iso8601: String {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
    }

    /// The day as the app shows it, in its English: "31 May 2024". A screen reader says it
    /// as words, where "2024-05-31" comes out as a string of numbers.
    public var longText: String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        guard months.indices.contains(month - 1) else { return iso8601 }
        return "\(day) \(months[month - 1]) \(year)"
    }

    /// The ``longText`` of the day an ISO 8601 text names, or the text as it is when it names
    /// none (a date in a state file written by hand is still shown, as it was written).
    public static func longText(ofISO8601 text: String) -> String {
        CalendarDate(iso8601: text)?.longText ?? text
    }

    /// The ISO 8601 text.
    public var description: String { iso8601 }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
