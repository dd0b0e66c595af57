/// Shows one flow's screens in its navigation context, and knows where the flow began.
///
/// A router is made for each coordinator's flow: as the root of a window, pushed onto an
/// existing stack, or as a modal that brings its own stack. The same coordinator works in
/// each. Every screen shown takes an optional `onDismissed` that runs exactly once, whoever
/// removes the screen; ``dismiss(animation:)`` takes the whole flow off screen.
@MainActor
public final class Router {
    /// Where a flow's screens go.
    public enum Context {
        /// The root of a window's root stack: the flow owns the stack and never has to end.
        case root(StackID)
        /// Pushed onto an existing stack, above what was there.
        case push(onto: StackID)
        /// In a modal with its own stack, presented over whatever is on top when the flow
        /// shows its first screen.
        case modal
    }

    /// Where the flow's screens live, and its first screen.
    struct State {
        var stack: StackID?
        var flowRoot: ScreenEntry?
    }

    /// The host this router's screens are shown in (held weakly: the host keeps its root
    /// coordinators, and they keep their routers).
    public var host: NavigationHost? { hostReference }
    // Private storage: the optimizer sees every access, so triggers skip dynamic exclusivity checks.
    private weak var hostReference: NavigationHost?
    /// The router's navigation context.
    public let context: Context
    /// Where the flow is; its first screen knows the router while it shows the flow's start.
    var state: State {
        didSet {
            guard oldValue.flowRoot !== state.flowRoot else { return }
            oldValue.flowRoot?.forgetFlow(of: self)
            state.flowRoot?.rememberFlow(of: self)
        }
    }
    /// Told once when the flow's first screen is removed: the flow is over.
    var onFlowEnded: ((DismissalOrigin) -> Void)?
    /// Whether the flow's screens have left the screen for good.
    private(set) var hasEnded = false
    /// The router of the flow that started this one; nil for a window's root flow.
    let parent: Router?
    /// Whether the flow was pushed into its parent's modal before the parent showed anything:
    /// its first screen then opens the modal for both flows.
    let sharesParentModal: Bool

    init(host: NavigationHost?, context: Context, parent: Router? = nil, sharingParentModal: Bool = false) {
        hostReference = host
        self.context = context
        self.parent = parent
        sharesParentModal = sharingParentModal
        switch context {
        case .root(let stack), .push(onto: let stack): state = State(stack: stack)
        case .modal: state = State()
        }
    }

    isolated deinit { state.flowRoot?.forgetFlow(of: self) }

    /// The stack the router's screens are on; nil for a modal router that has shown nothing yet.
    public var stack: StackID? { state.stack }

    /// Whether the flow may still show screens: it has not ended, and a flow that has shown
    /// nothing yet begins only while the flow that started it runs (a child started by a flow
    /// the user just left must not appear where that flow was).
    var isRunning: Bool { !hasEnded && (state.flowRoot != nil || parent?.isRunning ?? true) }

    /// Whether this is a window's root router.
    public var isRoot: Bool {
        if case .root = context { true } else { false }
    }

    /// The screens of this flow on its stack, bottom first.
    public var screens: [any Screen] {
        guard let stack = state.stack, let host else { return [] }
        let entries = host.state.entries(in: stack)
        guard let root = state.flowRoot, let start = entries.firstIndex(where: { $0 === root }) else { return [] }
        return entries[start...].map(\.screen)
    }

    /// Executes `transition` on this router's stack; returns once it is on screen.
    @discardableResult
    public func perform(_ transition: Transition, route: (any Sendable)? = nil) async -> TransitionOutcome {
        guard let host else { return .failed(.coordinatorFinished) }
        return await host.perform(host.withAnimationUnlessOnTheWay(transition), route: route, for: self)
    }

    /// Executes several routes' transitions as one step: every one of them, or none if one is
    /// invalid (the outcome then names it: ``NavigationError/chainFailed(index:route:reason:)``).
    /// `start` says where they begin (see ``ChainStart``); the leave guards of the screens the
    /// step removes are asked with `reason` (``LeaveReason/deepLink`` for a link).
    @discardableResult
    public func perform(_ parts: [(transition: Transition, route: (any Sendable)?)], from start: ChainStart = .current,
                        reason: LeaveReason = .navigation) async -> TransitionOutcome {
        guard let host else { return .failed(.coordinatorFinished) }
        return await host.perform(parts, for: self, from: start, reason: reason)
    }

    /// Pushes `screen` (for a modal router's first screen: presents the modal).
    @discardableResult
    public func push(_ screen: any Screen, animation: TransitionAnimation = .slide,
                     onDismissed: (@MainActor () -> Void)? = nil) async -> TransitionOutcome {
        await perform(.push(screen, animation: animation, onDismissed: onDismissed))
    }

    /// Pops the top screen.
    @discardableResult
    public func pop(animation: TransitionAnimation = .slide) async -> TransitionOutcome {
        await perform(.pop(animation: animation))
    }

    /// Presents `screen` in a modal with its own navigation stack.
    @discardableResult
    public func present(_ screen: any Screen, animation: TransitionAnimation = .slide,
                        onDismissed: (@MainActor () -> Void)? = nil) async -> TransitionOutcome {
        await perform(.present(screen, animation: animation, onDismissed: onDismissed))
    }

    /// Shows `alert` and returns the action the user chose (nil if the alert could not be shown).
    @discardableResult
    public func alert(_ alert: Alert) async -> AlertAction? {
        await perform(.alert(alert)).chosenAction
    }

    /// Takes the router's whole flow off screen, back to what was there before its first screen
    /// (``Transition/dismissFlow(animation:)``). To close the modals over the router's stack
    /// instead (``Transition/dismiss(animation:)``), use ``dismissModal(animation:)``.
    @discardableResult
    public func dismiss(animation: TransitionAnimation = .slide) async -> TransitionOutcome {
        await perform(.dismissFlow(animation: animation))
    }

    /// Dismisses the modals presented over this router's stack (or, with none, the router's own modal).
    @discardableResult
    public func dismissModal(animation: TransitionAnimation = .slide) async -> TransitionOutcome {
        await perform(.dismiss(animation: animation))
    }

    /// A router for a child flow shown from this one.
    func makeChildRouter(_ presentation: ChildPresentation) -> Router {
        guard let host else {
            let ended = Router(host: nil, context: .modal)
            ended.hasEnded = true
            return ended
        }
        return switch (presentation, state.stack) {
        case (.push, let stack?): Router(host: host, context: .push(onto: stack), parent: self)
        // A modal flow that has shown nothing yet (a coordinator that only starts children):
        // the child's first screen opens the modal, and the modal is both flows'.
        case (.push, nil): Router(host: host, context: .modal, parent: self, sharingParentModal: true)
        case (.modal, _): Router(host: host, context: .modal, parent: self)
        }
    }

    /// The flows a modal opened by this router's first screen belongs to: this one and, while
    /// each shares its parent's modal, the parents; innermost first.
    var modalOwners: [Router] {
        var owners = [self]
        while let last = owners.last, last.sharesParentModal, let parent = last.parent { owners.append(parent) }
        return owners
    }

    /// Whether the flow's first screen is also its parent's (it shares its parent's modal):
    /// when the flow finishes, its screens stay for the parent.
    var sharesFirstScreenWithParent: Bool {
        sharesParentModal && state.flowRoot != nil && parent?.state.flowRoot === state.flowRoot
    }

    /// Marks the flow over and tells its owner.
    func end(origin: DismissalOrigin) {
        guard !hasEnded else { return }
        hasEnded = true
        state.flowRoot = nil  // the flow's first screen is gone: do not keep it alive
        onFlowEnded?(origin)
        onFlowEnded = nil
    }
}
