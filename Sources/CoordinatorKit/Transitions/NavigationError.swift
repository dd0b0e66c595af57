/// Why a transition could not run. Whenever one of these is returned, nothing moved.
public enum NavigationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A pop would remove the first screen of a window's or a modal's stack.
    case cannotPopRoot
    /// A stack cannot be set to no screens.
    case emptyStack
    /// A dismissal found no modal to dismiss.
    case nothingToDismiss
    /// A root flow cannot be dismissed: it owns the window.
    case cannotDismissRoot
    /// No screen with this identifier is on the stack.
    case screenNotFound(id: String)
    /// The screen to embed into is not on screen.
    case hostNotOnScreen(id: String)
    /// The router has no stack yet: its flow has not shown a screen.
    case routerNotStarted
    /// The coordinator has already finished, or its window has closed (its host closed or was
    /// let go); its routes no longer do anything.
    case coordinatorFinished
    /// Route `index` (0-based) of a chain (``RouteCoordinator/trigger(chain:from:reason:)``: a deep link, a
    /// restored session) could not be applied, for `reason`; no route of the chain moved.
    /// `route` describes the route (nil for a part performed without one).
    indirect case chainFailed(index: Int, route: String?, reason: NavigationError)

    /// A sentence for logs and alerts.
    public var description: String {
        switch self {
        case .cannotPopRoot: "There is nothing to go back to."
        case .emptyStack: "A navigation stack cannot be set to no screens."
        case .nothingToDismiss: "Nothing is presented, so there is nothing to dismiss."
        case .cannotDismissRoot: "The window's root flow cannot be dismissed."
        case .screenNotFound(let id): "No screen “\(id)” is on the stack."
        case .hostNotOnScreen(let id): "The screen “\(id)” to embed into is not on screen."
        case .routerNotStarted: "The router has not shown any screen yet."
        case .coordinatorFinished: "The coordinator has finished; its routes do nothing."
        case .chainFailed(let index, let route, let reason):
            "Step \(index + 1) of the chain\(route.map { " (\($0))" } ?? "") cannot be taken: \(reason.description)"
        }
    }
}
