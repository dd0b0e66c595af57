/// A router for exactly the routes `Route` that does not keep its coordinator alive.
///
/// What a view model holds: once the coordinator has been freed, triggering does nothing
/// and returns ``TransitionOutcome/failed(_:)`` with ``NavigationError/coordinatorFinished``.
@MainActor
public final class WeakRouter<Route>: RouteTrigger {
    private weak var base: (any RouteTrigger<Route>)?

    /// Wraps `base` without retaining it.
    public init(_ base: any RouteTrigger<Route>) { self.base = base }

    /// Whether the coordinator is still alive.
    public var isAlive: Bool { base != nil }

    /// Triggers `route` if the coordinator is still alive.
    @discardableResult
    public func trigger(_ route: Route) async -> TransitionOutcome {
        guard let base else { return .failed(.coordinatorFinished) }
        return await base.trigger(route)
    }
}
