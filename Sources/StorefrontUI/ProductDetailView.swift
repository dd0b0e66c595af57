import CoordinatorGtk
import StorefrontCore

/// A product's page: a spinner while loading, an error with Retry, a "not found" page (a
/// product gone from the catalog), or the product (name, price, rating, stock), Reviews and
/// Add to Cart, then its description.
@MainActor
public final class ProductDetailView: ScreenView {
    /// The view model shown.
    public let viewModel: ProductDetailViewModel
    /// The page.
    public let root: Widget
    /// The loading, failed and loaded states.
    public let states: Stack
    /// Spins while loading.
    public let spinner: Spinner
    /// The failure's explanation.
    public let errorLabel: Label
    /// Retry, on the failure page.
    public let retryButton: Button
    /// The "not found" page: it has the focus there, named with its title and explanation.
    public let notFoundPage: Box
    /// The product's name.
    public let nameLabel: Label
    /// The category.
    public let categoryLabel: Label
    /// The price.
    public let priceLabel: Label
    /// "★★★★☆ 4.5 · 312 ratings".
    public let ratingLabel: Label
    /// "14 in stock" / "Out of stock".
    public let stockLabel: Label
    /// The description.
    public let descriptionLabel: Label
    /// Opens the reviews.
    public let reviewsButton: Button
    /// Adds the product to the cart (insensitive when out of stock).
    public let addToCartButton: Button

    /// What has the focus in each state: the loading page itself (a screen reader reads
    /// "Loading the product…"), Retry, the "not found" page, or the main action, so that Enter
    /// adds to the cart (Reviews when the product is out of stock). The focus follows the
    /// state while it is on the page.
    public var initialFocus: Widget? {
        switch viewModel.state {
        case .loading: loadingPage
        case .failed: retryButton
        case .notFound: notFoundPage
        case .loaded(let product): product.isInStock ? addToCartButton : reviewsButton
        }
    }

    private let loadingPage: Widget
    private let failure: FailurePage
    private let notFoundLabel: Label

    private var titleChanged: (@MainActor () -> Void)?
    private static let notFoundTitle = "Product Not Found"

    /// The title is the product's name once it is loaded.
    public func onTitleChange(_ handler: @escaping @MainActor () -> Void) { titleChanged = handler }

    /// A view of `viewModel`.
    public init(viewModel: ProductDetailViewModel) {
        self.viewModel = viewModel
        let loading = PageLayout.loadingPage("Loading the product…")
        spinner = loading.spinner
        loadingPage = loading.page
        let failure = FailurePage(title: "Could Not Load the Product")
        self.failure = failure
        retryButton = failure.retryButton
        errorLabel = failure.messageLabel
        let notFound = PageLayout.statusPage(iconName: "edit-find-symbolic", title: Self.notFoundTitle)
        notFoundPage = notFound.page
        notFoundLabel = notFound.description
        PageLayout.makeFocusHolder(notFoundPage, named: Self.notFoundTitle)

        let column = PageLayout.column()
        nameLabel = PageLayout.paragraph(style: .title)
        categoryLabel = PageLayout.line(style: .dim)
        priceLabel = Label()
        priceLabel.xalign = 0
        priceLabel.marginTop = 6
        ratingLabel = PageLayout.line()
        stockLabel = PageLayout.line()
        descriptionLabel = PageLayout.paragraph()
        descriptionLabel.marginTop = 18
        descriptionLabel.isSelectable = true
        descriptionLabel.canFocus = false
        reviewsButton = Button(label: "_Reviews", mnemonic: true)
        addToCartButton = Button(label: "_Add to Cart", mnemonic: true)
        addToCartButton.style = .suggested
        let buttons = PageLayout.buttonRow([reviewsButton, addToCartButton])
        buttons.marginTop = 12
        // The buttons under the stock, the description after them (as GNOME Software puts
        // Install beside the name): Add to Cart, which has the focus, is in view with the
        // product's name even in a phone's height at twice the text size.
        [nameLabel, categoryLabel, priceLabel, ratingLabel, stockLabel, buttons, descriptionLabel].forEach(column.append)

        states = Stack()
        states.vexpand = true
        states.addNamed(loading.page, name: "loading")
        states.addNamed(PageLayout.scrolling(status: failure.page), name: "failed")
        states.addNamed(PageLayout.scrolling(status: notFoundPage), name: "notFound")
        states.addNamed(PageLayout.scrolling(column, width: PageLayout.listWidth), name: "loaded")
        root = states

        retryButton.onClicked { [viewModel] in viewModel.retry() }
        reviewsButton.onClicked { [viewModel] in viewModel.showReviews() }
        addToCartButton.onClicked { [viewModel] in viewModel.addToCart() }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    private func refresh() {
        let focusWaiting = root.containsFocus
        let shownBefore = states.visibleChildName
        switch viewModel.state {
        case .loading:
            spinner.start()
            states.setVisibleChild(name: "loading")
        case .failed(let message):
            spinner.stop()
            // Said at once unless the focus moves to Retry, which says it then.
            failure.show(message, announcing: shownBefore != "failed" && !focusWaiting)
            states.setVisibleChild(name: "failed")
        case .notFound(let message):
            spinner.stop()
            notFoundLabel.text = message
            notFoundPage.accessibleDescription = message  // said with the page when it has the focus
            if shownBefore != "notFound", !focusWaiting { notFoundPage.announce("\(Self.notFoundTitle). \(message)") }
            states.setVisibleChild(name: "notFound")
        case .loaded(let product):
            spinner.stop()
            show(product)
            states.setVisibleChild(name: "loaded")
            if shownBefore != "loaded" { titleChanged?() }
        }
        // The state's page replaced the one that had the focus: move it to what matters now.
        if focusWaiting, states.visibleChildName != shownBefore { initialFocus?.grabFocusInView() }
    }

    private func show(_ product: Product) {
        nameLabel.text = product.name
        categoryLabel.text = product.category.name
        priceLabel.setMarkup("<span size=\"x-large\" weight=\"bold\">\(PageLayout.escape(product.formattedPrice))</span>")
        let ratings = String.counted(product.ratingCount, "rating")
        ratingLabel.text = "\(PageLayout.stars(average: product.rating)) \(product.formattedRating) · \(ratings)"
        ratingLabel.accessibleName = product.ratingSentence
        stockLabel.text = product.stockText
        if product.isInStock {
            stockLabel.removeStyleClass("error")
            stockLabel.style = .dim
        } else {
            stockLabel.style = .body
            stockLabel.addStyleClass("error")
        }
        descriptionLabel.text = product.description
        // The page in a few words with the button the focus lands on (see initialFocus).
        addToCartButton.accessibleDescription = product.isInStock ? product.summarySentence : nil
        addToCartButton.disabledReason = product.isInStock ? nil : "This product is out of stock."
        reviewsButton.accessibleDescription = product.isInStock ? nil : product.summarySentence
    }
}
