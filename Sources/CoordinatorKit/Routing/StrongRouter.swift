/// A router for exactly the routes `Route`, keeping its coordinator alive.
///
/// Parents and other coordinators hold these; view models hold a ``WeakRouter`` or an
/// ``UnownedRouter`` so they never keep their coordinator alive in a cycle.
@MainActor
public final class StrongRouter<Route>: RouteTrigger {
    private let base: any RouteTrigger<Route>

    /// Wraps `base`, keeping it alive.
    public init(_ base: any RouteTrigger<Route>) { self.base = base }

    /// Triggers `route` on the wrapped coordinator.
    @discardableResult
    public func trigger(_ route: Route) async -> TransitionOutcome { await base.trigger(route) }
}
