/// A coordinator's result type: it must have a value for "the user took the flow off screen"
/// (back from its first screen, Escape, closing its dialog), so a parent's `await` always returns.
public protocol FlowResult {
    /// The result of a flow the user dismissed.
    static func dismissed(by origin: DismissalOrigin) -> Self
}

/// `nil` when the user dismissed the flow.
extension Optional: FlowResult {
    /// `nil`, whatever the origin. Deprecated for direct use: `result == .dismissed(by: .escape)`
    /// would hold for any dismissal (it compares with nil). Compare with nil, or give the flow
    /// a result type that keeps the origin, such as ``FlowCompletion``. For an optional of a
    /// type that is itself a `FlowResult` (`EditResult?`), `value == .dismissed(by: …)` picks
    /// this one too: write `EditResult.dismissed(by: …)`.
    @available(*, deprecated, message: "always nil: compare with nil, or name the wrapped FlowResult type")
    public static func dismissed(by origin: DismissalOrigin) -> Self { nil }
}

/// The result of a flow that has nothing more to say than how it ended.
public enum FlowCompletion: FlowResult, Sendable, Equatable {
    /// The flow finished by itself.
    case finished
    /// The user (or code) took the flow off screen before it finished.
    case dismissed(by: DismissalOrigin)
}
