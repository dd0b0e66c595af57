import Logging

/// The navigation of one window: its state, its transition queue, and the navigator that puts
/// the state on screen.
///
/// Coordinators change the state through their ``Router``s; the navigator reports the user's
/// gestures through ``goBack(_:in:)`` and ``dismissModal(_:_:)``. Either way every change is
/// planned on a copy first (an invalid one changes nothing), checked against the leave guards
/// of the screens it removes, queued behind the changes before it, and observed.
@MainActor
public final class NavigationHost {
    /// The navigator executing this host's changes.
    public let navigator: any Navigator
    /// What the window shows now.
    public private(set) var state: NavigationState

    let logger: Logger
    private let queue = TransitionQueue()
    private let observers = NavigationObservers()
    private var routers: [WeakRouterBox] = []
    private var rootCoordinators: [StackID: AnyObject] = [:]
    private var modalCount = 0

    /// Creates a host with one root stack per tab (`[.root]` for a window without tabs).
    public init(navigator: any Navigator, rootStacks: [StackID] = [.root],
                logger: Logger = Logger(label: "CoordinatorKit")) {
        precondition(!rootStacks.isEmpty, "A window needs at least one root stack.")
        self.navigator = navigator
        self.state = NavigationState(rootStacks: rootStacks)
        self.logger = logger
        navigator.attach(to: self)
    }

    /// The number of navigation requests waiting behind the one running.
    public var pendingCount: Int { queue.pendingCount }

    // MARK: Root flows

    /// Starts `coordinator` as the root of the root stack `stack` (the first one by default).
    ///
    /// The host keeps the coordinator while its stack is on screen: a root flow never has to
    /// finish. Its result, if it finishes, goes nowhere; use the coordinator's own callbacks.
    public func start<Root: Coordinator>(root coordinator: Root, in stack: StackID? = nil) async {
        let stack = stack ?? state.rootStacks[0]
        let router = makeRouter(.root(stack))
        rootCoordinators[stack] = coordinator
        await coordinator.start(in: Flow<Root.Result>(router: router))
    }

    /// Replaces everything the window shows with new, empty root stacks (tabs when there are
    /// several): every modal closes and every screen leaves (leave guards first), the flows
    /// on them end and their root coordinators are released. Start new root flows in the new
    /// stacks with ``start(root:in:)``. This is "set root" for the whole window, for example
    /// to go from a login screen to the app's tabs and back when the user signs out.
    @discardableResult
    public func replaceRoots(with stacks: [StackID], animation: TransitionAnimation = .crossfade)
        async -> TransitionOutcome {
        let outcome = await run(origin: .code) { (planner: inout TransitionPlanner) throws(NavigationError) in
            try planner.replaceRoots(with: stacks, animation: animation)
        }
        if outcome.didComplete { rootCoordinators = rootCoordinators.filter { stacks.contains($0.key) } }
        return outcome
    }

    /// A new router for a flow in `context`.
    func makeRouter(_ context: Router.Context) -> Router {
        let router = Router(host: self, context: context)
        routers.removeAll { $0.router == nil }
        routers.append(WeakRouterBox(router: router))
        return router
    }

    // MARK: User gestures

    /// The user asks to go back in `stack` (the top stack by default): pops its top screen,
    /// after consulting the screen's leave guard. Fails with ``NavigationError/cannotPopRoot``
    /// on a stack's first screen.
    @discardableResult
    public func goBack(_ gesture: UserGesture, in stack: StackID? = nil) async -> TransitionOutcome {
        await run(origin: .user(gesture)) { (planner: inout TransitionPlanner) throws(NavigationError) in
            try planner.pop(stack ?? planner.topStack, count: 1, animation: .slide)
        }
    }

    /// The user asks to close the modal showing `stack` (Escape, its close button, Cancel),
    /// after consulting the leave guards of its screens.
    @discardableResult
    public func dismissModal(_ stack: StackID, _ gesture: UserGesture) async -> TransitionOutcome {
        await run(origin: .user(gesture)) { (planner: inout TransitionPlanner) throws(NavigationError) in
            try planner.dismissModal(stack, animation: .slide)
        }
    }

    /// Shows the root stack (tab) at `index`.
    @discardableResult
    public func selectRoot(at index: Int, _ origin: DismissalOrigin = .code) async -> TransitionOutcome {
        await run(origin: origin) { (planner: inout TransitionPlanner) throws(NavigationError) in
            planner.selectRoot(index)
        }
    }

    /// Closes every modal of the window (leave guards first); with none open, does nothing.
    @discardableResult
    public func dismissAllModals(_ origin: DismissalOrigin = .code) async -> TransitionOutcome {
        await run(origin: origin) { (planner: inout TransitionPlanner) throws(NavigationError) in
            planner.dismissAllModals(animation: .slide)
        }
    }

    /// Shows `alert` over whatever is on top (for app-level messages such as an invalid deep
    /// link) and returns the action chosen.
    @discardableResult
    public func alert(_ alert: Alert) async -> AlertAction? {
        await run(origin: .code) { (planner: inout TransitionPlanner) throws(NavigationError) in
            planner.alert(alert)
        }.chosenAction
    }

    /// Whether the window may close: asks the leave guard of every screen, top first, as a
    /// back or Escape would. The window's content stays as it is either way.
    public func mayCloseWindow() async -> Bool {
        await queue.run {
            let stacks = state.modals.reversed() + state.rootStacks
            return await leaveAllowed(stacks.flatMap { state.entries(in: $0).reversed() })
        }
    }

    // MARK: Observation

    /// Calls `handler` before and after every navigation until the observation is dropped.
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
        observers.add(handler)
    }

    /// Every navigation from now on, as an async sequence.
    public func events() -> AsyncStream<NavigationEvent> { observers.stream() }

    // MARK: Executing

    /// Runs `transition` through `router` as one item of the queue.
    func perform(_ transition: Transition, route: (any Sendable)?, for router: Router) async -> TransitionOutcome {
        await run(origin: .code, route: route) { (planner: inout TransitionPlanner) throws(NavigationError) in
            guard !router.hasEnded else { throw .coordinatorFinished }
            try planner.plan(transition, for: router, route: route)
        }
    }

    /// Runs `parts` through `router` as one item of the queue: all of them, or (if one is invalid) none.
    func perform(_ parts: [(transition: Transition, route: (any Sendable)?)], for router: Router) async
        -> TransitionOutcome {
        await run(origin: .code, route: parts.last?.route) { (planner: inout TransitionPlanner) throws(NavigationError) in
            guard !router.hasEnded else { throw .coordinatorFinished }
            for part in parts {
                let firstNew = planner.inserted.count
                try planner.plan(part.transition, for: router, route: part.route)
                // Restoring re-triggers a route once: only the last screen it showed keeps it.
                planner.inserted[firstNew...].dropLast().forEach { $0.route = nil }
            }
        }
    }

    private func run(
        origin: DismissalOrigin, route: (any Sendable)? = nil,
        _ build: (inout TransitionPlanner) throws(NavigationError) -> Void
    ) async -> TransitionOutcome {
        await queue.run {
            let plan: NavigationPlan
            do throws(NavigationError) {
                plan = try makePlan(build)
            } catch {
                logger.debug("navigation failed: \(error) (\(cause(route, origin)))")
                return .failed(error)
            }
            guard !plan.steps.isEmpty else {
                if plan.skippedDuplicate { logger.debug("ignored a duplicate push (\(cause(route, origin)))") }
                return plan.skippedDuplicate ? .ignoredDuplicate : .completed
            }
            guard await leaveAllowed(plan.removed) else {
                logger.debug("navigation refused by a leave guard (\(cause(route, origin)))")
                return .refused
            }
            return await commit(plan, origin: origin, route: route)
        }
    }

    /// Plans on the current state; the planner is gone when this returns, so the state's
    /// storage is no longer shared and ``commit(_:origin:route:)`` edits it in place.
    private func makePlan(_ build: (inout TransitionPlanner) throws(NavigationError) -> Void)
        throws(NavigationError) -> NavigationPlan {
        var planner = TransitionPlanner(state: state, modalCount: modalCount)
        try build(&planner)
        return planner.result
    }

    private func commit(_ plan: NavigationPlan, origin: DismissalOrigin, route: (any Sendable)?) async -> TransitionOutcome {
        // Describing steps and routes costs more than the navigation itself: only for an audience.
        let record = isObserved
            ? NavigationRecord(steps: plan.steps.map(\.summary), origin: origin,
                               route: route.map { String(describing: $0) }) : nil
        if let record {
            observers.send(.willNavigate(record))
            logger.debug("navigate: \(record)")
        }
        state.rootStacks = plan.rootStacks
        state.modals = plan.modals
        state.selectedRoot = plan.selectedRoot
        modalCount = plan.modalCount
        for stack in plan.dismissedStacks { state.stacks[stack] = nil }
        for (stack, edit) in plan.edits { edit.apply(to: &state.stacks[stack, default: []]) }
        for (router, routerState) in plan.routerStates { router.state = routerState }
        var chosen: AlertAction?
        for step in plan.steps {
            if let action = await execute(step) { chosen = action }
        }
        if !plan.removed.isEmpty {
            let gone = plan.removed.flatMap(\.withEmbedded)
            if gone.contains(where: \.hasDismissalCallbacks) {
                // Tasks the callbacks start must queue like everyone else's, not run inside this item.
                TransitionQueue.detached { gone.forEach { $0.runDismissalCallbacks() } }
            }
            endFlows(startingAt: gone, origin: origin)
        }
        if let record { observers.send(.didNavigate(record)) }
        return chosen.map(TransitionOutcome.chose) ?? .completed
    }

    private func cause(_ route: (any Sendable)?, _ origin: DismissalOrigin) -> String {
        route.map { "route \($0)" } ?? origin.description
    }

    /// Whether anyone looks at navigation records: an observer, or a logger at debug level.
    private var isObserved: Bool { !observers.isEmpty || logger.logLevel <= .debug }

    private func execute(_ step: NavigationStep) async -> AlertAction? {
        switch step {
        case .stack(let change):
            await navigator.update(change)
        case .present(let stack, let entries, let parent, let animation):
            await navigator.present(stack, entries: entries, over: parent, animation: animation)
        case .dismiss(let stack, let removed, let animation):
            await navigator.dismiss(stack, removed: removed, animation: animation)
        case .embed(let entry, let slot, let host, let replaced):
            host.embedded[slot] = entry
            await navigator.embed(entry, inSlot: slot, of: host, replacing: replaced)
        case .alert(let alert, let stack):
            return await navigator.showAlert(alert, over: stack)
        case .selectRoot(let stack):
            await navigator.selectRoot(stack)
        case .replaceRoots(let stacks, let removed, let animation):
            await navigator.replaceRoots(stacks, removed: removed, animation: animation)
        }
        return nil
    }

    /// Asks the leave guards of `entries` (top first, embedded screens included) in turn.
    private func leaveAllowed(_ entries: [ScreenEntry]) async -> Bool {
        for entry in entries.flatMap(\.withEmbedded) {
            switch entry.screen.leaveDecision() {
            case .allow:
                continue
            case .refuse:
                return false
            case .confirm(let alert):
                let answer = await navigator.showAlert(alert, over: state.topStack)
                guard answer.role == .destructive else { return false }
            }
        }
        return true
    }

    /// Ends every flow whose first screen is among `gone`.
    private func endFlows(startingAt gone: [ScreenEntry], origin: DismissalOrigin) {
        var ended: [Router] = []
        for box in routers {
            guard let router = box.router, !router.hasEnded, let root = router.state.flowRoot,
                  gone.contains(where: { $0 === root }) else { continue }
            ended.append(router)
        }
        guard !ended.isEmpty else { return }
        ended.reversed().forEach { $0.end(origin: origin) }
        routers.removeAll { $0.router?.hasEnded ?? true }
    }
}

/// A router the host follows without keeping it alive.
private struct WeakRouterBox {
    weak var router: Router?
}
