/// A coordinator's result type: it must have a value for "the user took the flow off screen"
/// (back from its first screen, Escape, closing its dialog), so a parent's `await` always returns.
public protocol FlowResult {
    /// The result of a flow the user dismissed.
    static func dismissed(by origin: DismissalOrigin) -> Self
}

/// `nil` when the user dismissed the flow.
extension Optional: FlowResult {
    /// `nil`.
    public static func dismissed(by origin: DismissalOrigin) -> Self { nil }
}

/// The result of a flow that has nothing more to say than how it ended.
public enum FlowCompletion: FlowResult, Sendable, Equatable {
    /// The flow finished by itself.
    case finished
    /// The user (or code) took the flow off screen before it finished.
    case dismissed(by: DismissalOrigin)
}
