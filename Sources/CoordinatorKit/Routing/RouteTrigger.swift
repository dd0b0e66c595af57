/// Anything that turns routes of one type into transitions: a coordinator, or a type-erased
/// router (``StrongRouter``, ``WeakRouter``, ``UnownedRouter``) that a view model holds.
@MainActor
public protocol RouteTrigger<Route>: AnyObject {
    /// The routes this trigger understands.
    associatedtype Route

    /// Performs `route`'s transition and returns once it is on screen.
    @discardableResult
    func trigger(_ route: Route) async -> TransitionOutcome
}
