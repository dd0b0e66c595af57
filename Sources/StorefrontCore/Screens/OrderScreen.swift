import CoordinatorKit

/// An order's page, pushed over the account page.
@MainActor
public final class OrderScreen: Screen {
    /// The screen's view model.
    public let viewModel: OrderViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: OrderViewModel) { self.viewModel = viewModel }

    /// The screen's identifier: one page per order.
    public var id: String { "order/\(viewModel.order.id)" }

    /// The header bar title.
    public var title: String { viewModel.title }
}
