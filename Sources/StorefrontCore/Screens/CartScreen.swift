import CoordinatorKit

/// The cart.
@MainActor
public final class CartScreen: Screen {
    /// The screen's view model.
    public let viewModel: CartViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: CartViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "cart" }

    /// The header bar title.
    public var title: String { "Cart" }

    /// Asks first when a quantity still being typed cannot be taken as typed as the cart goes
    /// ("Discard Quantity and Quit?", saying why: ``CartViewModel/takeTypedQuantityAsTheCartGoes()``),
    /// rather than change or drop it unseen.
    public func leaveDecision(for reason: LeaveReason) -> LeaveDecision {
        guard let problem = viewModel.takeTypedQuantityAsTheCartGoes() else { return .allow }
        return .confirmDiscarding("Quantity", message: problem, keepTitle: "Keep Editing", for: reason)
    }
}
