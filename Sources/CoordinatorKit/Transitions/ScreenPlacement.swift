/// A screen about to be shown, with the callback to run once it is removed.
@MainActor
public struct ScreenPlacement {
    /// The screen.
    public let screen: any Screen
    /// Runs exactly once when the screen leaves, whether code or the user removed it.
    public let onDismissed: (@MainActor () -> Void)?

    /// Creates a placement.
    public init(_ screen: any Screen, onDismissed: (@MainActor () -> Void)? = nil) {
        self.screen = screen
        self.onDismissed = onDismissed
    }
}
