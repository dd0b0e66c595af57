/// What triggering a route does: one change to the screens on show, with its animation.
///
/// A coordinator maps each of its routes to a transition (`prepareTransition(for:)`); the
/// ``NavigationHost`` executes it through its ``Navigator``. Transitions act on the navigation
/// stack of the coordinator's ``Router``:
///
/// | transition | effect |
/// | --- | --- |
/// | ``push(_:animation:allowingDuplicate:onDismissed:)`` | adds a screen on top |
/// | ``pop(animation:)`` | removes the top screen |
/// | ``popToRoot(animation:)`` | back to the first screen of the router's flow |
/// | ``pop(toScreenWithID:animation:)`` | back to a given screen |
/// | ``set(_:animation:)`` | replaces the router's screens |
/// | ``present(_:animation:onDismissed:)`` | opens a modal with its own navigation stack |
/// | ``dismiss(animation:)`` | closes the modals over the router's stack (or, with none, the router's own) |
/// | ``dismissToRoot(animation:)`` | closes every modal of the window |
/// | ``dismissFlow(animation:)`` | takes the router's whole flow off screen |
/// | ``embed(_:inSlot:of:)`` | puts a screen into a named slot of another screen |
/// | ``alert(_:)`` | asks the user; the chosen action is returned |
/// | ``none`` | nothing |
/// | ``multiple(_:)`` | several of these in order, as one step of the queue |
@MainActor
public struct Transition {
    /// The change a transition makes.
    public enum Operation {
        /// Push `screen`; `allowingDuplicate` pushes even if the top screen has the same identifier.
        case push(ScreenPlacement, allowingDuplicate: Bool)
        /// Pop the top screen.
        case pop
        /// Pop to the first screen of the router's flow.
        case popToRoot
        /// Pop until the screen with this identifier is on top.
        case popTo(screenID: String)
        /// Replace the router's screens.
        case set([ScreenPlacement])
        /// Present a modal with its own stack, `screen` as its first screen.
        case present(ScreenPlacement)
        /// Dismiss every modal over the router's stack or, with none, the router's own modal.
        case dismiss
        /// Dismiss every modal of the window.
        case dismissToRoot
        /// Take the router's whole flow off screen, back to what was there before its first screen.
        case dismissFlow
        /// Embed `screen` into the slot named `slot` of `host`.
        case embed(ScreenPlacement, slot: String, host: any Screen)
        /// Show an alert and report the chosen action.
        case alert(Alert)
        /// Nothing.
        case none
        /// Several transitions, in order.
        case multiple([Transition])
    }

    /// The change.
    public var operation: Operation
    /// Its animation.
    public var animation: TransitionAnimation

    /// Creates a transition from an operation and an animation.
    public init(_ operation: Operation, animation: TransitionAnimation = .slide) {
        self.operation = operation
        self.animation = animation
    }

    /// Pushes a screen onto the router's stack. Ignored when the top screen has the same
    /// ``Screen/id`` unless `allowingDuplicate`. With a modal open over that stack (a route of
    /// the parent triggered while a child's modal is up), the screen goes under the modal:
    /// the user sees it once the modal closes.
    public static func push(
        _ screen: any Screen, animation: TransitionAnimation = .slide, allowingDuplicate: Bool = false,
        onDismissed: (@MainActor () -> Void)? = nil
    ) -> Transition {
        Transition(.push(ScreenPlacement(screen, onDismissed: onDismissed), allowingDuplicate: allowingDuplicate),
                   animation: animation)
    }

    /// Pops the top screen.
    public static func pop(animation: TransitionAnimation = .slide) -> Transition {
        Transition(.pop, animation: animation)
    }

    /// Pops back to the first screen of the router's flow; on that screen already, does
    /// nothing and completes.
    public static func popToRoot(animation: TransitionAnimation = .slide) -> Transition {
        Transition(.popToRoot, animation: animation)
    }

    /// Pops until the screen with identifier `id` is on top.
    public static func pop(toScreenWithID id: String, animation: TransitionAnimation = .slide) -> Transition {
        Transition(.popTo(screenID: id), animation: animation)
    }

    /// Replaces the router's screens with `screens` (the last one on top).
    public static func set(_ screens: [any Screen], animation: TransitionAnimation = .crossfade) -> Transition {
        Transition(.set(screens.map { ScreenPlacement($0) }), animation: animation)
    }

    /// Presents `screen` as a modal with its own navigation stack. Ignored (the outcome is
    /// ``TransitionOutcome/ignoredDuplicate``) when the modal on top already begins with a
    /// screen of the same identifier: a second click must not open the same dialog twice.
    /// As a child flow's first screen, the modal is the flow's own (its later pushes go on
    /// the modal's stack, and closing the modal ends the flow), whether the child was pushed
    /// or presented.
    public static func present(
        _ screen: any Screen, animation: TransitionAnimation = .slide,
        onDismissed: (@MainActor () -> Void)? = nil
    ) -> Transition {
        Transition(.present(ScreenPlacement(screen, onDismissed: onDismissed)), animation: animation)
    }

    /// Dismisses every modal over the router's stack (a modal closes with the one it is
    /// over) or, with none over it, the modal the router's screens are in.
    public static func dismiss(animation: TransitionAnimation = .slide) -> Transition {
        Transition(.dismiss, animation: animation)
    }

    /// Dismisses every modal of the window; with none open, does nothing and completes (the
    /// window is at its root already), where ``dismiss(animation:)`` fails with
    /// ``NavigationError/nothingToDismiss``.
    public static func dismissToRoot(animation: TransitionAnimation = .slide) -> Transition {
        Transition(.dismissToRoot, animation: animation)
    }

    /// Takes the router's whole flow off screen: back to what was there before its first screen.
    public static func dismissFlow(animation: TransitionAnimation = .slide) -> Transition {
        Transition(.dismissFlow, animation: animation)
    }

    /// Embeds `screen` into the container slot named `slot` of `host`, replacing what was there.
    public static func embed(_ screen: any Screen, inSlot slot: String, of host: any Screen) -> Transition {
        Transition(.embed(ScreenPlacement(screen), slot: slot, host: host), animation: .none)
    }

    /// Shows an alert; the outcome carries the chosen action.
    public static func alert(_ alert: Alert) -> Transition {
        Transition(.alert(alert), animation: .none)
    }

    /// Does nothing.
    public static var none: Transition { Transition(.none, animation: .none) }

    /// Performs `transitions` in order, as one step: no other trigger runs in between.
    public static func multiple(_ transitions: [Transition]) -> Transition {
        Transition(.multiple(transitions), animation: transitions.last?.animation ?? .none)
    }

    /// The same change with no animation, the parts of a ``multiple(_:)`` included.
    var withoutAnimation: Transition {
        guard case .multiple(let parts) = operation else { return Transition(operation, animation: .none) }
        return .multiple(parts.map(\.withoutAnimation))
    }
}
