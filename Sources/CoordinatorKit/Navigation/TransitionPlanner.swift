/// Works out what a transition does on a copy of the navigation state, without touching the
/// screen: the steps for the navigator, the screens it removes, the routers it moves.
///
/// Planning a whole transition (a ``Transition/multiple(_:)`` included) before anything moves
/// is what lets an invalid one fail with nothing changed.
@MainActor
struct TransitionPlanner {
    /// The state as it will be once the steps have run.
    private(set) var state: NavigationState
    /// The navigator calls, in order.
    private(set) var steps: [NavigationStep] = []
    /// The screens that leave, top first (embedded screens not included).
    private(set) var removed: [ScreenEntry] = []
    /// The routers whose stack or first screen changes, with their new state.
    private(set) var routerStates: [ObjectIdentifier: (router: Router, state: Router.State)] = [:]
    /// The screens that appear, in the order they appear (embedded screens included).
    private(set) var inserted: [ScreenEntry] = []
    /// Whether a push was skipped because its screen was already on top.
    private(set) var skippedDuplicate = false

    private let makeModalID: () -> StackID

    init(state: NavigationState, makeModalID: @escaping () -> StackID) {
        self.state = state
        self.makeModalID = makeModalID
    }

    // MARK: Transitions, relative to a router

    /// Plans `transition` as triggered through `router`; `route` is recorded on the screens it shows.
    mutating func plan(_ transition: Transition, for router: Router, route: (any Sendable)? = nil) throws(NavigationError) {
        let animation = transition.animation
        switch transition.operation {
        case .push(let placement, let allowingDuplicate):
            try push(placement, allowingDuplicate: allowingDuplicate, for: router, route: route, animation: animation)
        case .pop:
            let stack = try stackOf(router)
            try pop(stack, count: 1, animation: animation)
        case .popToRoot:
            let stack = try stackOf(router)
            let entries = state.entries(in: stack)
            let root = routerState(router).flowRoot.flatMap { r in entries.firstIndex { $0 === r } } ?? 0
            try pop(stack, count: entries.count - 1 - root, animation: animation)
        case .popTo(let id):
            let stack = try stackOf(router)
            let entries = state.entries(in: stack)
            guard let index = entries.lastIndex(where: { $0.screen.id == id }) else { throw .screenNotFound(id: id) }
            try pop(stack, count: entries.count - 1 - index, animation: animation)
        case .set(let placements):
            try set(placements, for: router, route: route, animation: animation)
        case .present(let placement):
            present([ScreenEntry(placement, route: route)], for: nil, animation: animation)
        case .dismiss:
            try dismiss(for: router, animation: animation)
        case .dismissToRoot:
            dismissModals(from: 0, animation: animation)
        case .dismissFlow:
            try dismissFlow(of: router, animation: animation)
        case .embed(let placement, let slot, let host):
            guard let hostEntry = state.entry(showing: host) else { throw .hostNotOnScreen(id: host.id) }
            let entry = ScreenEntry(placement, route: route)
            inserted.append(entry)
            if let replaced = hostEntry.embedded[slot] { removed.append(replaced) }
            steps.append(.embed(entry, slot: slot, host: hostEntry, replaced: hostEntry.embedded[slot]))
        case .alert(let alert):
            steps.append(.alert(alert, over: state.topStack))
        case .none:
            break
        case .multiple(let transitions):
            for part in transitions { try plan(part, for: router, route: route) }
        }
    }

    // MARK: User gestures and host requests, relative to a stack

    /// Plans popping `count` screens off `stack`; the first screen can never be popped.
    mutating func pop(_ stack: StackID, count: Int, animation: TransitionAnimation) throws(NavigationError) {
        let entries = state.entries(in: stack)
        guard count > 0 else { return }
        guard count < entries.count else { throw .cannotPopRoot }
        change(stack, to: Array(entries.dropLast(count)), direction: .backward, animation: animation)
    }

    /// Plans dismissing the modal `stack` and every modal above it.
    mutating func dismissModal(_ stack: StackID, animation: TransitionAnimation) throws(NavigationError) {
        guard let index = state.modals.firstIndex(of: stack) else { throw .nothingToDismiss }
        dismissModals(from: index, animation: animation)
    }

    /// Plans showing the root stack at `index`.
    mutating func selectRoot(_ index: Int) {
        guard state.rootStacks.indices.contains(index), index != state.selectedRoot else { return }
        state.selectedRoot = index
        steps.append(.selectRoot(state.rootStacks[index]))
    }

    // MARK: Building blocks

    private mutating func push(
        _ placement: ScreenPlacement, allowingDuplicate: Bool, for router: Router, route: (any Sendable)?,
        animation: TransitionAnimation
    ) throws(NavigationError) {
        let entry = ScreenEntry(placement, route: route)
        guard let stack = routerState(router).stack else {
            present([entry], for: router, animation: animation)
            return
        }
        let entries = try existingEntries(of: stack)
        if !allowingDuplicate, let top = entries.last, top.screen.id == placement.screen.id {
            skippedDuplicate = true
            return
        }
        if routerState(router).flowRoot == nil { updateRouter(router) { $0.flowRoot = entry } }
        change(stack, to: entries + [entry], direction: .forward, animation: animation)
    }

    private mutating func set(
        _ placements: [ScreenPlacement], for router: Router, route: (any Sendable)?, animation: TransitionAnimation
    ) throws(NavigationError) {
        guard !placements.isEmpty else { throw .emptyStack }
        guard let stack = routerState(router).stack else {
            present(placements.map { ScreenEntry($0, route: route) }, for: router, animation: animation)
            return
        }
        let entries = try existingEntries(of: stack)
        let start = routerState(router).flowRoot.flatMap { r in entries.firstIndex { $0 === r } }
            ?? (router.isRoot ? 0 : entries.count)
        let kept = entries[start...]
        let newEntries = placements.map { placement in
            kept.first { $0.screen === placement.screen } ?? ScreenEntry(placement, route: route)
        }
        updateRouter(router) { $0.flowRoot = newEntries.first }
        change(stack, to: Array(entries[..<start]) + newEntries, direction: .replace, animation: animation)
    }

    private mutating func dismiss(for router: Router, animation: TransitionAnimation) throws(NavigationError) {
        let own = routerState(router).stack
        let ownIndex = own.flatMap { state.modals.firstIndex(of: $0) }
        let firstAbove = ownIndex.map { $0 + 1 } ?? 0
        if firstAbove < state.modals.count {
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
        if let modalIndex = state.modals.firstIndex(of: stack), state.entries(in: stack).first === root {
            dismissModals(from: modalIndex, animation: animation)
            return
        }
        let above = (state.modals.firstIndex(of: stack).map { $0 + 1 }) ?? 0
        dismissModals(from: above, animation: animation)
        let entries = state.entries(in: stack)
        guard let index = entries.firstIndex(where: { $0 === root }) else { return }
        try pop(stack, count: entries.count - index, animation: animation)
    }

    private mutating func present(_ entries: [ScreenEntry], for router: Router?, animation: TransitionAnimation) {
        let stack = makeModalID()
        let parent = state.topStack
        state.stacks[stack] = entries
        state.modals.append(stack)
        inserted += entries
        if let router { updateRouter(router) { $0 = Router.State(stack: stack, flowRoot: entries.first) } }
        steps.append(.present(stack, entries: entries, over: parent, animation: animation))
    }

    private mutating func dismissModals(from index: Int, animation: TransitionAnimation) {
        for stack in state.modals[index...].reversed() {
            let leaving = Array(state.entries(in: stack).reversed())
            removed += leaving
            state.stacks[stack] = nil
            state.modals.removeLast()
            steps.append(.dismiss(stack, removed: leaving, animation: animation))
        }
    }

    private mutating func change(
        _ stack: StackID, to entries: [ScreenEntry], direction: StackChange.Direction, animation: TransitionAnimation
    ) {
        let old = state.entries(in: stack)
        let leaving = old.filter { entry in !entries.contains { $0 === entry } }.reversed()
        let arriving = entries.filter { entry in !old.contains { $0 === entry } }
        removed += leaving
        inserted += arriving
        state.stacks[stack] = entries
        steps.append(.stack(StackChange(stack: stack, entries: entries, inserted: arriving,
                                        removed: Array(leaving), direction: direction, animation: animation)))
    }

    private func existingEntries(of stack: StackID) throws(NavigationError) -> [ScreenEntry] {
        guard let entries = state.stacks[stack] else { throw .coordinatorFinished }
        return entries
    }

    private func stackOf(_ router: Router) throws(NavigationError) -> StackID {
        guard let stack = routerState(router).stack else { throw .routerNotStarted }
        _ = try existingEntries(of: stack)
        return stack
    }

    private func routerState(_ router: Router) -> Router.State {
        routerStates[ObjectIdentifier(router)]?.state ?? router.state
    }

    private mutating func updateRouter(_ router: Router, _ update: (inout Router.State) -> Void) {
        var newState = routerState(router)
        update(&newState)
        routerStates[ObjectIdentifier(router)] = (router, newState)
    }
}
