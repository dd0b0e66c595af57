import CoordinatorGtk
import StorefrontCore

/// An order's parts as checkout's confirmation and an order's page show them, under headings:
/// the items (one row each), where it is shipped, how it is paid, and the total.
///
/// Each part takes the keyboard focus, named with its heading, so Tab reaches it and a screen
/// reader says it ("Shipping to Ann Lee, 1 Main St, 1000 Brussels, Belgium"): the user hears
/// the whole order before placing it, and again on the order's page.
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
    /// The boxes holding the address, the payment and the total, which take the focus in
    /// their place (a label takes it only when its text can be selected).
    private let focusStops: (address: Box, payment: Box, total: Box)

    /// The parts of an order shipped to `address`, paid with `payment`, costing `totalText`.
    init(address: Address, payment: PaymentDetails, totalText: String) {
        itemsList = PageLayout.boxedList(selectionMode: .none)
        itemsList.accessibleName = "Items"
        addressLabel = PageLayout.paragraph(address.formatted)
        addressLabel.isSelectable = true
        addressLabel.canFocus = false
        paymentLabel = PageLayout.paragraph(payment.summary)
        totalLabel = PageLayout.label(totalText, style: .title)
        totalLabel.wraps = true  // "Total:" over the sum where both do not fit (twice the text size)
        totalLabel.keepWordsWhole()
        totalLabel.xalign = 1  // wrapped, at the end still, as the buttons under it
        totalLabel.alignsLinesRight = true
        focusStops = (Self.focusStop(addressLabel, named: "Shipping to \(address.singleLine)"),
                      Self.focusStop(paymentLabel, named: "Payment: \(payment.summary)"),
                      Self.focusStop(totalLabel, named: totalText))
        focusStops.total.halign = .end  // the ring around the total, not across the column
        focusStops.total.marginTop = 18
    }

    /// The total's focus stop ("Total: €24.00" to a screen reader).
    var totalFocusStop: Widget { focusStops.total }

    /// Shows `totalText` as the total (the cart changed during a checkout), also to a screen reader.
    func show(totalText: String) {
        guard totalLabel.text != totalText else { return }  // measured once per text, not at each refresh
        totalLabel.text = totalText
        focusStops.total.accessibleName = totalText
    }

    /// Adds the headings and the parts to `column`, in reading order.
    func append(to column: Box) {
        column.append(Self.sectionHeading("Items"))
        column.append(itemsList)
        column.append(Self.sectionHeading("Shipping To"))
        column.append(focusStops.address)
        column.append(Self.sectionHeading("Payment"))
        column.append(focusStops.payment)
        column.append(focusStops.total)
    }

    /// Lists `items` instead of the items shown.
    func show(items: [CartItem]) {
        itemsList.removeAllRows()
        items.map(Self.row(for:)).forEach(itemsList.append)
        itemsList.showAll()
    }

    /// How far a part's focus ring is from its text: less than a page's, so the parts keep
    /// close to their headings.
    private static let focusRingPadding: Int32 = 4

    /// A box around `label` that takes the focus in its place, named `name`.
    private static func focusStop(_ label: Label, named name: String) -> Box {
        let box = Box(orientation: .vertical, spacing: 0)
        box.append(label)
        PageLayout.makeFocusHolder(box, named: name, ringPadding: focusRingPadding)
        return box
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
        quantity.valign = .start
        let name = PageLayout.line(item.name)
        name.keepWordsWhole()
        [quantity, PageLayout.textWithEnd(name, Label(item.total.formatted))].forEach(content.append)
        let row = ListBoxRow(child: content)
        row.isActivatable = false
        row.accessibleName = "\(item.quantity) × \(item.name), \(item.total.formatted)"
        return row
    }
}
