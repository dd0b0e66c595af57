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
    /// Its screens afterwards, bottom first.
    public let entries: [ScreenEntry]
    /// The screens that appear.
    public let inserted: [ScreenEntry]
    /// The screens that go, top first.
    public let removed: [ScreenEntry]
    /// Which way the user moves.
    public let direction: Direction
    /// How it moves.
    public let animation: TransitionAnimation
}
