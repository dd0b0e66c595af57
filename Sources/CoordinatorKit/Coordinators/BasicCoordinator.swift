/// A route coordinator built from a closure instead of a subclass.
///
/// ```swift
/// let home = BasicCoordinator<HomeRoute, FlowCompletion>(initialRoute: .home) { route in
///     switch route { … }
/// }
/// ```
@MainActor
public final class BasicCoordinator<Route: Sendable, Result: FlowResult>: RouteCoordinator<Route, Result> {
    /// When the initial route's transition is prepared.
    public enum InitialLoading: Sendable {
        /// At creation: the first screens and their view models exist (and may start loading)
        /// before the coordinator is presented.
        case immediately
        /// When the coordinator is started (first presented).
        case presented
    }

    private let prepare: @MainActor (Route) -> Transition
    private var preparedInitial: Transition?

    /// Creates a coordinator showing `initialRoute`, prepared as `initialLoading` says,
    /// whose routes become transitions through `prepareTransition`.
    public init(initialRoute: Route?, initialLoading: InitialLoading = .presented,
                prepareTransition: @escaping @MainActor (Route) -> Transition) {
        self.prepare = prepareTransition
        super.init(initialRoute: initialRoute)
        if initialLoading == .immediately, let initialRoute {
            preparedInitial = prepareTransition(initialRoute)
        }
    }

    /// Calls the closure.
    public override func prepareTransition(for route: Route) -> Transition { prepare(route) }

    /// The transition prepared at creation with ``InitialLoading/immediately``, else the closure's.
    public override func initialTransition(for route: Route) -> Transition {
        defer { preparedInitial = nil }
        return preparedInitial ?? prepare(route)
    }
}
