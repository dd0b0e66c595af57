/// The screens of each of a window's navigation stacks, bottom first, by stack.
///
/// A window has a few stacks (its tabs and the modals open over them) and every navigation
/// looks one up: a short list searched in order costs a comparison of short names per stack,
/// where a dictionary hashed the name at every lookup. Navigators that mirror the stacks can
/// keep theirs in one too (as the recording navigator of `CoordinatorKitTesting` does).
@MainActor
public struct StackTable {
    /// The stacks, in the order they were added.
    public private(set) var ids: [StackID]
    private var entries: [[ScreenEntry]]

    /// A table of empty stacks.
    public init(emptyStacks ids: [StackID] = []) {
        self.ids = ids
        entries = Array(repeating: [], count: ids.count)
    }

    /// The screens of `stack`; nil for a stack the table does not have.
    public subscript(stack: StackID) -> [ScreenEntry]? {
        // No closure here: a closure in main-actor code checks its actor when it runs.
        guard let index = ids.firstIndex(of: stack) else { return nil }
        return entries[index]
    }

    /// Edits the screens of `stack` in place (an empty stack is added first if the table does
    /// not have it).
    public mutating func edit(_ stack: StackID, _ body: (inout [ScreenEntry]) -> Void) {
        if let index = ids.firstIndex(of: stack) { return body(&entries[index]) }
        ids.append(stack)
        entries.append([])
        body(&entries[entries.count - 1])
    }

    /// Removes `stack` (its modal closed); nothing for a stack the table does not have.
    public mutating func remove(_ stack: StackID) {
        guard let index = ids.firstIndex(of: stack) else { return }
        ids.remove(at: index)
        entries.remove(at: index)
    }
}
