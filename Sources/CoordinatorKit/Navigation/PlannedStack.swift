/// A stack as a plan leaves it: a prefix of its current screens, then new ones.
///
/// Planning never copies a stack: a push or pop at depth 10,000 costs what it costs at depth
/// 10. Once sealed (``seal()``) it no longer refers to the current screens, and the host
/// applies it to them in place (``apply(to:)``).
@MainActor
struct PlannedStack {
    /// The current screens, for reading the kept prefix; empty once sealed.
    private var current: [ScreenEntry]
    /// How many of the current screens stay, from the bottom.
    private(set) var keptCount: Int
    /// The screens after the kept prefix.
    private(set) var appended: [ScreenEntry] = []
    /// Whether the plan replaced the stack wholesale (a `set`), possibly reordering screens.
    private(set) var isReplaced = false

    init(current: [ScreenEntry]) {
        self.current = current
        self.keptCount = current.count
    }

    var count: Int { keptCount + appended.count }
    var last: ScreenEntry? { appended.last ?? (keptCount > 0 ? current[keptCount - 1] : nil) }
    var first: ScreenEntry? { keptCount > 0 ? current[0] : appended.first }

    subscript(index: Int) -> ScreenEntry { index < keptCount ? current[index] : appended[index - keptCount] }

    /// The index of the bottom-most screen for which `matches` holds.
    func firstIndex(where matches: (ScreenEntry) -> Bool) -> Int? {
        (0..<count).first { matches(self[$0]) }
    }

    /// The index of the top-most screen for which `matches` holds.
    func lastIndex(where matches: (ScreenEntry) -> Bool) -> Int? {
        (0..<count).reversed().first { matches(self[$0]) }
    }

    /// Every screen, bottom first (copies: for the rare operations that need them all).
    var all: [ScreenEntry] { Array(current[..<keptCount]) + appended }

    /// Removes screens from the top until `newCount` remain; returns them, top first.
    mutating func truncate(to newCount: Int) -> [ScreenEntry] {
        let removed = (newCount..<count).reversed().map { self[$0] }
        if newCount <= keptCount {
            keptCount = newCount
            appended = []
        } else {
            appended.removeLast(count - newCount)
        }
        return removed
    }

    /// Adds a screen on top.
    mutating func append(_ entry: ScreenEntry) { appended.append(entry) }

    /// Replaces everything with `entries`.
    mutating func replace(with entries: [ScreenEntry]) {
        keptCount = 0
        appended = entries
        isReplaced = true
    }

    /// Forgets the current screens (only ``apply(to:)`` is valid afterwards).
    mutating func seal() { current = [] }

    /// Applies the plan to `entries`, the stack's current screens, in place.
    func apply(to entries: inout [ScreenEntry]) {
        if isReplaced {
            entries = appended
        } else {
            entries.removeSubrange(keptCount...)
            entries.append(contentsOf: appended)
        }
    }
}
