/// One running coordinator's flow: its router, its children, and its result.
///
/// Made by the parent's ``coordinate(to:presentation:)`` (or the host, for a root flow) and
/// handed to ``Coordinator/start(in:)``. The flow ends exactly once: when the coordinator
/// calls ``finish(with:dismissingScreens:)``, or when its first screen leaves the screen by
/// any path (the result is then `Result.dismissed(by:)`, or what ``dismissalResult`` says).
/// The modals the flow or its children opened close in the step that takes its first screen
/// away (a flow that finishes leaving its screens, `dismissingScreens: false`, leaves its
/// modals too).
@MainActor
public final class Flow<Result: FlowResult> {
    /// Shows this flow's screens.
    public let router: Router
    /// Whether the flow has ended.
    public var isFinished: Bool { hasEnded }
    // Private storage: the optimizer sees every access, so triggers skip dynamic exclusivity checks.
    private var hasEnded = false

    /// The result the flow ends with when its first screen leaves by any path but
    /// ``finish(with:dismissingScreens:)`` (the user going back, Escape, closing the window),
    /// given how it left; nil (the default) gives `Result.dismissed(by:)`. Set it once the
    /// flow has something to report however it ends, such as a review the user added before
    /// going back. The flow lets go of it as it ends, so it may capture its coordinator
    /// strongly (`{ _ in self.saved ? … }`) without keeping it alive.
    public var dismissalResult: (@MainActor (DismissalOrigin) -> Result)?

    private var isFinishing = false
    private var result: Result?
    private var waiter: CheckedContinuation<Void, Never>?
    private var children: [AnyObject] = []

    init(router: Router) {
        self.router = router
        // Unowned, not weak: a weak reference would move the flow's reference count to a side
        // table, and every trigger retains the flow. The deinit below keeps it safe.
        router.onFlowEnded = { [unowned self] origin in
            guard !isFinishing else { return }
            deliver(dismissalResult?(origin) ?? .dismissed(by: origin))
        }
    }

    isolated deinit { router.onFlowEnded = nil }

    /// The child coordinators running now, in the order they were started.
    public var childCoordinators: [AnyObject] { children }

    /// Starts `child` in a flow of its own and returns its result once it ends.
    ///
    /// The child is stored while its flow runs and released when it ends, however it ended:
    /// its own ``finish(with:dismissingScreens:)``, or the user going back or closing it.
    /// A child must show its first screen in ``Coordinator/start(in:)``: one that shows nothing
    /// (its first push skipped as a duplicate of the screen on top, or refused) ends at once
    /// with `Result.dismissed(by: .nothingShown)` (``DismissalOrigin/nothingShown``), so this
    /// never waits for a flow no one can see.
    ///
    /// The result comes when the awaiting task next runs, a turn of the main actor after the
    /// flow ended: a test that sees the flow's screens go (its modal closed, its page popped)
    /// waits for the result itself (`await eventually { … }` from `CoordinatorKitTesting`).
    public func coordinate<Child: Coordinator>(
        to child: Child, presentation: ChildPresentation = .push
    ) async -> Child.Result {
        let childFlow = await begin(child, presentation: presentation)
        defer { forget(child) }
        return await childFlow.value
    }

    /// Starts `child` like ``coordinate(to:presentation:)`` but returns as soon as its first
    /// screen is shown; `onResult` gets the result when the flow ends (the child is stored
    /// until then). For a parent that must go on while the child runs, such as a deep link
    /// that opens a child's screen and then another screen inside it.
    public func start<Child: Coordinator>(
        _ child: Child, presentation: ChildPresentation = .push,
        onResult: @escaping @MainActor (Child.Result) -> Void
    ) async {
        let childFlow = await begin(child, presentation: presentation)
        Task { [weak self] in
            let result = await childFlow.value
            self?.forget(child)
            onResult(result)
        }
    }

    /// Releases `child` once its flow has ended (one start of it, if it was started twice).
    private func forget(_ child: AnyObject) {
        if let index = children.firstIndex(where: { $0 === child }) { children.remove(at: index) }
    }

    /// Stores and starts `child` in a new flow of its own.
    private func begin<Child: Coordinator>(_ child: Child, presentation: ChildPresentation) async -> Flow<Child.Result> {
        let childFlow = Flow<Child.Result>(router: router.makeChildRouter(presentation))
        children.append(child)
        router.host?.census?.track(child, as: .coordinator)
        await child.start(in: childFlow)
        if !childFlow.isFinished, childFlow.router.screens.isEmpty {
            childFlow.deliver(.dismissed(by: .nothingShown))
        }
        return childFlow
    }

    /// Ends the flow with `result`. By default its screens leave first (as ``Router/dismiss(animation:)``
    /// would, leave guards included); if a guard refuses, the flow goes on and this returns false.
    /// So a form whose guard asks "Discard Changes?" while it holds unsaved changes asks here
    /// too: when `result` saves them (Done), tell the screen first (a flag its
    /// ``Screen/leaveDecision(for:)`` reads, as Storefront's `WriteReviewScreen.isSubmitted`),
    /// and only a Cancel asks.
    /// Screens at the bottom of a window's root stack stay (a window is never left empty) until
    /// the parent shows something else, and so do the screens of a child whose first screen
    /// opened its parent's modal (a modal coordinator that only starts children): the parent
    /// finishes in turn, closing the modal, or shows what comes next. Screens that stay run
    /// their `onDismissed` later, perhaps after the coordinator is gone: capture it weakly.
    @discardableResult
    public func finish(with result: Result, dismissingScreens: Bool = true) async -> Bool {
        guard dismissingScreens, !router.isRoot, !router.sharesFirstScreenWithParent, !router.screens.isEmpty else {
            return await finish(with: result, performing: .none)
        }
        return await finish(performing: .dismissFlow(), acceptingBottomScreen: true) { _ in result }
    }

    /// Ends the flow with `result` once `transition` has run through its router, as one step:
    /// for example an alert and the dismissal of the flow's screens (`.multiple([.alert(…),
    /// .dismissFlow()])`). Removing its own screens does not end the flow as "dismissed" here:
    /// the result is `result`. If the transition is refused or invalid, the flow goes on.
    @discardableResult
    public func finish(with result: Result, performing transition: Transition) async -> Bool {
        await finish(performing: transition, acceptingBottomScreen: false) { _ in result }
    }

    /// Ends the flow as ``finish(with:performing:)`` does, with the result `result` makes of
    /// the transition's outcome: an answer the user gives as the flow ends, such as the action
    /// chosen in its last alert (``TransitionOutcome/chosenAction``), is part of the result.
    ///
    /// ```swift
    /// let viewOrder = AlertAction("View Order")
    /// let placed = Alert(title: "Order Placed", actions: [AlertAction("OK", role: .cancel), viewOrder])
    /// await flow.finish(performing: .multiple([.alert(placed), .dismissFlow()])) { outcome in
    ///     .placed(order, viewOrder: outcome.chosenAction == viewOrder)
    /// }
    /// ```
    @discardableResult
    public func finish(performing transition: Transition, with result: (TransitionOutcome) -> Result) async -> Bool {
        await finish(performing: transition, acceptingBottomScreen: false, with: result)
    }

    private func finish(performing transition: Transition, acceptingBottomScreen: Bool,
                        with result: (TransitionOutcome) -> Result) async -> Bool {
        guard !isFinished, !isFinishing else { return false }
        isFinishing = true
        defer { isFinishing = false }
        let outcome = await router.perform(transition)
        let bottomStays = acceptingBottomScreen && outcome == .failed(.cannotPopRoot)
        // The user may have removed the flow's first screen while the transition waited its
        // turn: the flow is over either way, and it ends with the result it was finishing with.
        guard outcome.didComplete || bottomStays || router.hasEnded else { return false }
        deliver(result(outcome))
        return true
    }

    /// The flow's result, once it has ended.
    var value: Result {
        get async {
            if result == nil { await withCheckedContinuation { waiter = $0 } }
            return result!
        }
    }

    private func deliver(_ value: Result) {
        guard !hasEnded else { return }
        hasEnded = true
        dismissalResult = nil  // it may hold the coordinator, which holds this flow
        router.end(origin: .code)
        result = value
        waiter?.resume()
        waiter = nil
    }
}
