import CoordinatorGtk
import CoordinatorKit
import StorefrontCore

/// The account page: who is signed in, a summary and list of their orders (number, date,
/// total; updated when an order is placed; Return or a click opens one; a page at a time,
/// with Show More Orders below), and Sign Out.
@MainActor
public final class AccountView: ScreenView {
    /// The view model shown.
    public let viewModel: AccountViewModel
    /// The page.
    public let root: Widget
    /// The user name.
    public let usernameLabel: Label
    /// "3 orders".
    public let ordersSummaryLabel: Label
    /// The orders, newest first (hidden, with their heading, when there are none); activating
    /// a row opens its order.
    public let ordersList: ListBox
    /// Show More Orders, below the list while some are not shown.
    public let moreOrdersButton: Button
    /// Sign Out.
    public let signOutButton: Button
    /// The user and the orders' summary, which takes the focus first (read by a screen reader
    /// as "Signed in as ann, 2 orders"): on Sign Out, Return would sign out at once.
    public let summary: Box
    /// The "Orders" heading and list.
    private let ordersSection: Box
    /// The orders shown, in order.
    private var shownOrders: [Order] = []

    /// A view of `viewModel`, following its orders.
    public init(viewModel: AccountViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column()
        let avatar = Image.decorative(iconName: "avatar-default-symbolic", pixelSize: 64)
        avatar.valign = .center
        usernameLabel = PageLayout.line(viewModel.username, style: .title)
        // No wider than the column leaves it: the longest name would widen the page.
        usernameLabel.maxWidthChars = 16
        usernameLabel.keepWordsWhole()
        ordersSummaryLabel = PageLayout.line(style: .dim)
        ordersSummaryLabel.keepWordsWhole()
        // Signing out loses nothing (the account, cart and orders stay): a plain button.
        signOutButton = Button(label: "_Sign Out", mnemonic: true)
        signOutButton.valign = .center
        summary = Box(orientation: .vertical, spacing: 6)
        summary.valign = .center
        summary.append(usernameLabel)
        summary.append(ordersSummaryLabel)
        PageLayout.makeFocusHolder(summary, named: viewModel.username)
        // Sign Out under the name where beside it the name would break ("a-da" at twice the
        // text size in a phone's width).
        let who = PageLayout.textWithEnd(summary, signOutButton)
        who.valign = .center
        let header = Box(orientation: .horizontal, spacing: 18)
        [avatar, who].forEach(header.append)
        header.marginBottom = 12
        column.append(header)

        ordersList = PageLayout.boxedList(selectionMode: .none)
        ordersList.accessibleName = "Orders"
        let ordersSection = Box(orientation: .vertical, spacing: PageLayout.spacing)
        ordersSection.append(PageLayout.line("Orders", style: .heading))
        ordersSection.append(ordersList)
        moreOrdersButton = PageLayout.showMoreButton("Show _More Orders")
        ordersSection.append(moreOrdersButton)
        PageLayout.controlVisibility(of: ordersSection)  // it follows the orders
        self.ordersSection = ordersSection
        column.append(ordersSection)
        root = PageLayout.scrolling(column, width: PageLayout.listWidth)
        signOutButton.onClicked { [viewModel] in viewModel.signOut() }
        moreOrdersButton.onClicked { [viewModel] in viewModel.showMoreOrders() }
        ordersList.onRowActivated { [viewModel] row in
            guard viewModel.orders.indices.contains(Int(row.index)) else { return }
            viewModel.open(viewModel.orders[Int(row.index)])
        }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    /// The summary of who is signed in.
    public var initialFocus: Widget? { summary }

    /// Back from an order's page, its row: also when a link opened the page.
    public func focus(afterLeaving screens: [any Screen]) -> Widget? {
        guard let shown = (screens.last as? OrderScreen)?.viewModel.order.id,
              let index = viewModel.reveal(orderID: shown) else { return nil }
        return ordersList.row(at: Int32(index))
    }

    private func refresh() {
        ordersSummaryLabel.text = viewModel.ordersSummary
        // Mid-sentence, "no orders yet" (a braille display shows a capital as written).
        let count = viewModel.ordersSummary
        summary.accessibleName = "Signed in as \(viewModel.username), \(count.prefix(1).lowercased())\(count.dropFirst())"
        let orders = viewModel.shownOrders
        if orders != shownOrders {
            PageLayout.showPage(orders, replacing: shownOrders, in: ordersList, summary: viewModel.shownOrdersSummary,
                                row: Self.row(for:))
            shownOrders = orders
        }
        PageLayout.updateShowMore(moreOrdersButton, hiddenCount: viewModel.hiddenOrderCount,
                                  summary: viewModel.shownOrdersSummary)
        ordersSection.isVisible = !viewModel.orders.isEmpty
    }

    private static func row(for order: Order) -> ListBoxRow {
        let text = Box(orientation: .vertical, spacing: 4)
        let number = PageLayout.line("Order \(order.id)", style: .heading)
        number.keepWordsWhole()
        let details = PageLayout.line("\(order.dateText) · \(String.counted(order.itemCount, "item"))", style: .dim)
        details.keepWordsWhole()
        text.append(number)
        text.append(details)
        let total = PageLayout.label(order.total.formatted, style: .heading)
        total.valign = .center
        let content = PageLayout.textWithEnd(text, total)
        content.valign = .center
        // The row opens a page, as GNOME's lists show it.
        let opens = Image.decorative(iconName: "go-next-symbolic", pixelSize: 16)
        opens.valign = .center
        let line = Box(orientation: .horizontal, spacing: PageLayout.spacing)
        line.setMargins(top: 10, bottom: 10, start: 12, end: 12)
        [content, opens].forEach(line.append)
        let row = ListBoxRow(child: line)
        row.accessibleName = "Order \(order.id), \(order.dateText), \(String.counted(order.itemCount, "item")), "
            + order.total.formatted  // what the row shows, in its order
        return row
    }
}
