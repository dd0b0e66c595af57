/// A condition a route must meet before its transition runs (for example "signed in").
public typealias EntryGuard<Route> = @MainActor (Route) async -> EntryDecision

/// An entry guard's answer.
public enum EntryDecision {
    /// The route goes ahead.
    case proceed
    /// The route is turned away; the trigger returns ``TransitionOutcome/refused``.
    case deny
    /// Run `redirection` first (for example a login flow); if it returns true the guard is
    /// asked again and the original route continues, else the trigger is refused.
    case redirect(@MainActor () async -> Bool)
}
