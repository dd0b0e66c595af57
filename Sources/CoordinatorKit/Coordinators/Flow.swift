/// One running coordinator's flow: its router, its children, and its result.
///
/// Made by the parent's ``coordinate(to:presentation:)`` (or the host, for a root flow) and
/// handed to ``Coordinator/start(in:)``. The flow ends exactly once: when the coordinator
/// calls ``finish(with:dismissingScreens:)``, or when its first screen leaves the screen by
/// any path (the result is then `Result.dismissed(by:)`).
@MainActor
public final class Flow<Result: FlowResult> {
    /// Shows this flow's screens.
    public let router: Router
    /// Whether the flow has ended.
    public private(set) var isFinished = false

    private var isFinishing = false
    private var result: Result?
    private var waiter: CheckedContinuation<Void, Never>?
    private var children: [ObjectIdentifier: AnyObject] = [:]

    init(router: Router) {
        self.router = router
        router.onFlowEnded = { [weak self] origin in
            guard let self, !isFinishing else { return }
            deliver(.dismissed(by: origin))
        }
    }

    /// The child coordinators running now.
    public var childCoordinators: [AnyObject] { Array(children.values) }

    /// Starts `child` in a flow of its own and returns its result once it ends.
    ///
    /// The child is stored while its flow runs and released when it ends, however it ended:
    /// its own ``finish(with:dismissingScreens:)``, or the user going back or closing it.
    /// A child must show its first screen in ``Coordinator/start(in:)``: one that shows nothing
    /// (or whose first push was refused) ends at once with `Result.dismissed(by: .code)`, so
    /// this never waits for a flow no one can see.
    public func coordinate<Child: Coordinator>(
        to child: Child, presentation: ChildPresentation = .push
    ) async -> Child.Result {
        let key = ObjectIdentifier(child)
        let childFlow = Flow<Child.Result>(router: router.makeChildRouter(presentation))
        children[key] = child
        defer { children[key] = nil }
        await child.start(in: childFlow)
        if !childFlow.isFinished, childFlow.router.screens.isEmpty { childFlow.deliver(.dismissed(by: .code)) }
        return await childFlow.value
    }

    /// Ends the flow with `result`. By default its screens leave first (as ``Router/dismiss(animation:)``
    /// would, leave guards included); if a guard refuses, the flow goes on and this returns false.
    @discardableResult
    public func finish(with result: Result, dismissingScreens: Bool = true) async -> Bool {
        guard !isFinished, !isFinishing else { return false }
        if dismissingScreens, !router.isRoot, !router.screens.isEmpty {
            isFinishing = true
            defer { isFinishing = false }
            guard await router.dismiss().didComplete else { return false }
        }
        deliver(result)
        return true
    }

    /// The flow's result, once it has ended.
    var value: Result {
        get async {
            if result == nil { await withCheckedContinuation { waiter = $0 } }
            return result!
        }
    }

    private func deliver(_ value: Result) {
        guard !isFinished else { return }
        isFinished = true
        router.end(origin: .code)
        result = value
        waiter?.resume()
        waiter = nil
    }
}
