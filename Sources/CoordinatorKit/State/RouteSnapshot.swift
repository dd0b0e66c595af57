/// The routes behind what a window shows, as a `Codable` value: save it on quit, rebuild the
/// screens from it on the next launch with ``RouteCoordinator/trigger(chain:from:reason:)``.
///
/// Only screens shown by a route of type `Route` are recorded (each route once, on the last
/// screen its transition showed); screens shown without a route, or by another route type,
/// are left out and so are not restored. That leaves out a child coordinator's screens: they
/// are shown by the child's own routes, and the parent's route that started the child has a
/// `.none` transition, which shows nothing to record. A modal child flow open at the snapshot
/// leaves `modals` empty: to bring it back, save what the child needs beside the snapshot
/// and start the child again on restoring, as Storefront does with its review form and its
/// checkout (their drafts and step are part of its session state).
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

    /// Decodes a snapshot, checking that its parts agree: at least one root stack, each named
    /// once and each with its routes, and the selected one among them. A snapshot that fails
    /// (a damaged or hand-edited file) throws `DecodingError.dataCorrupted` saying how, rather
    /// than restoring something other than what was saved.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rootStacks = try container.decode([String: [Route]].self, forKey: .rootStacks)
        rootOrder = try container.decode([String].self, forKey: .rootOrder)
        selectedRoot = try container.decode(Int.self, forKey: .selectedRoot)
        modals = try container.decode([[Route]].self, forKey: .modals)
        if let problem {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }

    private enum CodingKeys: String, CodingKey { case rootStacks, rootOrder, selectedRoot, modals }

    /// What makes the parts disagree, if anything does.
    private var problem: String? {
        if rootOrder.isEmpty { return "A window has at least one root stack." }
        if Set(rootOrder).count != rootOrder.count {
            return "The root stacks are not named once each: \(rootOrder.joined(separator: ", "))."
        }
        if Set(rootStacks.keys) != Set(rootOrder) {
            return "The root stacks' routes (\(rootStacks.keys.sorted().joined(separator: ", "))) are not those of "
                + "the root stacks in order (\(rootOrder.sorted().joined(separator: ", ")))."
        }
        if !rootOrder.indices.contains(selectedRoot) {
            return "The selected root stack \(selectedRoot) is not one of the \(rootOrder.count) root stacks."
        }
        return nil
    }

    /// The routes of the root stack `stack`, bottom first.
    public func routes(in stack: StackID) -> [Route] { rootStacks[stack.rawValue] ?? [] }

    /// The chain that rebuilds the selected root stack and the modals over it, in order, for
    /// a window run by one route coordinator.
    ///
    /// Replayed with ``RouteCoordinator/trigger(chain:from:reason:)``, every route goes through that one
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
