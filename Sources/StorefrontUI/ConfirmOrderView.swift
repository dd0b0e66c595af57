import CoordinatorGtk
import StorefrontCore

/// Checkout's last step: the items, the address, the payment and the total, an error when
/// placing the order failed, and Back to Address / Place Order.
@MainActor
public final class ConfirmOrderView: ScreenView {
    /// The view model shown.
    public let viewModel: ConfirmOrderViewModel
    /// The page.
    public let root: Widget
    /// The items, one row each.
    public let itemsList: ListBox
    /// The shipping address.
    public let addressLabel: Label
    /// "Visa ending in 4242, expires 12/29".
    public let paymentLabel: Label
    /// "Total: €24.00".
    public let totalLabel: Label
    /// Why placing the order failed.
    public let errorLabel: Label
    /// Back to Address.
    public let backToAddressButton: Button
    /// Place Order.
    public let placeOrderButton: Button
    /// The items the list shows.
    private var shownItems: [CartItem] = []
    private let summary: OrderSummary

    /// The total, which a screen reader says first; the order is placed only by a deliberate
    /// act (Tab to Place Order, Alt+P, a click): a Return typed twice on the payment page, the
    /// second before this page was seen, must not place it.
    public var initialFocus: Widget? { totalFocusStop }
    /// The total's focus stop.
    public var totalFocusStop: Widget { summary.totalFocusStop }

    /// A view of `viewModel`.
    public init(viewModel: ConfirmOrderViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column(spacing: 6)

        let summary = OrderSummary(address: viewModel.address, payment: viewModel.payment,
                                   totalText: viewModel.totalText)
        self.summary = summary
        itemsList = summary.itemsList
        addressLabel = summary.addressLabel
        paymentLabel = summary.paymentLabel
        totalLabel = summary.totalLabel
        let noItems = PageLayout.label("No items", style: .dim)
        noItems.setMargins(12)
        itemsList.setPlaceholder(noItems)  // a cart emptied in another tab meanwhile
        errorLabel = PageLayout.errorLabel()
        backToAddressButton = Button(label: "Back to _Address", mnemonic: true)
        placeOrderButton = Button(label: "_Place Order", mnemonic: true)
        placeOrderButton.style = .suggested
        // At the end as on a product's page; one under the other, each the column's width,
        // where they do not fit side by side (twice the text size).
        let buttons = PageLayout.buttonRow([backToAddressButton, placeOrderButton])
        buttons.marginTop = 12

        summary.append(to: column)
        [errorLabel, buttons].forEach(column.append)
        root = PageLayout.scrolling(column, width: PageLayout.listWidth)

        backToAddressButton.onClicked { [viewModel] in viewModel.backToAddress() }
        placeOrderButton.onClicked { [viewModel] in viewModel.placeOrder() }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    private func refresh() {
        if viewModel.items != shownItems {
            summary.show(items: viewModel.items)
            shownItems = viewModel.items
        }
        summary.show(totalText: viewModel.totalText)
        // Place Order and the total say it, where the focus is after a click or when the page
        // opens, and comes back to (the cart changed in the Browse tab, the page out of sight).
        placeOrderButton.accessibleDescription = viewModel.errorMessage
        totalFocusStop.accessibleDescription = viewModel.errorMessage
        let announcing = [placeOrderButton, totalFocusStop].allSatisfy { PageLayout.announces(on: root, saidBy: $0) }
        PageLayout.show(viewModel.errorMessage, in: errorLabel, announcing: announcing)
        placeOrderButton.disabledReason = viewModel.canPlaceOrder ? nil : OrderError.emptyCart.description
    }
}
