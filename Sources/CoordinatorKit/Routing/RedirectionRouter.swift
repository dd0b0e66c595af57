/// A router for routes `Route` that another coordinator handles: each route is mapped to one
/// of that coordinator's routes (`ParentRoute`) and triggered there, as XCoordinator's
/// `RedirectionRouter` does.
///
/// It lets a screen declare the routes it needs in its own small enum while a parent does the
/// navigating, without the view model knowing the parent's route type. Like ``WeakRouter``
/// it does not keep the coordinator alive: once that is freed, triggering does nothing and
/// returns ``TransitionOutcome/failed(_:)`` with ``NavigationError/coordinatorFinished``.
///
/// ```swift
/// enum ProductAction { case addedToCart, showCart }
/// let router = shop.redirectingRouter { (action: ProductAction) in
///     switch action {
///     case .addedToCart: .addedToCart
///     case .showCart: .cart
///     }
/// }
/// ProductViewModel(router: router)
/// ```
@MainActor
public final class RedirectionRouter<Route, ParentRoute>: RouteTrigger {
    private weak var parent: (any RouteTrigger<ParentRoute>)?
    private let redirect: @MainActor (Route) -> ParentRoute

    /// Sends each route to `parent` (not retained) as the route `redirect` maps it to.
    public init(parent: any RouteTrigger<ParentRoute>, redirect: @escaping @MainActor (Route) -> ParentRoute) {
        self.parent = parent
        self.redirect = redirect
    }

    /// Whether the coordinator that handles the routes is still alive.
    public var isAlive: Bool { parent != nil }

    /// Triggers the route `route` maps to on the handling coordinator, if it is still alive.
    @discardableResult
    public func trigger(_ route: Route) async -> TransitionOutcome {
        guard let parent else { return .failed(.coordinatorFinished) }
        return await parent.trigger(redirect(route))
    }
}
