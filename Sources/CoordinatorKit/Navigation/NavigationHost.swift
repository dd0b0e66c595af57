import Logging

/// The navigation of one window: its state, its transition queue, and the navigator that puts
/// the state on screen.
///
/// Coordinators change the state through their ``Router``s; the navigator reports the user's
/// gestures through ``goBack(_:in:)`` and ``dismissModal(_:by:)``. Either way every change is
/// queued behind the changes before it, planned on a copy first (an invalid one changes
/// nothing; a lone push or pop needs no copy), checked against the leave guards of the
/// screens it removes, and observed.
@MainActor
public final class NavigationHost {
    /// The navigator executing this host's changes.
    public let navigator: any Navigator
    /// What the window shows now.
    public var state: NavigationState { current }
    // Main-actor state, read and edited in place only between suspensions: unchecked, as a
    // dynamic exclusivity check at each access cost about a tenth of a navigation.
    @exclusivity(unchecked) private var current: NavigationState

    let logger: Logger
    /// Whether `logger` takes debug lines: asked once, as asking copies its handler.
    private let logsDebug: Bool
    private let queue = TransitionQueue()
    private let observers = NavigationObservers()
    private var rootCoordinators: [StackID: AnyObject] = [:]
    private var modalCount = 0
    /// The ``mayCloseWindow()`` calls waiting for their turn (see ``ask(_:over:)``).
    private var closeRequestsWaiting = 0

    /// Whether the window has closed (``close(_:)``): every flow has ended, and navigation fails
    /// with ``NavigationError/coordinatorFinished``. Navigators and routers refer to the host
    /// weakly: the window's owner keeps it (a host let go closes).
    @exclusivity(unchecked) public private(set) var isClosed = false  // unchecked, as `current`
    /// Whether every navigation goes through a plan, a ``StackEdit`` too: tests compare the two.
    var plansEveryNavigation = false
    /// How many steps on the way through followed routes (``RoutesOnTheWay``) are under way,
    /// in any task: while none is, a trigger reads no task-local value.
    @exclusivity(unchecked) var stepsOnTheWay = 0  // unchecked, as `isClosed`: read by every trigger

    /// `transition` as a trigger or a router call runs it: without its animation in a step on
    /// the way through followed routes.
    @inline(__always) func withAnimationUnlessOnTheWay(_ transition: Transition) -> Transition {
        stepsOnTheWay > 0 && RoutesOnTheWay.isOnTheWay ? transition.withoutAnimation : transition
    }

    /// Creates a host with one root stack per tab (`[.root]` for a window without tabs). The
    /// list must not be empty, nor name a stack twice (each is one tab): either stops the
    /// program with a message, as a programming error.
    ///
    /// Every navigation is described to `logger` at debug level when its level, asked here,
    /// lets debug lines through.
    public init(navigator: any Navigator, rootStacks: [StackID] = [.root],
                logger: Logger = Logger(label: "CoordinatorKit")) {
        precondition(!rootStacks.isEmpty, "A window needs at least one root stack.")
        precondition(Set(rootStacks).count == rootStacks.count,
                     "Each root stack is one tab: \(rootStacks) names one twice.")
        self.navigator = navigator
        current = NavigationState(rootStacks: rootStacks)
        self.logger = logger
        logsDebug = logger.logLevel <= .debug
        navigator.attach(to: self)
    }

    /// A host let go while flows run (its window gone, nothing else holding it) closes as the
    /// window would (``close(_:)``): every flow ends, so no parent waits for a result forever.
    isolated deinit { close(.windowClose) }

    /// Counts the coordinators, screens and view models this window's flows create while
    /// they live; nil (the default) counts nothing. See ``LiveObjectCensus``.
    public var census: LiveObjectCensus? {
        get { liveObjects }
        set { liveObjects = newValue }
    }
    // Private storage: read on every navigation, so it must not cost a dynamic exclusivity check.
    private var liveObjects: LiveObjectCensus?

    /// The one question ``mayCloseWindow()`` asks when several screens would each ask before
    /// the window closes (a draft in a dialog, a form in another tab), as GNOME applications
    /// ask once for all their unsaved documents. It is given each screen's question, top
    /// screen first, and returns the question to ask instead, over whatever is on top; the
    /// window may close when the user picks a ``AlertAction/Role/destructive`` action. Nil
    /// (the default): each screen's question in turn, each over its own screen, until the
    /// user keeps one.
    public var combinedCloseQuestion: (@MainActor ([Alert]) -> Alert)?

    /// The number of navigation requests waiting behind the one running. Once it is zero,
    /// every navigation asked for has begun (its screens are in ``state`` and the navigator
    /// has been told): a navigator may hold the keys typed meanwhile until then, so that they
    /// reach the page those navigations lead to.
    public var pendingCount: Int { queue.pendingCount }

    // MARK: Root flows

    /// Starts `coordinator` as the root of the root stack `stack` (the first one by default).
    ///
    /// The host keeps the coordinator while its stack is on screen: a root flow never has to
    /// finish. Its result, if it finishes, goes nowhere; use the coordinator's own callbacks.
    public func start<Root: Coordinator>(root coordinator: Root, in stack: StackID? = nil) async {
        let stack = stack ?? current.rootStacks[0]
        let router = Router(host: self, context: .root(stack))
        rootCoordinators[stack] = coordinator
        census?.track(coordinator, as: .coordinator)
        await coordinator.start(in: Flow<Root.Result>(router: router))
    }

    /// Replaces everything the window shows with new, empty root stacks (tabs when there are
    /// several): every modal closes and every screen leaves (leave guards first), the flows
    /// on them end and their root coordinators are released. Start new root flows in the new
    /// stacks with ``start(root:in:)``. This is "set root" for the whole window, for example
    /// to go from a login screen to the app's tabs and back when the user signs out. The leave
    /// guards are asked with `reason` (an app's own reason when the user signs out, so a
    /// question can say so: see ``LeaveReason``).
    @discardableResult
    public func replaceRoots(with stacks: [StackID], animation: TransitionAnimation = .crossfade,
                             reason: LeaveReason = .navigation) async -> TransitionOutcome {
        let replaced = rootCoordinators
        let outcome = await run(origin: .code, reason: reason) { (planner: inout TransitionPlanner) throws(NavigationError) in
            try planner.replaceRoots(with: stacks, animation: animation)
        }
        // Every old root flow has ended, also one whose stack's name comes back; a root started
        // while this waited its turn stays.
        if outcome.didComplete { rootCoordinators = rootCoordinators.filter { replaced[$0.key] !== $0.value } }
        return outcome
    }

    // MARK: User gestures

    /// The user asks to go back in `stack` (by default the top stack when the request's turn
    /// comes, after the navigations queued before it): pops its top screen,
    /// after consulting the screen's leave guard. Fails with ``NavigationError/cannotPopRoot``
    /// on a stack's first screen.
    @discardableResult
    public func goBack(_ gesture: UserGesture, in stack: StackID? = nil) async -> TransitionOutcome {
        await run(origin: .user(gesture), edit: { StackEdit(poppingFrom: stack ?? $0.topStack, in: $0, animation: .slide) }) {
            (planner: inout TransitionPlanner) throws(NavigationError) in
            try planner.pop(stack ?? planner.topStack, count: 1, animation: .slide)
        }
    }

    /// The user asks to close the modal showing `stack` (Escape, its close button, Cancel),
    /// after consulting the leave guards of its screens.
    @discardableResult
    public func dismissModal(_ stack: StackID, by gesture: UserGesture) async -> TransitionOutcome {
        await run(origin: .user(gesture)) { (planner: inout TransitionPlanner) throws(NavigationError) in
            try planner.dismissModal(stack, animation: .slide)
        }
    }

    /// Shows the root stack (tab) at `index`.
    @discardableResult
    public func selectRoot(at index: Int, origin: DismissalOrigin = .code) async -> TransitionOutcome {
        await run(origin: origin) { (planner: inout TransitionPlanner) throws(NavigationError) in
            planner.selectRoot(index)
        }
    }

    /// Shows the root stack (tab) `offset` places from the one on show when the request's turn
    /// comes, wrapping around: +1 is the next tab, -1 the previous. Counting at the turn, not
    /// at the call, lets quick presses of a "next tab" key each move one tab, even while an
    /// animation holds them in the queue.
    @discardableResult
    public func selectRoot(offsetBy offset: Int, origin: DismissalOrigin = .code) async -> TransitionOutcome {
        await run(origin: origin) { (planner: inout TransitionPlanner) throws(NavigationError) in
            planner.selectRoot(offsetBy: offset)
        }
    }

    /// Closes every modal of the window (leave guards first, asked with `reason`:
    /// ``LeaveReason/deepLink`` when a deep link makes way for its place); with none open,
    /// does nothing.
    @discardableResult
    public func dismissAllModals(origin: DismissalOrigin = .code, reason: LeaveReason = .navigation) async
        -> TransitionOutcome {
        await run(origin: origin, reason: reason) { (planner: inout TransitionPlanner) throws(NavigationError) in
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
    /// back or Escape would, with the reason ``LeaveReason/windowClose``. Nothing is removed
    /// either way; a question about a screen in a tab not on show shows that tab first, and a
    /// user who keeps the screen stays there. Several questions are asked as one when
    /// ``combinedCloseQuestion`` is set. False once the window has closed (``close(_:)``):
    /// a second request, made while the first one asked the user, must not close it again.
    ///
    /// It waits for its turn like any navigation, but asks at once: until its turn comes, the
    /// questions of the navigations ahead of it (a leave guard's, an alert) are answered with
    /// their cancel action, unseen, as the user asked to close the window rather than to answer
    /// them. An alert already on screen is the navigator's to take away (``GtkNavigator``
    /// answers it as Escape does).
    public func mayCloseWindow() async -> Bool {
        closeRequestsWaiting += 1
        let admission = if let turn = queue.takeTurnIfIdle() { turn } else { await queue.waitForTurn() }
        closeRequestsWaiting -= 1
        defer { queue.finish(admission) }
        guard !isClosed else { return false }
        let stacks = current.modals.reversed() + current.rootStacks
        let entries = stacks.flatMap { current.entries(in: $0).reversed() }
        guard let confirmations = LeaveDecision.confirmations(leaving: entries, for: .windowClose) else {
            return false
        }
        if confirmations.count > 1, let combinedCloseQuestion {
            let question = combinedCloseQuestion(confirmations.map(\.alert))
            return await ask(question, over: current.topStack).role == .destructive
        }
        return await userConfirms(confirmations)
    }

    /// Ends every flow of the window at once, as closing the window does: every screen leaves,
    /// top first (its `onDismissed` runs, and each flow ends with `dismissed(by: .user(gesture))`,
    /// so every parent's `await` returns), the root coordinators are released, and from then on
    /// navigation fails with ``NavigationError/coordinatorFinished``, also a navigation already
    /// waiting its turn.
    ///
    /// Leave guards are not asked (ask ``mayCloseWindow()`` first) and the navigator is not
    /// told, neither now nor by a navigation under way (one whose alert was up, say: it then
    /// fails with ``NavigationError/coordinatorFinished`` too): its window is going away.
    /// `GtkNavigator` calls this when its window is destroyed.
    public func close(_ gesture: UserGesture = .windowClose) {
        guard !isClosed else { return }
        isClosed = true
        let removed = (current.modals.reversed() + current.rootStacks).flatMap { current.entries(in: $0).reversed() }
        current = NavigationState(rootStacks: current.rootStacks)
        logger.debug("window closed (\(gesture.rawValue)): \(removed.count) screens left")
        release(removed, origin: .user(gesture))
        rootCoordinators = [:]
        observers.finishStreams()
    }

    // MARK: Observation

    /// Calls `handler` before and after every navigation until the observation is dropped.
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
        observers.add(handler)
    }

    /// Every navigation from now on, as an async sequence. It ends when the window closes
    /// (``close(_:)``, or the host let go), so a `for await` over it ends too.
    public func events() -> AsyncStream<NavigationEvent> { observers.stream() }

    // MARK: Executing

    /// Runs `transition` through `router` as one item of the queue.
    ///
    /// A trigger's and a router call's way to the navigator (chains and the host's own
    /// navigations take ``run(origin:route:reason:edit:_:)``), so the navigation
    /// (``navigate(origin:route:reason:edit:_:)``) is inlined here, closures and all, and this
    /// function takes no actor of its own: its callers are on the main actor already, and each
    /// async call that takes one costs two executor hops.
    ///
    /// `route` is an autoclosure so that a trigger's route is boxed as `any Sendable` only where
    /// it is used: on the screen a push shows, in a plan, in a log line. A pop no one listens to
    /// never boxes it (each box made, copied and destroyed through the generic route's value
    /// witnesses costs about a hundred instructions; measured under callgrind).
    @inline(__always) nonisolated(nonsending)
    func perform(_ transition: Transition, route: @autoclosure @Sendable () -> (any Sendable)?, for router: Router) async
        -> TransitionOutcome {
        await navigate(origin: .code, route: route(), edit: { @MainActor state in StackEdit(transition, for: router, in: state) }) {
            @MainActor (planner: inout TransitionPlanner) throws(NavigationError) in
            guard router.isRunning else { throw .coordinatorFinished }
            try planner.plan(transition, for: router, route: route())
        }
    }

    /// Runs `parts` through `router` as one item of the queue: all of them, or (if one is
    /// invalid) none, failing with ``NavigationError/chainFailed(index:route:reason:)``. From
    /// ``ChainStart/flowStart``, the router's flow is shown from its first screen first; the
    /// leave guards of the screens the step removes are asked with `reason`.
    func perform(_ parts: [(transition: Transition, route: (any Sendable)?)], for router: Router,
                 from start: ChainStart, reason: LeaveReason) async -> TransitionOutcome {
        await run(origin: .code, route: parts.last?.route, reason: reason) {
            (planner: inout TransitionPlanner) throws(NavigationError) in
            guard router.isRunning else { throw .coordinatorFinished }
            if start == .flowStart { try planner.returnToFlowStart(of: router) }
            for (index, part) in parts.enumerated() {
                do throws(NavigationError) {
                    try planner.plan(part.transition, for: router, route: part.route)
                } catch {
                    throw .chainFailed(index: index, route: part.route.map { String(describing: $0) }, reason: error)
                }
            }
        }
    }

    /// One navigation, as one item of the queue (see ``navigate(origin:route:reason:edit:_:)``):
    /// the one copy of it that every navigation calls, but a transition performed through
    /// ``perform(_:route:for:)``, which inlines its own.
    ///
    /// It takes no actor of its own (its callers are on the main actor, and the navigation it
    /// calls takes that one), so calling it costs no executor hop.
    @inline(never) nonisolated(nonsending) private func run(
        origin: DismissalOrigin, route: (any Sendable)? = nil, reason: LeaveReason = .navigation,
        edit: @MainActor (NavigationState) -> StackEdit? = { _ in nil },
        _ build: @MainActor (inout TransitionPlanner) throws(NavigationError) -> Void
    ) async -> TransitionOutcome {
        await navigate(origin: origin, route: route, reason: reason, edit: edit, build)
    }

    /// One navigation, as one item of the queue: plan, ask the leave guards, apply, show. A
    /// navigation that `edit` finds to be a ``StackEdit`` on the state of its turn does the same
    /// without a plan: the guard of the screen it removes, the change, the navigator, the
    /// callbacks, the observers, in that order.
    ///
    /// Only this function takes an actor on the way (everything around the navigator calls is
    /// synchronous, and its async callers take their caller's): each async helper that takes
    /// one would cost two executor hops per navigation, and a trigger's cost is mostly hops.
    /// Inlined into its two callers, ``perform(_:route:for:)`` (so a trigger's closures are
    /// inlined too) and ``run(origin:route:reason:edit:_:)``.
    ///
    /// `route` is evaluated only where it is used (see ``perform(_:route:for:)``).
    @inline(__always) private func navigate(
        origin: DismissalOrigin, route: @autoclosure @Sendable () -> (any Sendable)?, reason: LeaveReason = .navigation,
        edit: @MainActor (NavigationState) -> StackEdit?,
        _ build: @MainActor (inout TransitionPlanner) throws(NavigationError) -> Void
    ) async -> TransitionOutcome {
        let admission = if let turn = queue.takeTurnIfIdle() { turn } else { await queue.waitForTurn() }
        defer { queue.finish(admission) }
        guard !isClosed else { return .failed(.coordinatorFinished) }
        if let edit = plansEveryNavigation ? nil : edit(current) {
            let change: StackChange
            // Consumed: its parts move into the change rather than being copied out of an edit
            // destroyed afterwards through its value witness (about 200 instructions a trigger).
            switch consume edit {
            case .push(let placement, let allowingDuplicate, let stack, let top, let animation):
                if !allowingDuplicate, let top, top.screen.id == placement.screen.id {
                    logger.debug("ignored a duplicate push (\(cause(route(), origin)))")
                    return .ignoredDuplicate
                }
                change = StackChange(pushing: ScreenEntry(placement, route: route()), onto: stack, animation: animation)
            case .pop(let entry, let stack, let below, let animation):
                let mayLeave = switch entry.screen.leaveDecision(for: reason) {
                case .allow: true
                case .refuse: false
                case .confirm(let alert): await userConfirms([(alert, entry)])
                }
                guard mayLeave else {
                    logger.debug("navigation refused by a leave guard (\(cause(route(), origin)))")
                    return .refused
                }
                // Nothing else moves while the turn is this one's, but the window may have closed.
                guard !isClosed else { return .failed(.coordinatorFinished) }
                change = StackChange(popping: entry, from: stack, leaving: below, animation: animation)
            }
            let record = announce([.stack(change)], origin: origin, route: route())
            apply(change)
            await navigator.update(change)
            release(change.removed, origin: origin)
            if let record { observers.send(.didNavigate(record)) }
            return .completed
        }
        var plan: NavigationPlan
        do throws(NavigationError) {
            plan = try makePlan(build)
        } catch {
            logger.debug("navigation failed: \(error) (\(cause(route(), origin)))")
            return .failed(error)
        }
        guard !plan.steps.isEmpty else {
            if plan.skippedDuplicate { logger.debug("ignored a duplicate push (\(cause(route(), origin)))") }
            return plan.skippedDuplicate ? .ignoredDuplicate : .completed
        }
        // Only a confirmation suspends: the common case asks no one.
        let confirmations = LeaveDecision.confirmations(leaving: plan.removed, for: reason)
        let shownRoot = current.selectedRoot
        let mayLeave = if let confirmations { confirmations.isEmpty ? true : await userConfirms(confirmations) } else { false }
        guard mayLeave else {
            logger.debug("navigation refused by a leave guard (\(cause(route(), origin)))")
            return .refused
        }
        // The window may have closed while the user was asked: the plan is of a state gone.
        guard !isClosed else { return .failed(.coordinatorFinished) }
        if current.selectedRoot != shownRoot {
            // A confirmation showed the tab it was about: plan again from there.
            do throws(NavigationError) {
                plan = try makePlan(build)
            } catch {
                return .failed(error)
            }
        }
        let record = announce(plan.steps, origin: origin, route: route())
        apply(plan)
        if let census { plan.inserted.forEach(census.track(entry:)) }
        var chosen: AlertAction?
        for step in plan.steps {
            // A step waits for its animation or an answer: the window may close meanwhile,
            // and then its navigator is told nothing more.
            guard !isClosed else { break }
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
                chosen = await ask(alert, over: stack)
            case .selectRoot(let stack):
                await navigator.selectRoot(stack)
            case .replaceRoots(let stacks, let removed, let animation):
                await navigator.replaceRoots(stacks, removed: removed, animation: animation)
            }
        }
        release(plan.removed, origin: origin)
        if let record { observers.send(.didNavigate(record)) }
        guard !isClosed else { return .failed(.coordinatorFinished) }
        return chosen.map(TransitionOutcome.chose) ?? .completed
    }

    // MARK: Plans

    /// Plans on the current state; the planner is gone when this returns, so the state's
    /// storage is no longer shared and ``apply(_:)`` edits it in place.
    private func makePlan(_ build: (inout TransitionPlanner) throws(NavigationError) -> Void)
        throws(NavigationError) -> NavigationPlan {
        var planner = TransitionPlanner(state: current, modalCount: modalCount)
        try build(&planner)
        return planner.finish()
    }

    /// Tells observers and the debug log what `steps` are about to do; nil when no one listens
    /// (describing steps and routes costs more than the navigation itself). Inlined, so that a
    /// navigation no one listens to does not copy its steps into the autoclosure (measured:
    /// about 300 instructions a push or a pop).
    @inline(__always) private func announce(_ steps: @autoclosure () -> [NavigationStep], origin: DismissalOrigin,
                                            route: @autoclosure () -> (any Sendable)?) -> NavigationRecord? {
        guard !observers.isEmpty || logsDebug else { return nil }
        return announce(describing: steps(), origin: origin, route: route())
    }

    /// Describes `steps` to the observers and the debug log.
    private func announce(describing steps: [NavigationStep], origin: DismissalOrigin,
                          route: (any Sendable)?) -> NavigationRecord {
        let record = NavigationRecord(steps: steps.map(\.summary), origin: origin,
                                      route: route.map { String(describing: $0) })
        observers.send(.willNavigate(record))
        logger.debug("navigate: \(record)")
        return record
    }

    /// Makes `plan`'s result the current state (the navigator is told next).
    private func apply(_ plan: borrowing NavigationPlan) {
        current.rootStacks = plan.rootStacks
        current.modals = plan.modals
        current.selectedRoot = plan.selectedRoot
        modalCount = plan.modalCount
        for stack in plan.dismissedStacks { current.stacks.remove(stack) }
        for (stack, planned) in plan.stacks { current.stacks.edit(stack) { planned.apply(to: &$0) } }
        for (router, routerState) in plan.routerStates { router.state = routerState }
    }

    /// Makes a ``StackEdit``'s change the current state (the navigator is told next).
    private func apply(_ change: StackChange) {
        current.stacks.edit(change.stack) { entries in
            // One at a time: an edit moves one screen, and the calls for a range cost twice as much.
            for _ in change.removed { entries.removeLast() }
            for entry in change.inserted { entries.append(entry) }
        }
        if let census { change.inserted.forEach(census.track(entry:)) }
    }

    /// Runs the dismissal callbacks of the screens that left, and ends the flows they began.
    private func release(_ removed: [ScreenEntry], origin: DismissalOrigin) {
        guard !removed.isEmpty else { return }
        let gone = removed.includingEmbedded
        // Tasks the callbacks start are tasks of their own: they queue like everyone else's.
        for entry in gone where entry.hasDismissalCallbacks { entry.runDismissalCallbacks() }
        endFlows(startingAt: gone, origin: origin)
    }

    private func cause(_ route: (any Sendable)?, _ origin: DismissalOrigin) -> String {
        route.map { "route \($0)" } ?? origin.description
    }

    /// Shows `alert` over `stack` and returns the user's answer; while a request to close the
    /// window waits for its turn, answers with the cancel action instead (see ``mayCloseWindow()``).
    private func ask(_ alert: Alert, over stack: StackID) async -> AlertAction {
        guard closeRequestsWaiting == 0 else {
            logger.debug("answered “\(alert.title)” with \(alert.cancelAction.title), unseen: the window is asked to close")
            return alert.cancelAction
        }
        return await navigator.showAlert(alert, over: stack)
    }

    /// Shows each confirmation in turn, over the screen it is about; true when the user chose a
    /// destructive action in all.
    private func userConfirms(_ confirmations: [(alert: Alert, about: ScreenEntry)]) async -> Bool {
        for (alert, entry) in confirmations {
            if !alert.actions.contains(where: { $0.role == .destructive }) {
                logger.warning(
                    "the leave guard of “\(entry.screen.id)” asks “\(alert.title)” with no destructive action: no answer lets the user leave")
            }
            await showRoot(holding: entry)
            let answer = await ask(alert, over: current.topStack)
            guard answer.role == .destructive else { return false }
        }
        return true
    }

    /// Shows the root stack (tab) holding `entry` (or the screen it is embedded in) when
    /// another one is on show and no modal is open: a question about a screen comes over it (a
    /// checkout in the Cart tab, when the user signs out in the Account tab), and the user who
    /// keeps the screen is left there. With a modal open, the question comes over the modal and
    /// the tabs stay as they are: the modal would hide the tab anyway.
    private func showRoot(holding entry: ScreenEntry) async {
        func holds(_ stack: StackID) -> Bool {
            current.entries(in: stack).contains { $0 === entry || $0.withEmbedded.contains { $0 === entry } }
        }
        guard current.modals.isEmpty,
              let index = current.rootStacks.firstIndex(where: holds),
              index != current.selectedRoot,
              let plan = try? makePlan({ (planner: inout TransitionPlanner) throws(NavigationError) in
                  planner.selectRoot(index)
              }) else { return }
        let record = announce(plan.steps, origin: .code, route: nil)
        apply(plan)
        await navigator.selectRoot(current.rootStacks[index])
        if let record { observers.send(.didNavigate(record)) }
    }

    /// Ends every flow whose first screen is among `gone` (top first: a child's flow ends
    /// before its parent's).
    private func endFlows(startingAt gone: [ScreenEntry], origin: DismissalOrigin) {
        for entry in gone { entry.endFlows(origin: origin) }
    }
}
