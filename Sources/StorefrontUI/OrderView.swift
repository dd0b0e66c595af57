import CoordinatorGtk
import StorefrontCore

/// An order's page: its number, when it was placed and how many items, then the items, the
/// address, the payment and the total, as checkout's confirmation showed them.
@MainActor
public final class OrderView: ScreenView {
    /// The view model shown.
    public let viewModel: OrderViewModel
    /// The page.
    public let root: Widget
    /// "Order SF-7K3Q9X2M" over "Placed on 2024-05-31 · 3 items" (the number on the page too:
    /// a narrow window's header bar cuts its title short), which takes the focus first: a
    /// screen reader says the whole order there ("Order SF-7K3Q9X2M, placed on 2024-05-31,
    /// 3 items, total €24.00").
    public let placedLine: Box
    /// "Order SF-7K3Q9X2M": its text can be selected and copied (to quote the number), the
    /// focus staying on ``placedLine``.
    public let numberLabel: Label
    /// The items, one row each.
    public let itemsList: ListBox
    /// The shipping address.
    public let addressLabel: Label
    /// "Visa ending in 4242, expires 12/29".
    public let paymentLabel: Label
    /// "Total: €24.00".
    public let totalLabel: Label

    /// The line saying when the order was placed.
    public var initialFocus: Widget? { placedLine }

    /// A view of `viewModel`.
    public init(viewModel: OrderViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column(spacing: 6)
        placedLine = Box(orientation: .vertical, spacing: 0)
        numberLabel = PageLayout.line(viewModel.title, style: .heading)
        numberLabel.isSelectable = true
        numberLabel.canFocus = false
        placedLine.append(numberLabel)
        placedLine.append(PageLayout.line(viewModel.placedText, style: .dim))
        PageLayout.makeFocusHolder(placedLine, named: viewModel.spokenSummary)
        column.append(placedLine)
        let summary = OrderSummary(address: viewModel.order.address, payment: viewModel.order.payment,
                                   totalText: viewModel.totalText)
        itemsList = summary.itemsList
        addressLabel = summary.addressLabel
        paymentLabel = summary.paymentLabel
        totalLabel = summary.totalLabel
        summary.append(to: column)
        summary.show(items: viewModel.order.items)
        root = PageLayout.scrolling(column, width: PageLayout.listWidth)
    }
}
