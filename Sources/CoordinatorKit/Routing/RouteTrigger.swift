/// Anything that turns routes of one type into transitions: a coordinator, or a type-erased
/// router (``StrongRouter``, ``WeakRouter``, ``UnownedRouter``) that a view model holds.
@MainActor
public protocol RouteTrigger<Route>: AnyObject {
    /// The routes this trigger understands.
    associatedtype Route

    /// Performs `route`'s transition and returns once it is on screen; a coordinator whose
    /// route starts a child flow (an override of ``RouteCoordinator/trigger(_:)`` awaiting
    /// `coordinate(to:)`) returns once that flow has ended.
    @discardableResult
    func trigger(_ route: Route) async -> TransitionOutcome
}
