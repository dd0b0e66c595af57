/// What became of a triggered transition, returned when it has completed.
///
/// Bad requests (popping past the root, ``Transition/dismiss(animation:)`` with nothing
/// presented, triggering a finished coordinator) come back as ``failed(_:)`` with nothing
/// changed on screen.
public enum TransitionOutcome: Sendable, Equatable {
    /// The transition ran to its end.
    case completed
    /// The transition ran and its alert was answered with this action.
    case chose(AlertAction)
    /// The push was ignored: the screen on top already has the same identifier (a double click).
    case ignoredDuplicate
    /// A guard said no: a leave guard refused, the user kept their changes, or an entry guard
    /// did not let the route through. Nothing changed.
    case refused
    /// The transition was invalid; nothing changed.
    case failed(NavigationError)

    /// The action chosen in the transition's alert, if it showed one.
    public var chosenAction: AlertAction? {
        if case .chose(let action) = self { action } else { nil }
    }

    /// Whether the transition ran (``completed`` or ``chose(_:)``). An alert answered with
    /// its cancel action ran too: what the user chose is ``chosenAction``.
    public var didComplete: Bool {
        switch self {
        case .completed, .chose: true
        case .ignoredDuplicate, .refused, .failed: false
        }
    }
}
