/// What one navigation will do, as planned by ``TransitionPlanner``; the host applies it.
///
/// Noncopyable: a plan is built once and moved from the planner to the host, never copied
/// (a copy of this many containers costs dozens of retains and releases, and a class would
/// pay a dynamic exclusivity check on every field access).
@MainActor
struct NavigationPlan: ~Copyable {
    /// The root stacks afterwards, in tab order.
    var rootStacks: [StackID]
    /// The modals afterwards, bottom first.
    var modals: [StackID]
    /// The selected root stack afterwards.
    var selectedRoot: Int
    /// How many modals the host has numbered, this plan's included.
    var modalCount: Int
    /// Each stack that changes, as planned (presented stacks start empty); sealed before the
    /// host applies them (``seal()``).
    var stacks: [(id: StackID, stack: PlannedStack)] = []
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

    init(rootStacks: [StackID], modals: [StackID], selectedRoot: Int, modalCount: Int) {
        self.rootStacks = rootStacks
        self.modals = modals
        self.selectedRoot = selectedRoot
        self.modalCount = modalCount
    }

    /// Drops the planned stacks' references to the current screens, so the host edits the
    /// state's arrays in place instead of copying them.
    mutating func seal() {
        for index in stacks.indices { stacks[index].stack.seal() }
    }
}
