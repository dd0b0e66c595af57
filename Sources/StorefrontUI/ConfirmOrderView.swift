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

    /// Place Order, so Enter confirms.
    public var initialFocus: Widget? { placeOrderButton }

    /// A view of `viewModel`.
    public init(viewModel: ConfirmOrderViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column(width: PageLayout.listWidth, spacing: 6)

        itemsList = PageLayout.boxedList(selectionMode: .none)
        itemsList.accessibleName = "Items"
        let noItems = PageLayout.label("No items", style: .dim)
        noItems.setMargins(12)
        itemsList.setPlaceholder(noItems)  // a cart emptied in another tab meanwhile
        addressLabel = PageLayout.paragraph(viewModel.address.formatted)
        addressLabel.isSelectable = true
        addressLabel.canFocus = false
        paymentLabel = PageLayout.paragraph(viewModel.payment.summary)
        totalLabel = PageLayout.label(viewModel.totalText, style: .title)
        totalLabel.xalign = 1
        errorLabel = PageLayout.errorLabel()
        backToAddressButton = Button(label: "Back to _Address", mnemonic: true)
        placeOrderButton = Button(label: "_Place Order", mnemonic: true)
        placeOrderButton.style = .suggested
        backToAddressButton.hexpand = true
        backToAddressButton.halign = .start
        let buttons = Box(orientation: .horizontal, spacing: PageLayout.spacing)
        buttons.append(backToAddressButton)
        buttons.append(placeOrderButton)
        buttons.marginTop = 12

        column.append(Self.sectionHeading("Items"))
        column.append(itemsList)
        column.append(Self.sectionHeading("Shipping To"))
        column.append(addressLabel)
        column.append(Self.sectionHeading("Payment"))
        column.append(paymentLabel)
        totalLabel.marginTop = 18
        [totalLabel, errorLabel, buttons].forEach(column.append)
        root = PageLayout.scrolling(column)

        backToAddressButton.onClicked { [viewModel] in viewModel.backToAddress() }
        placeOrderButton.onClicked { [viewModel] in viewModel.placeOrder() }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    private func refresh() {
        if viewModel.items != shownItems {
            itemsList.removeAllRows()
            viewModel.items.map(Self.row(for:)).forEach(itemsList.append)
            itemsList.showAll()
            shownItems = viewModel.items
        }
        totalLabel.text = viewModel.totalText
        // Place Order says it, where the focus is after a click or comes back (the cart changed
        // in the Browse tab, the page out of sight).
        placeOrderButton.accessibleDescription = viewModel.errorMessage
        PageLayout.show(viewModel.errorMessage, in: errorLabel,
                        announcing: PageLayout.announces(on: root, saidBy: placeOrderButton))
        placeOrderButton.disabledReason = viewModel.canPlaceOrder ? nil : OrderError.emptyCart.description
    }

    private static func sectionHeading(_ text: String) -> Label {
        let label = PageLayout.line(text, style: .heading)
        label.marginTop = 12
        label.marginBottom = 2
        return label
    }

    private static func row(for item: CartItem) -> ListBoxRow {
        let content = Box(orientation: .horizontal, spacing: PageLayout.spacing)
        content.setMargins(top: 8, bottom: 8, start: 12, end: 12)
        let quantity = PageLayout.label("\(item.quantity) ×", style: .dim)
        quantity.widthChars = 4
        quantity.xalign = 1
        let name = PageLayout.line(item.name)
        name.hexpand = true
        let total = Label(item.total.formatted)
        total.xalign = 1
        [quantity, name, total].forEach(content.append)
        let row = ListBoxRow(child: content)
        row.isActivatable = false
        row.accessibleName = "\(item.quantity) × \(item.name), \(item.total.formatted)"
        return row
    }
}
