/// How much of a long list a page shows: the first ``pageSize`` items, then ``pageSize`` more
/// each time the user asks (Show More). Thousands of rows made at once froze the window (two
/// minutes for 20,000 reviews; 47 s at start-up for 20,000 orders).
public struct ListPaging: Hashable, Sendable {
    /// How many items are shown at first, and how many more each Show More adds.
    public static let pageSize = 25
    /// How many items are shown (the first ones).
    public private(set) var shownCount = pageSize

    /// The first page.
    public init() {}

    /// The items of `all` shown.
    public func shown<Item>(_ all: [Item]) -> [Item] { Array(all.prefix(shownCount)) }

    /// How many of `total` items Show More would still show; 0 when all are.
    public func hiddenCount(of total: Int) -> Int { max(0, total - shownCount) }

    /// Says how many are shown, such as "25 of 20,312 reviews shown".
    public func summary(of total: Int, _ noun: String) -> String {
        "\(min(shownCount, total).groupedInThousands) of \(String.counted(total, noun)) shown"
    }

    /// Shows ``pageSize`` more of `total` items; false when all were shown already.
    public mutating func showMore(of total: Int) -> Bool {
        guard hiddenCount(of: total) > 0 else { return false }
        shownCount += Self.pageSize
        return true
    }

    /// Shows the items up to the one at `index`, at least; false when it was shown already.
    @discardableResult
    public mutating func reveal(_ index: Int) -> Bool {
        guard index >= shownCount else { return false }
        shownCount = index + 1
        return true
    }
}
