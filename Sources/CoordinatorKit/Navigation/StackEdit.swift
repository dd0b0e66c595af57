/// A navigation that moves one screen on one stack and touches nothing else: a push onto the
/// stack of a flow that has shown its first screen, or a pop of a top screen that has nothing
/// embedded in it and no modal above it.
///
/// Most navigations are one of these (every Next, every Back), and what they do needs no plan:
/// no modal closes, no other flow's router moves, at most one leave guard is asked. The host
/// carries them out directly (``NavigationHost``), with the same outcome and the same order of
/// calls to the navigator, the observers and the callbacks, for less than planning on a copy
/// (``TransitionPlanner``) costs. Anything else, including each of these
/// whose preconditions fail (an unknown stack, popping the root), goes through the planner,
/// which says why.
@MainActor
enum StackEdit {
    /// Push the placed screen onto `stack`, unless it duplicates `top`, the stack's top screen.
    case push(ScreenPlacement, allowingDuplicate: Bool, onto: StackID, top: ScreenEntry?, animation: TransitionAnimation)
    /// Pop `entry`, the top screen of `stack`, leaving `below` on top.
    case pop(ScreenEntry, from: StackID, below: ScreenEntry, animation: TransitionAnimation)

    /// The edit `transition` makes through `router` on `state`; nil when it needs a plan.
    @inline(__always) init?(_ transition: Transition, for router: Router, in state: NavigationState) {
        guard let stack = router.state.stack, router.isRunning else { return nil }
        switch transition.operation {
        case .push(let placement, let allowingDuplicate):
            // A flow's first screen moves its router (and the routers sharing its modal).
            guard router.state.flowRoot != nil, let entries = state.stacks[stack] else { return nil }
            self = .push(placement, allowingDuplicate: allowingDuplicate, onto: stack, top: entries.last,
                         animation: transition.animation)
        case .pop:
            self.init(poppingFrom: stack, in: state, animation: transition.animation)
        default:
            return nil
        }
    }

    /// Going back one screen in `stack` on `state`; nil when it needs a plan.
    @inline(__always) init?(poppingFrom stack: StackID, in state: NavigationState, animation: TransitionAnimation) {
        // A modal above the stack may belong to the flow that ends: the plan closes it.
        guard (state.modals.last ?? stack) == stack,
              let entries = state.stacks[stack], entries.count > 1,
              let top = entries.last, top.embedded.isEmpty else { return nil }
        self = .pop(top, from: stack, below: entries[entries.count - 2], animation: animation)
    }
}
