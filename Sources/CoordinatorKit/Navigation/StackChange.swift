/// One change to one navigation stack, as the navigator executes it.
@MainActor
public struct StackChange {
    /// Which way the user moves.
    public enum Direction: String, Sendable {
        /// Deeper (a push).
        case forward
        /// Back (a pop).
        case backward
        /// Sideways (the stack was replaced).
        case replace
    }

    /// The stack that changes.
    public let stack: StackID
    /// The screens that appear, bottom first.
    public let inserted: [ScreenEntry]
    /// The screens that go, top first.
    public let removed: [ScreenEntry]
    /// The screen on top afterwards.
    public let top: ScreenEntry?
    /// Which way the user moves.
    public let direction: Direction
    /// For a ``Direction/replace``, the whole stack afterwards, bottom first (kept screens may
    /// have moved); nil for pushes and pops, which only add screens on top or remove screens.
    public let newOrder: [ScreenEntry]?
    /// How it moves.
    public let animation: TransitionAnimation

    init(stack: StackID, inserted: [ScreenEntry], removed: [ScreenEntry], top: ScreenEntry?, direction: Direction,
         newOrder: [ScreenEntry]?, animation: TransitionAnimation) {
        self.stack = stack
        self.inserted = inserted
        self.removed = removed
        self.top = top
        self.direction = direction
        self.newOrder = newOrder
        self.animation = animation
    }

    /// A push of `entry` onto `stack`.
    init(pushing entry: ScreenEntry, onto stack: StackID, animation: TransitionAnimation) {
        self.init(stack: stack, inserted: [entry], removed: [], top: entry, direction: .forward, newOrder: nil,
                  animation: animation)
    }

    /// A pop of `entry` from `stack`, leaving `below` on top.
    init(popping entry: ScreenEntry, from stack: StackID, leaving below: ScreenEntry?, animation: TransitionAnimation) {
        self.init(stack: stack, inserted: [], removed: [entry], top: below, direction: .backward, newOrder: nil,
                  animation: animation)
    }
}
