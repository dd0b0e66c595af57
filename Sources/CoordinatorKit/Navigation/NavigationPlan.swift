/// What one navigation will do, as planned by ``TransitionPlanner``; the host applies it.
@MainActor
struct NavigationPlan {
    /// The root stacks afterwards, in tab order.
    var rootStacks: [StackID]
    /// The modals afterwards, bottom first.
    var modals: [StackID]
    /// The selected root stack afterwards.
    var selectedRoot: Int
    /// How many modals the host has numbered, this plan's included.
    var modalCount: Int
    /// The edits to each stack that changes (presented stacks start empty).
    var edits: [(stack: StackID, edit: StackEdit)] = []
    /// The stacks whose modals close.
    var dismissedStacks: [StackID] = []
    /// The navigator calls, in order.
    var steps: [NavigationStep] = []
    /// The screens that leave, top first (embedded screens not included).
    var removed: [ScreenEntry] = []
    /// The screens that appear, in the order they appear (embedded screens included).
    var inserted: [ScreenEntry] = []
    /// The routers whose stack or first screen changes, with their new state.
    var routerStates: [(router: Router, state: Router.State)] = []
    /// Whether a push was skipped because its screen was already on top.
    var skippedDuplicate = false
}
