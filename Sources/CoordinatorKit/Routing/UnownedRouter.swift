/// A router for exactly the routes `Route` that does not keep its coordinator alive and
/// assumes it outlives the holder (using it afterwards is a programming error that traps).
@MainActor
public final class UnownedRouter<Route>: RouteTrigger {
    private unowned let base: any RouteTrigger<Route>

    /// Wraps `base` without retaining it.
    public init(_ base: any RouteTrigger<Route>) { self.base = base }

    /// Triggers `route` on the coordinator.
    @discardableResult
    public func trigger(_ route: Route) async -> TransitionOutcome { await base.trigger(route) }
}
