import CoordinatorGtk
import StorefrontCore

/// An order's parts as checkout's confirmation and an order's page show them, under headings:
/// the items (one row each), where it is shipped, how it is paid, and the total.
@MainActor
struct OrderSummary {
    /// The items, one row each.
    let itemsList: ListBox
    /// The shipping address.
    let addressLabel: Label
    /// "Visa ending in 4242, expires 12/29".
    let paymentLabel: Label
    /// "Total: €24.00".
    let totalLabel: Label

    /// The parts of an order shipped to `address`, paid with `payment`, costing `totalText`.
    init(address: Address, payment: PaymentDetails, totalText: String) {
        itemsList = PageLayout.boxedList(selectionMode: .none)
        itemsList.accessibleName = "Items"
        addressLabel = PageLayout.paragraph(address.formatted)
        addressLabel.isSelectable = true
        addressLabel.canFocus = false
        paymentLabel = PageLayout.paragraph(payment.summary)
        totalLabel = PageLayout.label(totalText, style: .title)
        totalLabel.xalign = 1
        totalLabel.marginTop = 18
    }

    /// Adds the headings and the parts to `column`, in reading order.
    func append(to column: Box) {
        column.append(Self.sectionHeading("Items"))
        column.append(itemsList)
        column.append(Self.sectionHeading("Shipping To"))
        column.append(addressLabel)
        column.append(Self.sectionHeading("Payment"))
        column.append(paymentLabel)
        column.append(totalLabel)
    }

    /// Lists `items` instead of the items shown.
    func show(items: [CartItem]) {
        itemsList.removeAllRows()
        items.map(Self.row(for:)).forEach(itemsList.append)
        itemsList.showAll()
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
