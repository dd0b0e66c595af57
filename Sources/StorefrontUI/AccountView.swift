import CGtk
import CoordinatorGtk
import StorefrontCore

/// The account page: who is signed in, a summary and list of their orders (number, date,
/// total), and Sign Out.
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
    /// The orders, newest first (hidden, with its heading, when there are none).
    public let ordersList: ListBox
    private let ordersHeading: Label
    private var shownOrders: [Order] = []
    /// Sign Out.
    public let signOutButton: Button

    /// A view of `viewModel`.
    public init(viewModel: AccountViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column(width: PageLayout.listWidth)
        let avatar = Image(iconName: "avatar-default-symbolic", size: .dialog)
        avatar.pixelSize = 64
        avatar.addStyleClass("dim-label")
        avatar.valign = .center
        usernameLabel = PageLayout.line(viewModel.username, style: .title)
        ordersSummaryLabel = PageLayout.line(viewModel.ordersSummary, style: .dim)
        signOutButton = Button(label: "_Sign Out", mnemonic: true)
        signOutButton.style = .destructive
        signOutButton.valign = .center
        let who = Box(orientation: .vertical, spacing: 6)
        who.valign = .center
        who.hexpand = true
        who.append(usernameLabel)
        who.append(ordersSummaryLabel)
        let header = Box(orientation: .horizontal, spacing: 18)
        [avatar, who, signOutButton].forEach(header.append)
        header.marginBottom = 12
        column.append(header)

        ordersList = PageLayout.boxedList(selectionMode: .none)
        ordersList.accessibleName = "Orders"
        ordersHeading = PageLayout.line("Orders", style: .heading)
        column.append(ordersHeading)
        column.append(ordersList)
        // Their visibility follows the orders: a page's `showAll()` must not override it.
        [ordersHeading, ordersList].forEach { gtk_widget_set_no_show_all($0.widget, 1) }
        root = PageLayout.scrolling(column)
        signOutButton.onClicked { [viewModel] in viewModel.signOut() }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    private func refresh() {
        ordersSummaryLabel.text = viewModel.ordersSummary
        if viewModel.orders != shownOrders {
            shownOrders = viewModel.orders
            ordersList.removeAllRows()
            for order in shownOrders {
                let row = Self.row(for: order)
                ordersList.append(row)
                row.showAll()  // (the list's own showAll stops at it: no-show-all)
            }
        }
        ordersHeading.isVisible = !shownOrders.isEmpty
        ordersList.isVisible = !shownOrders.isEmpty
    }

    private static func row(for order: Order) -> ListBoxRow {
        let content = Box(orientation: .horizontal, spacing: PageLayout.spacing)
        content.setMargins(top: 10, bottom: 10, start: 12, end: 12)
        let text = Box(orientation: .vertical, spacing: 4)
        text.hexpand = true
        let number = PageLayout.line("Order \(order.id)", style: .heading)
        number.ellipsis = .middle
        let count = order.itemCount
        let details = PageLayout.line("\(order.date) · \(count) item\(count == 1 ? "" : "s")", style: .dim)
        text.append(number)
        text.append(details)
        let total = PageLayout.label(order.total.formatted, style: .heading)
        total.xalign = 1
        total.valign = .center
        content.append(text)
        content.append(total)
        let row = ListBoxRow(child: content)
        row.isActivatable = false
        row.accessibleName = "Order \(order.id), \(order.date), \(order.total.formatted)"
        return row
    }
}
