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

extension LeaveDecision {
    /// The leave guards' answer for removing `entries` (top first, embedded screens included)
    /// for `reason`:
    /// nil when one refuses, else the confirmations to ask the user, in order (none: leave now),
    /// each with the entry of `entries` it is about (for a screen embedded in one of them, that
    /// one).
    @MainActor
    static func confirmations(leaving entries: [ScreenEntry], for reason: LeaveReason)
        -> [(alert: Alert, about: ScreenEntry)]? {
        var confirmations: [(alert: Alert, about: ScreenEntry)] = []
        for entry in entries {
            for asked in entry.embedded.isEmpty ? [entry] : entry.withEmbedded {
                switch asked.screen.leaveDecision(for: reason) {
                case .allow: continue
                case .refuse: return nil
                case .confirm(let alert): confirmations.append((alert, entry))
                }
            }
        }
        return confirmations
    }
}
