/// Works out what a transition does, without touching the state or the screen: the steps for
/// the navigator, the screens it removes, the routers it moves.
///
/// Planning a whole transition (a ``Transition/multiple(_:)`` included) before anything moves
/// is what lets an invalid one fail with nothing changed.
@MainActor
struct TransitionPlanner: ~Copyable {
    private let base: NavigationState
    private var plan: NavigationPlan

    /// Plans on `state`; new modals are numbered after `modalCount` (see ``NavigationPlan/modalCount``).
    init(state: NavigationState, modalCount: Int) {
        base = state
        plan = NavigationPlan(rootStacks: state.rootStacks, modals: state.modals, selectedRoot: state.selectedRoot,
                              modalCount: modalCount)
    }

    /// The plan, sealed (it no longer shares the state's storage, so the host can edit that in place).
    consuming func finish() -> NavigationPlan {
        plan.seal()
        return plan
    }

    /// The screens that appear so far, in order.
    var inserted: [ScreenEntry] { plan.inserted }

    /// The stack the user would see after the plan: the top modal's, else the selected root stack.
    var topStack: StackID { plan.modals.last ?? plan.rootStacks[plan.selectedRoot] }

    // MARK: Transitions, relative to a router

    /// Plans `transition` as triggered through `router`. `route` is recorded on the last screen
    /// it shows on a stack: restoring re-triggers the route once, which shows them all again.
    mutating func plan(_ transition: Transition, for router: Router, route: (any Sendable)? = nil) throws(NavigationError) {
        let firstNew = plan.inserted.count
        try add(transition, for: router, route: route)
        guard route != nil, plan.inserted.count - firstNew > 1 else { return }
        plan.inserted[firstNew...].filter { $0.route != nil }.dropLast().forEach { $0.route = nil }
    }

    private mutating func add(_ transition: Transition, for router: Router, route: (any Sendable)?) throws(NavigationError) {
        let animation = transition.animation
        switch transition.operation {
        case .push(let placement, let allowingDuplicate):
            try push(placement, allowingDuplicate: allowingDuplicate, for: router, route: route, animation: animation)
        case .pop:
            try pop(try stackOf(router), count: 1, animation: animation)
        case .popToRoot:
            let stack = try stackOf(router)
            let entries = try planned(stack)
            let root = routerState(router).flowRoot.flatMap { r in entries.firstIndex { $0 === r } } ?? 0
            try pop(stack, count: entries.count - 1 - root, animation: animation)
        case .popTo(let id):
            let stack = try stackOf(router)
            let entries = try planned(stack)
            guard let index = entries.lastIndex(where: { $0.screen.id == id }) else { throw .screenNotFound(id: id) }
            try pop(stack, count: entries.count - 1 - index, animation: animation)
        case .set(let placements):
            try set(placements, for: router, route: route, animation: animation)
        case .present(let placement):
            guard !skipsDuplicateModal(of: placement.screen) else { return }
            let entry = ScreenEntry(placement, route: route)
            if router.isRoot || routerState(router).flowRoot != nil {
                present([entry], openedBy: router, animation: animation)
            } else {
                // A flow's first screen in a modal of its own: the flow lives there, and
                // ends when the modal closes (it had shown nothing the modal could stay for).
                present([entry], for: router, animation: animation)
            }
        case .dismiss:
            try dismiss(for: router, animation: animation)
        case .dismissToRoot:
            dismissModals(from: 0, animation: animation)
        case .dismissFlow:
            try dismissFlow(of: router, animation: animation)
        case .embed(let placement, let slot, let host):
            try embed(ScreenEntry(placement), slot: slot, host: host)
        case .alert(let alert):
            self.alert(alert)
        case .none:
            break
        case .multiple(let transitions):
            for part in transitions { try add(part, for: router, route: route) }
        }
    }

    /// Plans showing the first screen of `router`'s flow, with no animation: the modals over
    /// its stack close, the screens above its first one leave, and its root stack is selected.
    /// Nothing for a flow that has shown nothing yet.
    mutating func returnToFlowStart(of router: Router) throws(NavigationError) {
        guard let stack = routerState(router).stack else { return }
        let firstAbove = firstModal(above: stack)
        if firstAbove < plan.modals.count { dismissModals(from: firstAbove, animation: .none) }
        try add(Transition(.popToRoot, animation: .none), for: router, route: nil)
        if let root = plan.rootStacks.firstIndex(of: stack) { selectRoot(root) }
    }

    // MARK: User gestures and host requests, relative to a stack

    /// Plans popping `count` screens off `stack`; the first screen can never be popped.
    mutating func pop(_ stack: StackID, count: Int, animation: TransitionAnimation) throws(NavigationError) {
        var entries = try planned(stack)
        guard count > 0 else { return }
        guard count < entries.count else { throw .cannotPopRoot }
        let leaving = entries.truncate(to: entries.count - count)
        record(stack, entries, inserted: [], removed: leaving, direction: .backward, animation: animation)
    }

    /// Plans dismissing the modal `stack` and every modal above it.
    mutating func dismissModal(_ stack: StackID, animation: TransitionAnimation) throws(NavigationError) {
        guard let index = plan.modals.firstIndex(of: stack) else { throw .nothingToDismiss }
        dismissModals(from: index, animation: animation)
    }

    /// Plans dismissing every modal (none: nothing to do).
    mutating func dismissAllModals(animation: TransitionAnimation) {
        dismissModals(from: 0, animation: animation)
    }

    /// Plans showing `alert` over the top stack.
    mutating func alert(_ alert: Alert) {
        plan.steps.append(.alert(alert, over: topStack))
    }

    /// Plans showing the root stack at `index`.
    mutating func selectRoot(_ index: Int) {
        guard plan.rootStacks.indices.contains(index), index != plan.selectedRoot else { return }
        plan.selectedRoot = index
        plan.steps.append(.selectRoot(plan.rootStacks[index]))
    }

    /// Plans showing the root stack `offset` places from the planned one, wrapping around.
    mutating func selectRoot(offsetBy offset: Int) {
        let count = plan.rootStacks.count
        selectRoot(((plan.selectedRoot + offset) % count + count) % count)
    }

    /// Plans replacing the window's root stacks (and so everything on screen) with new, empty ones.
    mutating func replaceRoots(with stacks: [StackID], animation: TransitionAnimation) throws(NavigationError) {
        guard !stacks.isEmpty, Set(stacks).count == stacks.count else { throw .emptyStack }
        dismissModals(from: 0, animation: .none)
        var leaving: [ScreenEntry] = []
        for stack in plan.rootStacks.reversed() {
            leaving += ((try? planned(stack))?.all ?? []).reversed()
            forget(stack)
        }
        plan.removed += leaving
        plan.rootStacks = stacks
        plan.selectedRoot = 0
        for stack in stacks { store(PlannedStack(current: []), for: stack) }
        plan.steps.append(.replaceRoots(stacks, removed: leaving, animation: animation))
    }

    // MARK: Building blocks

    private mutating func push(
        _ placement: ScreenPlacement, allowingDuplicate: Bool, for router: Router, route: (any Sendable)?,
        animation: TransitionAnimation
    ) throws(NavigationError) {
        guard let stack = stackOrJoinedModal(of: router) else {
            guard allowingDuplicate || !skipsDuplicateModal(of: placement.screen) else { return }
            present([ScreenEntry(placement, route: route)], for: router, animation: animation)
            return
        }
        let entry = ScreenEntry(placement, route: route)
        var entries = try planned(stack)
        if !allowingDuplicate, let top = entries.last, top.screen.id == placement.screen.id {
            plan.skippedDuplicate = true
            return
        }
        noteFirstScreen(entry, of: router)
        entries.append(entry)
        record(stack, entries, inserted: [entry], removed: [], direction: .forward, animation: animation)
    }

    private mutating func set(
        _ placements: [ScreenPlacement], for router: Router, route: (any Sendable)?, animation: TransitionAnimation
    ) throws(NavigationError) {
        guard !placements.isEmpty else { throw .emptyStack }
        guard let stack = stackOrJoinedModal(of: router) else {
            present(placements.map { ScreenEntry($0, route: route) }, for: router, animation: animation)
            return
        }
        var entries = try planned(stack)
        let old = entries.all
        let start = routerState(router).flowRoot.flatMap { r in old.firstIndex { $0 === r } }
            ?? (router.isRoot ? 0 : old.count)
        let newEntries = placements.map { placement in
            old[start...].first { $0.screen === placement.screen } ?? ScreenEntry(placement, route: route)
        }
        // A modal knows its opener by its first screen: a new first screen takes it over.
        if start == 0, let opener = old.first?.opener { newEntries[0].opener = opener }
        let staying = Set(newEntries.map(ObjectIdentifier.init))
        entries.replace(with: Array(old[..<start]) + newEntries)
        let oldRoot = routerState(router).flowRoot
        noteFirstScreen(newEntries[0], of: router)
        // The flows that began with the same screen (a container sharing its child's modal)
        // begin with the new one too: the old one leaving must not end them.
        for owner in router.modalOwners
        where owner === router || (oldRoot != nil && routerState(owner).flowRoot === oldRoot) {
            updateRouter(owner) { $0.flowRoot = newEntries.first }
        }
        let oldIDs = Set(old.map(ObjectIdentifier.init))
        record(stack, entries,
               inserted: newEntries.filter { !oldIDs.contains(ObjectIdentifier($0)) },
               removed: old[start...].reversed().filter { !staying.contains(ObjectIdentifier($0)) },
               direction: .replace, animation: animation)
    }

    private mutating func embed(_ entry: ScreenEntry, slot: String, host: any Screen) throws(NavigationError) {
        let onScreen = (plan.rootStacks + plan.modals).flatMap { stack in
            ((try? planned(stack))?.all ?? []).flatMap(\.withEmbedded)
        }
        guard let hostEntry = onScreen.first(where: { $0.screen === host }) else {
            throw .hostNotOnScreen(id: host.id)
        }
        let replaced = plannedEmbed(inSlot: slot, of: hostEntry) ?? hostEntry.embedded[slot]
        plan.inserted.append(entry)
        if let replaced { plan.removed.append(replaced) }
        plan.steps.append(.embed(entry, slot: slot, host: hostEntry, replaced: replaced))
    }

    /// The screen this plan has embedded in `slot` of `host` so far, if any (the host's slot
    /// only changes when the plan is applied).
    private func plannedEmbed(inSlot slot: String, of host: ScreenEntry) -> ScreenEntry? {
        for case .embed(let entry, slot, let planned, _) in plan.steps.reversed() where planned === host { return entry }
        return nil
    }

    private mutating func dismiss(for router: Router, animation: TransitionAnimation) throws(NavigationError) {
        let ownIndex = routerState(router).stack.flatMap { plan.modals.firstIndex(of: $0) }
        let firstAbove = ownIndex.map { $0 + 1 } ?? 0
        if firstAbove < plan.modals.count {
            dismissModals(from: firstAbove, animation: animation)
        } else if let ownIndex {
            dismissModals(from: ownIndex, animation: animation)
        } else {
            throw .nothingToDismiss
        }
    }

    private mutating func dismissFlow(of router: Router, animation: TransitionAnimation) throws(NavigationError) {
        if router.isRoot { throw .cannotDismissRoot }
        guard let stack = routerState(router).stack, let root = routerState(router).flowRoot else {
            throw .routerNotStarted
        }
        let entries = try planned(stack)
        guard let index = entries.firstIndex(where: { $0 === root }) else { return }
        if index == 0, let modalIndex = plan.modals.firstIndex(of: stack) {
            dismissModals(from: modalIndex, animation: animation)  // the flow is the whole modal
            return
        }
        // The pop closes the modals this flow and its children opened, not the others.
        try pop(stack, count: entries.count - index, animation: animation)
    }

    /// Whether the modal on top begins with a screen of `screen`'s identifier, noted as a
    /// skipped duplicate: presenting it again (a second click queued behind the first) would
    /// stack the same dialog twice.
    private mutating func skipsDuplicateModal(of screen: any Screen) -> Bool {
        guard let top = plan.modals.last, let first = (try? planned(top))?.first, first.screen.id == screen.id else {
            return false
        }
        plan.skippedDuplicate = true
        return true
    }

    /// The stack `router`'s screens go on; nil when its next screen opens a modal. A flow that
    /// has shown nothing yet in a modal it shares with its parent (``Router/modalOwners``) has
    /// no stack, and its first screen opens the modal for them all; but if one of them has
    /// opened it meanwhile (a container showing a screen of its own while its child loaded),
    /// the flow and the others still without a stack join that modal instead of opening another.
    private mutating func stackOrJoinedModal(of router: Router) -> StackID? {
        if let stack = routerState(router).stack { return stack }
        let owners = router.modalOwners
        guard let opener = owners.firstIndex(where: { routerState($0).stack != nil }),
              let stack = routerState(owners[opener]).stack else { return nil }
        for owner in owners[..<opener] { updateRouter(owner) { $0.stack = stack } }
        return stack
    }

    /// Notes `entry` as the first screen of `router`'s flow if the flow has shown none yet,
    /// and of the flows sharing its modal that have shown none either: they began together.
    private mutating func noteFirstScreen(_ entry: ScreenEntry, of router: Router) {
        guard routerState(router).flowRoot == nil else { return }
        for owner in router.modalOwners.prefix(while: { routerState($0).flowRoot == nil }) {
            updateRouter(owner) { $0.flowRoot = entry }
        }
    }

    /// Plans a new modal showing `entries`, the first screens of `router`'s flow: the modal
    /// belongs to that flow and to the parents it shares its modal with
    /// (``Router/modalOwners``), and was opened by the flow that started them.
    private mutating func present(_ entries: [ScreenEntry], for router: Router, animation: TransitionAnimation) {
        let owners = router.modalOwners
        let stack = present(entries, openedBy: owners.last?.parent, animation: animation)
        // Outermost first: the entry then ends the innermost flow first, a child before its parent.
        for owner in owners.reversed() {
            updateRouter(owner) { $0 = Router.State(stack: stack, flowRoot: entries.first) }
        }
    }

    /// Plans a new modal showing `entries`, opened by the flow of `opener` (nil for none);
    /// returns its stack.
    @discardableResult
    private mutating func present(_ entries: [ScreenEntry], openedBy opener: Router?,
                                  animation: TransitionAnimation) -> StackID {
        entries.first?.opener = opener
        plan.modalCount += 1
        let stack = StackID("modal-\(plan.modalCount)")
        let parent = topStack
        var planned = PlannedStack(current: [])
        entries.forEach { planned.append($0) }
        store(planned, for: stack)
        plan.modals.append(stack)
        plan.inserted += entries
        plan.steps.append(.present(stack, entries: entries, over: parent, animation: animation))
        return stack
    }

    /// Closes the modals above `stack` opened by the flows whose first screens are `leaving`
    /// (those flows end), or by their child flows, and every modal above those: nothing a flow
    /// opened outlives it. Planned just before the screens leave `stack`, so they close first,
    /// and their screens count as leaving too: their leave guards are asked, top first.
    private mutating func closeModals(openedByFlowsEndingWith leaving: [ScreenEntry], above stack: StackID) {
        guard !leaving.isEmpty, !plan.modals.isEmpty else { return }  // a push, or no modal: nothing to look up
        let firstAbove = firstModal(above: stack)
        guard firstAbove < plan.modals.count else { return }
        let ending = Set(leaving.map(ObjectIdentifier.init))
        guard let index = (firstAbove..<plan.modals.count).first(where: {
            wasOpened(plan.modals[$0], byFlowEndingWith: ending)
        }) else { return }
        dismissModals(from: index, animation: .none)
    }

    /// The index in the planned modals of the first one over `stack`: after its own modal, or
    /// the first of all for a root stack (the modals count when none is over it).
    private func firstModal(above stack: StackID) -> Int {
        plan.modals.firstIndex(of: stack).map { $0 + 1 } ?? 0
    }

    /// Whether the flow that opened `modal`, or a flow that started that one, has its first
    /// screen among `leaving`.
    private func wasOpened(_ modal: StackID, byFlowEndingWith leaving: Set<ObjectIdentifier>) -> Bool {
        var flow = (try? planned(modal))?.first?.opener
        while let router = flow {
            if let root = routerState(router).flowRoot, leaving.contains(ObjectIdentifier(root)) { return true }
            flow = router.parent
        }
        return false
    }

    private mutating func dismissModals(from index: Int, animation: TransitionAnimation) {
        for stack in plan.modals[index...].reversed() {
            let leaving = Array(((try? planned(stack))?.all ?? []).reversed())
            plan.removed += leaving
            forget(stack)
            plan.modals.removeLast()
            plan.steps.append(.dismiss(stack, removed: leaving, animation: animation))
        }
    }

    private mutating func record(
        _ stack: StackID, _ entries: PlannedStack, inserted: [ScreenEntry], removed: [ScreenEntry],
        direction: StackChange.Direction, animation: TransitionAnimation
    ) {
        closeModals(openedByFlowsEndingWith: removed, above: stack)
        store(entries, for: stack)
        plan.removed += removed
        plan.inserted += inserted
        plan.steps.append(.stack(StackChange(
            stack: stack, inserted: inserted, removed: removed, top: entries.last, direction: direction,
            newOrder: direction == .replace ? entries.all : nil, animation: animation)))
    }

    /// The stack as planned so far; a stack that no longer exists belongs to a finished flow.
    private func planned(_ stack: StackID) throws(NavigationError) -> PlannedStack {
        // A plan touches one or two stacks and routers: small arrays beat hashing here.
        if let planned = plan.stacks.first(where: { $0.id == stack }) { return planned.stack }
        guard !plan.dismissedStacks.contains(stack), let current = base.stacks[stack] else { throw .coordinatorFinished }
        return PlannedStack(current: current)
    }

    /// Forgets `stack`: it leaves the screen with this plan.
    private mutating func forget(_ stack: StackID) {
        plan.stacks.removeAll { $0.id == stack }
        plan.dismissedStacks.append(stack)
    }

    private mutating func store(_ planned: PlannedStack, for stack: StackID) {
        plan.dismissedStacks.removeAll { $0 == stack }
        if let index = plan.stacks.firstIndex(where: { $0.id == stack }) {
            plan.stacks[index].stack = planned
        } else {
            plan.stacks.append((stack, planned))
        }
    }

    private func stackOf(_ router: Router) throws(NavigationError) -> StackID {
        guard let stack = routerState(router).stack else { throw .routerNotStarted }
        _ = try planned(stack)
        return stack
    }

    private func routerState(_ router: Router) -> Router.State {
        plan.routerStates.last { $0.router === router }?.state ?? router.state
    }

    private mutating func updateRouter(_ router: Router, _ update: (inout Router.State) -> Void) {
        var newState = routerState(router)
        update(&newState)
        plan.routerStates.removeAll { $0.router === router }
        plan.routerStates.append((router, newState))
    }
}
