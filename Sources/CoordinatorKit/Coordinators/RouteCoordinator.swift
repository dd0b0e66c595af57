/// A coordinator whose flow is described by a route enum: each route maps to a ``Transition``.
///
/// Subclass it and override ``prepareTransition(for:)`` (or use ``BasicCoordinator`` with a
/// closure). Name routes by intent: `.productChosen(id)`, not `.pushProductScreen`. Inside a
/// subclass, `Result` names the flow's result type (the generic parameter): write
/// `Swift.Result` for the standard library's.
///
/// ```swift
/// final class HomeCoordinator: RouteCoordinator<HomeRoute, FlowCompletion> {
///     override func prepareTransition(for route: HomeRoute) -> Transition {
///         switch route {
///         case .home: .push(HomeScreen(viewModel: HomeViewModel(router: weakRouter)))
///         case .users: .push(UsersScreen())
///         case .logout: .dismissFlow()
///         }
///     }
/// }
/// ```
@MainActor
open class RouteCoordinator<Route: Sendable, Result: FlowResult>: Coordinator, RouteTrigger {
    /// The running flow; nil before ``start(in:)``.
    public var flow: Flow<Result>? { runningFlow }
    // Private storage: the optimizer sees every access, so triggers skip dynamic exclusivity checks.
    private var runningFlow: Flow<Result>?
    /// The route shown when the coordinator starts, if any.
    public let initialRoute: Route?
    /// Guards every route must pass, in order, before its transition runs.
    ///
    /// They run before the route joins the transition queue (a redirect such as a login
    /// navigates through the queue itself), so a route whose guard waits, for the user or a
    /// service, runs after routes triggered while it waited.
    public var entryGuards: [EntryGuard<Route>] = [] {
        didSet { hasEntryGuards = !entryGuards.isEmpty }
    }
    /// Whether there are entry guards: kept apart so a trigger without guards never touches
    /// the generic guard array (which costs a metadata lookup in unspecialized code).
    private var hasEntryGuards = false

    /// Creates a coordinator that shows `initialRoute` when started.
    public init(initialRoute: Route?) {
        self.initialRoute = initialRoute
    }

    /// The transition for `route`. Override it; the default does nothing.
    ///
    /// It runs when the route is triggered, before the transition waits its turn, and the
    /// screen it makes may never be shown: a push of the screen already on top is skipped (a
    /// double click), a leave guard may refuse. So remember nothing here as "the page on
    /// screen": let the screen's view model say which page an event comes from, or keep view
    /// models weakly and ask which are alive.
    open func prepareTransition(for route: Route) -> Transition { .none }

    /// The transition that shows the initial route; by default ``prepareTransition(for:)``.
    open func initialTransition(for route: Route) -> Transition { prepareTransition(for: route) }

    /// Keeps `flow` and shows the initial route, if any, after its entry guards.
    ///
    /// A coordinator whose flow is still running ignores another start (the same child
    /// coordinated again, by a second click): that flow shows nothing and ends at once with
    /// ``DismissalOrigin/nothingShown``, and the running one goes on. Once its flow has
    /// ended, the coordinator can be started again.
    open func start(in flow: Flow<Result>) async {
        if let runningFlow, !runningFlow.isFinished { return }
        runningFlow = flow
        guard let initialRoute else { return }
        if hasEntryGuards, !(await passesEntryGuards(initialRoute)) { return }
        await flow.router.perform(initialTransition(for: initialRoute), route: initialRoute)
    }

    /// Passes `route` through the entry guards, then performs its transition, then, for a
    /// route whose transition is `.none`, ``startFlow(for:)``.
    ///
    /// Override it for a route that does more than one transition, such as a child flow whose
    /// result it awaits (`coordinate(to:)`) or ending this one with a result (`finish(with:)`):
    /// call `super.trigger(route)` for the guards and the transition (`.none` for such a route),
    /// then do the rest. Repeat `@discardableResult` on the override: Swift does not inherit it.
    ///
    /// Returns ``TransitionOutcome/failed(_:)`` with ``NavigationError/routerNotStarted``
    /// before the coordinator is started, with ``NavigationError/coordinatorFinished`` once its
    /// flow has ended, and ``TransitionOutcome/refused`` when a guard says no.
    @discardableResult
    open func trigger(_ route: Route) async -> TransitionOutcome {
        guard let flow else { return .failed(.routerNotStarted) }
        guard !flow.isFinished else { return .failed(.coordinatorFinished) }
        if hasEntryGuards, !(await passesEntryGuards(route)) { return .refused }
        // Straight to the host rather than through `Router.perform`: every async call to a
        // main-actor function costs an executor check, and triggers are the hot path.
        guard let host = flow.router.host else { return .failed(.coordinatorFinished) }
        let transition = host.withAnimationUnlessOnTheWay(prepareTransition(for: route))
        let outcome = await host.perform(transition, route: route, for: flow.router)
        if case .none = transition.operation, outcome.didComplete { await startFlow(for: route) }
        return outcome
    }

    /// Starts the child flow `route` opens, if it opens one: a route whose transition is
    /// `.none`. The default starts none.
    ///
    /// ``trigger(_:)`` calls it once the route's transition has completed, and so does
    /// ``trigger(chain:from:reason:)`` for the chain's last route, once the rest of the chain
    /// is on screen: a deep link can end inside a child's flow (`notes://note/3/edit`). Start
    /// the child with ``start(_:presentation:onResult:)``, which returns once the child's first
    /// screen is shown, and take its result in `onResult`. (A route whose trigger must await
    /// the child's result overrides ``trigger(_:)`` with ``coordinate(to:presentation:)``
    /// instead; such a route shows nothing in a chain.)
    open func startFlow(for route: Route) async {}

    /// Applies a chain of routes (a deep link, a restored session) as one step of the queue.
    ///
    /// Every route passes its guards first (a redirect such as a login runs before anything
    /// else moves; a guard that says no makes the outcome ``TransitionOutcome/refused``); then
    /// all transitions are planned together and either all run, only the last one animated,
    /// or (if one is invalid) none does, and the outcome names the route that failed and why:
    /// ``NavigationError/chainFailed(index:route:reason:)``. Fails like ``trigger(_:)`` before
    /// the start and after the end.
    ///
    /// Only ``prepareTransition(for:)`` is asked, not an override of ``trigger(_:)``; then, for a
    /// last route whose transition is `.none`, ``startFlow(for:)``: a link may end in a child
    /// flow started there. A route that starts a child flow elsewhere (a `trigger` override), or
    /// anywhere but last, shows nothing in a chain: follow such a link in the app's own code,
    /// route by route, as Storefront does.
    ///
    /// From ``ChainStart/current`` (a restored session) the chain goes on the screens as they
    /// are. From ``ChainStart/flowStart`` (a deep link) it replaces where the user was, in the
    /// same step: the modals over this flow's stack close and its screens above its first one
    /// leave, their leave guards asked with `reason` (``LeaveReason/deepLink``: "Discard and
    /// Open Link?"); a user who keeps a screen keeps everything as it was, and the outcome is
    /// ``TransitionOutcome/refused``. An empty chain from there brings the flow back to its
    /// first screen, as a link to a flow's own first page does. For a flow on a root stack
    /// (a tab) every modal of the window is over it, those other tabs opened included, and
    /// its tab is selected: to reset only this flow's own stack (a restored session), perform
    /// `.popToRoot` on its router instead.
    @discardableResult
    public func trigger(chain routes: [Route], from start: ChainStart = .current,
                        reason: LeaveReason = .navigation) async -> TransitionOutcome {
        guard let flow else { return .failed(.routerNotStarted) }
        guard !flow.isFinished else { return .failed(.coordinatorFinished) }
        for route in routes where hasEntryGuards {
            guard await passesEntryGuards(route) else { return .refused }
        }
        let parts = routes.enumerated().map { index, route in
            let transition = prepareTransition(for: route)
            return (transition: index < routes.count - 1 ? transition.withoutAnimation : transition,
                    route: Optional<any Sendable>.some(route))
        }
        let outcome = await flow.router.perform(parts, from: start, reason: reason)
        if let last = routes.last, let lastPart = parts.last, case .none = lastPart.transition.operation,
           outcome.didComplete {
            await startFlow(for: last)
        }
        return outcome
    }

    /// Follows `routes` one by one, each its own step of the queue through `step` (which
    /// triggers it, ``trigger(_:)`` overrides and all, unlike ``trigger(chain:from:reason:)``,
    /// and says whether to go on), until one says stop or the task is cancelled. The screens
    /// on the way (a restored session, a deep link the app follows in its own code) show at
    /// once, as in a chain: the triggers and router calls the steps make in this task, child
    /// flows' included, run without their animations but the last route's (and not even
    /// those when this follow is itself a step on the way through another's).
    public func follow(_ routes: [Route], by step: (Route) async -> Bool) async {
        guard let host = flow?.router.host else { return }
        let outerStepIsOnTheWay = RoutesOnTheWay.isOnTheWay
        for (index, route) in routes.enumerated() where !Task.isCancelled {
            let onTheWay = outerStepIsOnTheWay || index < routes.count - 1
            if onTheWay { host.stepsOnTheWay += 1 }
            defer { if onTheWay { host.stepsOnTheWay -= 1 } }
            guard await RoutesOnTheWay.$isOnTheWay.withValue(onTheWay, operation: { await step(route) }) else { return }
        }
    }

    /// Ends the flow with `result` (see ``Flow/finish(with:dismissingScreens:)``).
    @discardableResult
    public func finish(with result: Result, dismissingScreens: Bool = true) async -> Bool {
        await flow?.finish(with: result, dismissingScreens: dismissingScreens) ?? false
    }

    /// Starts `child` and returns its result (see ``Flow/coordinate(to:presentation:)``).
    public func coordinate<Child: Coordinator>(
        to child: Child, presentation: ChildPresentation = .push
    ) async -> Child.Result {
        guard let flow else { return .dismissed(by: .nothingShown) }
        return await flow.coordinate(to: child, presentation: presentation)
    }

    /// Starts `child` and returns once its first screen is shown (see ``Flow/start(_:presentation:onResult:)``).
    public func start<Child: Coordinator>(
        _ child: Child, presentation: ChildPresentation = .push,
        onResult: @escaping @MainActor (Child.Result) -> Void
    ) async {
        await flow?.start(child, presentation: presentation, onResult: onResult)
    }

    /// A router for this coordinator's routes that keeps it alive.
    public var strongRouter: StrongRouter<Route> { StrongRouter(self) }
    /// A router for this coordinator's routes for view models: it does not keep the coordinator alive.
    public var weakRouter: WeakRouter<Route> { WeakRouter(self) }
    /// A router for this coordinator's routes that assumes the coordinator outlives its holder.
    public var unownedRouter: UnownedRouter<Route> { UnownedRouter(self) }
    /// A router for routes of another type that this coordinator handles, each mapped to one
    /// of its own routes by `redirect`; it does not keep the coordinator alive.
    public func redirectingRouter<Other>(_ redirect: @escaping @MainActor (Other) -> Route)
        -> RedirectionRouter<Other, Route> {
        RedirectionRouter(parent: self, redirect: redirect)
    }

    private func passesEntryGuards(_ route: Route) async -> Bool {
        var redirections = 0
        var index = 0
        while index < entryGuards.count {
            switch await entryGuards[index](route) {
            case .proceed:
                index += 1
            case .deny:
                return false
            case .redirect(let redirection):
                redirections += 1
                guard redirections <= 3, await redirection() else { return false }
            }
        }
        return true
    }
}
