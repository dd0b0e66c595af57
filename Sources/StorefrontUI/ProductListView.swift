import CGtk
import CoordinatorGtk
import CoordinatorKit
import StorefrontCore

/// The product list: a search entry (Ctrl+F), a category filter, and the products as a
/// keyboard-navigable list; activating a row chooses the product. Shows a spinner while the
/// catalog loads, an error with Retry when it failed, and a line when nothing matches.
@MainActor
public final class ProductListView: ScreenView {
    /// The view model shown.
    public let viewModel: ProductListViewModel
    /// The page.
    public let root: Widget
    /// The search entry.
    public let searchEntry: SearchEntry
    /// "All categories" and each category.
    public let categoryChooser: ComboBoxText
    /// The products.
    public let list: ListBox
    /// The loading, failed, empty and list states.
    public let states: Stack
    /// Spins while loading.
    public let spinner: Spinner
    /// The failure's explanation.
    public let errorLabel: Label
    /// Retry, on the failure page.
    public let retryButton: Button
    /// The line shown when nothing matches.
    public let emptyLabel: Label
    /// Why the list shows other than what the user left it showing (hidden while nothing is).
    public let noticeLabel = PageLayout.messageLabel(style: .dim)

    /// The products shown by the rows, in order.
    public private(set) var shownProducts: [Product] = []
    private let loadingPage: Widget
    private let failure: FailurePage
    private var shownCategories: [Category]?
    private var startedLoading = false
    /// Whether the products changed while the page was off screen: its rows follow once shown.
    private var rowsOutOfDate = false

    /// Typing starts in the search entry.
    public var initialFocus: Widget? { searchEntry }

    /// Back from a product's page (its reviews with it), the product's row: also when a link
    /// or a restored session opened the page, and the user never was on the row.
    public func focus(afterLeaving screens: [any Screen]) -> Widget? {
        guard let shown = (screens.last as? ProductDetailScreen)?.viewModel.productID,
              let index = shownProducts.firstIndex(where: { $0.id == shown }) else { return nil }
        return list.row(at: Int32(index))
    }

    /// The id of the "All categories" item of ``categoryChooser``.
    public static let allCategoriesID = "*"

    /// A view of `viewModel`.
    public init(viewModel: ProductListViewModel) {
        self.viewModel = viewModel
        let page = Box(orientation: .vertical, spacing: 0)

        searchEntry = SearchEntry(placeholder: "Search products")
        searchEntry.hexpand = true
        searchEntry.widthChars = 8  // GTK's 150 px with the category chooser held the window 374 px wide
        searchEntry.maxWidthChars = 20  // room for a query: the chooser goes under it sooner
        searchEntry.accessibleName = "Search products"
        searchEntry.tooltip = "Search products (Ctrl+F)"
        searchEntry.text = viewModel.query
        categoryChooser = ComboBoxText()
        categoryChooser.accessibleName = "Category"
        categoryChooser.tooltip = "Show the products of one category"
        // The category chooser goes under the search field where it does not fit beside it.
        let toolbar = WrapBox(spacing: PageLayout.spacing, lineSpacing: 6)
        toolbar.setMargins(top: 18, bottom: 12, start: PageLayout.pageMargin, end: PageLayout.pageMargin)
        toolbar.append(searchEntry)
        toolbar.append(categoryChooser)
        page.append(Clamp(toolbar, maximumWidth: PageLayout.listWidth))
        noticeLabel.setMargins(top: 0, bottom: 12, start: PageLayout.pageMargin, end: PageLayout.pageMargin)
        page.append(Clamp(noticeLabel, maximumWidth: PageLayout.listWidth))
        page.append(Separator())

        list = ListBox(selectionMode: .single)
        list.activatesOnSingleClick = true
        list.addStyleClass("frame")
        list.setShowsSeparators(true)
        list.accessibleName = "Products"
        list.valign = .start
        let listColumn = PageLayout.column()
        listColumn.marginTop = 18
        listColumn.append(list)
        let listPage = PageLayout.scrolling(listColumn, width: PageLayout.listWidth)

        let loading = PageLayout.loadingPage("Loading products…")
        spinner = loading.spinner
        loadingPage = loading.page
        let failure = FailurePage(title: "Could Not Load the Products")
        self.failure = failure
        retryButton = failure.retryButton
        errorLabel = failure.messageLabel
        let empty = PageLayout.statusPage(iconName: "edit-find-symbolic", title: "No Results",
                                          description: viewModel.emptyText)
        emptyLabel = empty.description

        states = Stack()
        states.vexpand = true
        states.addNamed(loading.page, name: "loading")
        states.addNamed(PageLayout.scrolling(status: failure.page), name: "failed")
        states.addNamed(PageLayout.scrolling(status: empty.page), name: "empty")
        states.addNamed(listPage, name: "list")
        page.packStart(states, expand: true)
        root = page

        searchEntry.onChanged { [weak self] in
            guard let self, viewModel.query != searchEntry.text else { return }
            viewModel.query = searchEntry.text
        }
        searchEntry.onStopSearch { [weak self] in
            guard let self else { return }
            if searchEntry.text.isEmpty {
                list.row(at: 0)?.grabFocus()
            } else {
                searchEntry.text = ""
            }
        }
        // Enter or Down in the search entry moves to the first result.
        searchEntry.onActivate { [weak self] in self?.list.row(at: 0)?.grabFocus() }
        searchEntry.onKeyPress { [weak self] keyval, _ in
            guard let self, keyval == UInt32(GDK_KEY_Down), let first = list.row(at: 0) else { return false }
            first.grabFocus()
            return true
        }
        categoryChooser.onChanged { [weak self] in
            guard let self else { return }
            // No item active: the list of categories is being rebuilt (the catalog came), not
            // a choice of all of them, which cleared a category restored with the session.
            guard let id = categoryChooser.activeID else { return }
            let category = id == Self.allCategoriesID ? nil : Category(rawValue: id)
            guard viewModel.category != category else { return }
            viewModel.category = category
            // The user chose it. AT-SPI puts the focus on the chooser's unnamed inner button,
            // which does not say the chooser's description: say what the category holds.
            if let found = categoryChooser.accessibleDescription { categoryChooser.announce(found) }
        }
        list.onRowActivated { [weak self] row in
            guard let self, row.index >= 0, Int(row.index) < shownProducts.count else { return }
            viewModel.choose(shownProducts[Int(row.index)].id)
        }
        retryButton.onClicked { [weak self] in self?.reload() }
        page.onKeyPress { [weak self] keyval, state in
            guard let self, state & GDK_CONTROL_MASK.rawValue != 0,
                  keyval == UInt32(GDK_KEY_f) || keyval == UInt32(GDK_KEY_F) else { return false }
            focusSearch()
            return true
        }
        page.onMap { [weak self] in
            guard let self else { return }
            loadIfNeeded()
            if rowsOutOfDate { refresh() }
        }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    /// Focuses the search entry and selects its text (Ctrl+F; apps can bind it window-wide).
    public func focusSearch() {
        searchEntry.grabFocus()
        searchEntry.selectAll()
    }

    /// Starts loading the catalog the first time the page is shown, unless it is loaded or
    /// loading already.
    public func loadIfNeeded() {
        guard !startedLoading, viewModel.state == .loading, viewModel.categories.isEmpty else { return }
        reload()
    }

    private func reload() {
        startedLoading = true
        Task { [viewModel] in await viewModel.load() }
    }

    private func refresh() {
        if searchEntry.text != viewModel.query {
            searchEntry.text = viewModel.query  // a restored search: typing goes on at its end
            searchEntry.cursorPosition = -1
        }
        refreshCategories()
        // Said as it comes if the list is on screen, else seen once it is (under a product's
        // page a restored session opened over it).
        PageLayout.show(viewModel.notice, in: noticeLabel, announcing: root.isOnShow)
        switch viewModel.state {
        case .loading:
            spinner.start()
            searchEntry.accessibleDescription = nil
            show("loading")
        case .failed(let message):
            spinner.stop()
            // The focus stays in the search entry, which says the failure with its name, also
            // when the window gets the focus (a store failing at start-up fails before a screen
            // reader hears the app's announcements); announced only to a user focused elsewhere
            // with the list on screen (not under a product page a restored session opened).
            searchEntry.accessibleDescription = failure.sentence(for: message)
            failure.show(message, announcing: states.visibleChildName != "failed"
                                              && PageLayout.announces(on: root, saidBy: searchEntry))
            show("failed")
        case .loaded:
            spinner.stop()
            let products = viewModel.shown
            if products != shownProducts { showRows(products) }
            if products.isEmpty {
                emptyLabel.text = viewModel.emptyText
                show("empty")
            } else {
                show("list")
            }
            // What the search found, said as the user types: a screen reader reads a focused
            // entry's new description (the results change out of its sight).
            // The category chooser too: a screen reader hears what a new category holds.
            let found = products.isEmpty ? viewModel.emptyText : String.counted(products.count, "product")
            searchEntry.accessibleDescription = found
            categoryChooser.accessibleDescription = found
        }
        // The search entry stays usable while loading (the query applies once loaded).
        categoryChooser.isSensitive = viewModel.state == .loaded
    }

    private func show(_ state: String) {
        guard states.visibleChildName != state else { return }
        // The keyboard stays in the search entry while results come and go; but the focus on
        // the page being replaced (Retry, a row) moves to what matters on the new one, never
        // into the void (a hidden widget's focus is lost, and a screen reader says nothing).
        let focusWasOnPage = states.containsFocus
        states.setVisibleChild(name: state, transition: .crossfade, duration: 150)
        guard focusWasOnPage else { return }
        switch state {
        case "loading": loadingPage.grabFocus()
        case "failed": retryButton.grabFocus()
        case "list": list.row(at: 0)?.grabFocus()
        default: searchEntry.grabFocus()
        }
    }

    private func refreshCategories() {
        let categories = viewModel.categories
        if categories != shownCategories {
            shownCategories = categories
            categoryChooser.removeAll()
            categoryChooser.append("All categories", id: Self.allCategoriesID)
            for category in categories { categoryChooser.append(category.name, id: category.rawValue) }
        }
        let id = viewModel.category?.rawValue ?? Self.allCategoriesID
        if categoryChooser.activeID != id { categoryChooser.activeID = id }
    }

    /// Shows `products`. The same products with newer details (a rating, the stock) keep their
    /// rows, refilled: the focus a covering page saved on one still finds it when the user
    /// comes back.
    ///
    /// Rows change only while the page is on screen: a change made while another page covers
    /// it (a review's new rating, the stock an order took) waits until it is shown again.
    /// Refilling the rows of a covered list left GTK's layout of the window stuck: clearing the
    /// search afterwards showed one empty box, its rows 1 px tall, until the tab was switched.
    /// (On a page on screen, rows built while the list state is not the one shown are fine.)
    private func showRows(_ products: [Product]) {
        rowsOutOfDate = !shownProducts.isEmpty && !root.isMapped
        if rowsOutOfDate { return }
        guard products.map(\.id) == shownProducts.map(\.id) else { return rebuildRows(products) }
        for (index, product) in products.enumerated() where product != shownProducts[index] {
            if let row = list.row(at: Int32(index)) { Self.fill(row, with: product) }
        }
        shownProducts = products
    }

    private func rebuildRows(_ products: [Product]) {
        let focusedID: Int? = list.rows.first(where: { $0.hasFocus || $0.isFocus }).flatMap { row in
            Int(row.index) < shownProducts.count ? shownProducts[Int(row.index)].id : nil
        }
        list.removeAllRows()
        shownProducts = products
        for product in products {
            let row = ListBoxRow()
            Self.fill(row, with: product)
            list.append(row)
        }
        list.showAll()
        if let focusedID, let index = products.firstIndex(where: { $0.id == focusedID }) {
            list.row(at: Int32(index))?.grabFocus()
        }
    }

    /// Puts `product`'s name, category, rating, price and stock in `row`, replacing what it showed.
    private static func fill(_ row: ListBoxRow, with product: Product) {
        row.children.forEach(row.remove)
        let text = Box(orientation: .vertical, spacing: 4)
        let name = PageLayout.line(product.name, style: .heading)
        name.keepWordsWhole()
        let ratingText = "\(PageLayout.stars(average: product.rating)) \(product.formattedRating) (\(product.formattedRatingCount))"
        let details = PageLayout.line("\(product.category.name) · \(ratingText)", style: .dim)
        details.keepWordsWhole()
        text.append(name)
        text.append(details)

        let trailing = Box(orientation: .vertical, spacing: 4)
        trailing.valign = .center
        let price = PageLayout.label(product.formattedPrice, style: .heading)
        price.xalign = 1
        trailing.append(price)
        if !product.isInStock {
            let stock = Label("Out of stock")
            stock.addStyleClass("error")
            stock.xalign = 1
            trailing.append(stock)
        }
        let content = PageLayout.textWithEnd(text, trailing)
        content.setMargins(top: 10, bottom: 10, start: 12, end: 12)
        row.add(content)
        row.showAll()
        var accessible = "\(product.name), \(product.formattedPrice), \(product.category.name), rated \(product.formattedRating) of 5"
        if !product.isInStock { accessible += ", out of stock" }
        row.accessibleName = accessible
    }
}
