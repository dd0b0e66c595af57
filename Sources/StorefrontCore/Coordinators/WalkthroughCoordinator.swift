import CoordinatorKit

/// The first-launch "How to shop" walkthrough: four steps with Next and Skip, the last with
/// Start over (back to the first step) and Start shopping. Skip and Start shopping both end
/// it, for good. Steps crossfade.
@MainActor
public final class WalkthroughCoordinator: RouteCoordinator<WalkthroughCoordinator.Route, FlowCompletion> {
    /// The walkthrough's places.
    public enum Route: Hashable, Sendable { case step(Int), startOver, startShopping }

    private static let steps: [(heading: String, text: String, icon: String)] = [
        ("Browse the Catalog", "Search products by name with Ctrl+F, or filter them by category.", "system-search-symbolic"),
        ("Read the Reviews", "Each product has reviews from other shoppers. Add your own from the reviews page.",
         "user-bookmarks-symbolic"),
        ("Fill Your Cart", "Add products to the cart, then change quantities or remove them from the Cart tab.",
         "list-add-symbolic"),
        ("Check Out", "Enter an address and a card, confirm, and the order is placed. Alt+Left always goes back.",
         "emblem-ok-symbolic"),
    ]

    /// A note on every step (``WalkthroughStepViewModel/notice``), also on those shown later.
    public var notice: String? {
        didSet {
            for case let step as WalkthroughStepScreen in flow?.router.screens ?? [] { step.viewModel.notice = notice }
        }
    }

    /// A walkthrough starting at its first step.
    public init() { super.init(initialRoute: .step(1)) }

    /// The step screens, Start over and Start shopping.
    public override func prepareTransition(for route: Route) -> Transition {
        switch route {
        case .step(let number):
            let step = Self.steps[number - 1]
            let viewModel = WalkthroughStepViewModel(number: number, count: Self.steps.count, heading: step.heading,
                                                     text: step.text, iconName: step.icon)
            viewModel.notice = notice
            viewModel.onEvent = { [weakRouter] event in
                let next: Route = switch event {
                case .next: .step(number + 1)
                case .startOver: .startOver
                case .skip, .startShopping: .startShopping
                }
                Task { await weakRouter.trigger(next) }
            }
            return .push(WalkthroughStepScreen(viewModel: viewModel), animation: .crossfade)
        case .startOver:
            return .popToRoot(animation: .crossfade)
        case .startShopping:
            return .none
        }
    }

    /// Start shopping (or Skip) ends the walkthrough; its screens stay until the next page replaces them.
    @discardableResult
    public override func trigger(_ route: Route) async -> TransitionOutcome {
        guard route == .startShopping else { return await super.trigger(route) }
        return await finish(with: .finished, dismissingScreens: false) ? .completed : .refused
    }
}
