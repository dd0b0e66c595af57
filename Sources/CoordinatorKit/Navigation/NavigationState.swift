/// Everything a window shows, as a value: each navigation stack's screens and the modals on top.
///
/// The root of a window is one stack, or several when it shows tabs; modals stack above it,
/// the last one on top, each with its own navigation stack.
@MainActor
public struct NavigationState {
    /// Each stack's screens, bottom first.
    var stacks: StackTable
    /// The window's root stacks (one per tab), in tab order.
    public internal(set) var rootStacks: [StackID]
    /// The index of the root stack on show.
    public internal(set) var selectedRoot: Int
    /// The modals' stacks, bottom first.
    public internal(set) var modals: [StackID] = []

    init(rootStacks: [StackID]) {
        self.rootStacks = rootStacks
        self.selectedRoot = 0
        stacks = StackTable(emptyStacks: rootStacks)
    }

    /// The stack the user sees and acts on: the top modal's, else the selected root stack.
    public var topStack: StackID { modals.last ?? rootStacks[selectedRoot] }

    /// The screens of `stack`, bottom first (empty for an unknown stack).
    public func entries(in stack: StackID) -> [ScreenEntry] { stacks[stack] ?? [] }

    /// The screens of `stack`, bottom first.
    public func screens(in stack: StackID) -> [any Screen] { entries(in: stack).map(\.screen) }

    /// The screen on top of the top stack.
    public var visibleScreen: (any Screen)? { entries(in: topStack).last?.screen }

    /// Whether `stack` is a modal's stack.
    public func isModal(_ stack: StackID) -> Bool { modals.contains(stack) }
}
