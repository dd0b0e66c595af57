/// How a transition animates, as a GTK-free value the GTK layer maps to `GtkStack` transitions.
public struct TransitionAnimation: Sendable, Hashable, Codable {
    /// The kind of motion.
    public enum Style: String, Sendable, Hashable, Codable {
        /// The new page slides in from the trailing edge (push) or the old one slides out (pop).
        case slide
        /// The new page slides over the old one, which stays in place.
        case cover
        /// The pages fade into one another.
        case crossfade
        /// No animation.
        case none
    }

    /// The kind of motion.
    public var style: Style
    /// How long the motion takes.
    public var duration: Duration

    /// Creates an animation.
    public init(_ style: Style, duration: Duration = .milliseconds(200)) {
        self.style = style
        self.duration = style == .none ? .zero : duration
    }

    /// Slide, the default for pushes and pops.
    public static let slide = TransitionAnimation(.slide)
    /// Cover: the new page slides over the old one.
    public static let cover = TransitionAnimation(.cover)
    /// Crossfade.
    public static let crossfade = TransitionAnimation(.crossfade)
    /// No animation.
    public static let none = TransitionAnimation(.none)

    /// Whether anything moves on screen.
    public var isAnimated: Bool { style != .none && duration > .zero }
}
