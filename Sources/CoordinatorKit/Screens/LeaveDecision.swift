/// A screen's answer to "may the user leave you now?" (for example when it holds unsaved changes).
public enum LeaveDecision: Sendable, Equatable {
    /// The screen may be removed.
    case allow
    /// The screen stays; the pop or dismissal that asked does nothing.
    case refuse
    /// Ask the user first: the alert is shown, and the screen is removed only when the user
    /// picks a ``AlertAction/Role/destructive`` action (for example "Discard").
    case confirm(Alert)
}
