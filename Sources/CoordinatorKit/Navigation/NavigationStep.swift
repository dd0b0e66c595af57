/// One call to the navigator, as planned by ``TransitionPlanner``.
@MainActor
enum NavigationStep {
    case stack(StackChange)
    case present(StackID, entries: [ScreenEntry], over: StackID, animation: TransitionAnimation)
    case dismiss(StackID, removed: [ScreenEntry], animation: TransitionAnimation)
    case embed(ScreenEntry, slot: String, host: ScreenEntry, replaced: ScreenEntry?)
    case alert(Alert, over: StackID)
    case selectRoot(StackID)
    case replaceRoots([StackID], removed: [ScreenEntry], animation: TransitionAnimation)

    /// A short description for logs.
    var summary: String {
        switch self {
        case .stack(let change):
            "\(change.direction.rawValue) \(change.stack): +[\(ids(change.inserted))] -[\(ids(change.removed))]"
        case .present(let stack, let entries, let parent, _):
            "present \(stack) over \(parent): [\(ids(entries))]"
        case .dismiss(let stack, _, _): "dismiss \(stack)"
        case .embed(let entry, let slot, let host, _): "embed \(entry.screen.id) in \(host.screen.id).\(slot)"
        case .alert(let alert, _): "alert “\(alert.title)”"
        case .selectRoot(let stack): "select \(stack)"
        case .replaceRoots(let stacks, _, _): "replace roots with [\(stacks.map(\.rawValue).joined(separator: ", "))]"
        }
    }

    private func ids(_ entries: [ScreenEntry]) -> String { entries.map(\.screen.id).joined(separator: ", ") }
}
