/// The routes behind what a window shows, as a `Codable` value: save it on quit, rebuild the
/// screens from it on the next launch with ``RouteCoordinator/trigger(chain:)``.
///
/// Only screens shown by a route of type `Route` are recorded (each route once, on the last
/// screen its transition showed); screens shown without a route, or by another route type,
/// are left out and so are not restored.
public struct RouteSnapshot<Route: Codable & Sendable>: Codable, Sendable {
    /// Each root stack's routes, bottom first, by stack name.
    public var rootStacks: [String: [Route]]
    /// The root stacks' names in tab order.
    public var rootOrder: [String]
    /// The index of the root stack on show.
    public var selectedRoot: Int
    /// Each modal's routes, bottom modal first.
    public var modals: [[Route]]

    /// Records what `host` shows now.
    @MainActor
    public init(of host: NavigationHost) {
        let state = host.state
        func routes(_ stack: StackID) -> [Route] { state.entries(in: stack).compactMap { $0.route as? Route } }
        rootOrder = state.rootStacks.map(\.rawValue)
        rootStacks = Dictionary(uniqueKeysWithValues: state.rootStacks.map { ($0.rawValue, routes($0)) })
        selectedRoot = state.selectedRoot
        modals = state.modals.map(routes).filter { !$0.isEmpty }
    }

    /// The routes of the root stack `stack`, bottom first.
    public func routes(in stack: StackID) -> [Route] { rootStacks[stack.rawValue] ?? [] }

    /// The chain that rebuilds the selected root stack and the modals over it, in order, for
    /// a window run by one route coordinator.
    ///
    /// Replayed with ``RouteCoordinator/trigger(chain:)``, every route goes through that one
    /// coordinator's router: a modal comes back through its presenting route, but a `.push`
    /// route recorded inside the modal lands on the coordinator's own stack, not in the modal.
    /// Flows run by child coordinators (a modal child with its own routes, tabs) restore
    /// through the app instead, from ``routes(in:)`` and ``modals``, as the Storefront app
    /// does.
    public var chain: [Route] {
        let selected = rootOrder.indices.contains(selectedRoot) ? rootOrder[selectedRoot] : StackID.root.rawValue
        return (rootStacks[selected] ?? []) + modals.flatMap { $0 }
    }
}
