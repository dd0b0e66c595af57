/// A condition a route must meet before its transition runs (for example "signed in").
///
/// ```swift
/// coordinator.entryGuards = [{ [weak coordinator, session] route in
///     guard route.needsAccount, !session.isSignedIn else { return .proceed }
///     return .redirect { await coordinator?.signIn() ?? false }  // true: signed in, go on
/// }]
/// ```
///
/// The coordinator keeps its guards: capture it (and what holds it) weakly, as above.
public typealias EntryGuard<Route> = @MainActor (Route) async -> EntryDecision

/// An entry guard's answer.
public enum EntryDecision {
    /// The route goes ahead.
    case proceed
    /// The route is turned away; the trigger returns ``TransitionOutcome/refused``.
    case deny
    /// Run `redirection` first (for example a login flow); if it returns true the guard is
    /// asked again and the original route continues, else the trigger is refused. A route
    /// redirected three times is refused at the fourth: a guard that never lets it through
    /// (a redirection that returns true without changing what the guard checks) cannot loop.
    case redirect(@MainActor () async -> Bool)
}
