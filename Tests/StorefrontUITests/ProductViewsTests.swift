import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import StorefrontCore
import StorefrontUI
import XCTest

@MainActor
private final class ChoiceRecorder: ProductListViewModelDelegate {
    var chosen: [Int] = []
    func productList(_ list: ProductListViewModel, didChoose id: Int) { chosen.append(id) }
}

final class ProductListViewTests: XCTestCase {
    func testACategoryRestoredBeforeTheCatalogLoadsIsShownOnceItHasLoaded() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = ProductListViewModel(products: ProductService(environment: UITest.environment()))
            viewModel.category = "Outdoor"  // the session's, before the catalog is read
            let view = ProductListView(viewModel: viewModel)
            let window = TestWindow(view, title: "Browse")
            defer { window.close() }
            waitFor("the catalog loaded") { viewModel.state == .loaded }
            XCTAssertEqual(viewModel.category, "Outdoor", "the chooser's rebuilding is not a choice of all categories")
            XCTAssertEqual(view.categoryChooser.activeID, "Outdoor")
            XCTAssertTrue(view.shownProducts.allSatisfy { $0.category == "Outdoor" } && !view.shownProducts.isEmpty)
        }
    }

    func testACategoryRestoredThatTheCatalogNoLongerHasShowsAllAndSaysWhy() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = ProductListViewModel(products: ProductService(environment: UITest.environment()))
            viewModel.category = "Toys"  // the session's; the catalog has no such category now
            let view = ProductListView(viewModel: viewModel)
            let announcements = AnnouncementRecorder()  // before the window: showing it loads the catalog
            let window = TestWindow(view, title: "Browse")
            defer { window.close() }
            waitFor("the catalog loaded") { viewModel.state == .loaded }
            XCTAssertEqual(view.categoryChooser.activeText, "All categories", "never a blank chooser")
            XCTAssertEqual(view.states.visibleChildName, "list")
            XCTAssertTrue(view.noticeLabel.isVisible)
            XCTAssertEqual(view.noticeLabel.text, viewModel.notice)
            XCTAssertEqual(announcements.messages, [view.noticeLabel.text], "said to a screen reader too")
            view.categoryChooser.activeIndex = 1
            XCTAssertFalse(view.noticeLabel.isVisible, "gone once the user chooses")
        }
    }

    func testInAPhonesWidthAtTwiceTheTextSizeAPriceGoesUnderANameRatherThanBreakIt() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = ProductListViewModel(products: ProductService(environment: UITest.environment()))
            checkWordsWholeInAPhonesWidthAtTwiceTheTextSize(title: "Browse", { ProductListView(viewModel: viewModel) },
                                                            isReady: { viewModel.state == .loaded })
        }
    }

    func testShowingTheListLoadsItAndRowsMatchTheViewModel() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = ProductListViewModel(products: ProductService(environment: UITest.environment()))
            let delegate = ChoiceRecorder()
            viewModel.delegate = delegate
            let view = ProductListView(viewModel: viewModel)
            XCTAssertEqual(view.states.visibleChildName, "loading")
            let window = TestWindow(view, title: "Browse")
            defer { window.close() }
            waitFor("the catalog loaded") { viewModel.state == .loaded }
            XCTAssertEqual(view.states.visibleChildName, "list")
            XCTAssertEqual(view.list.rows.count, viewModel.shown.count)
            XCTAssertGreaterThan(viewModel.shown.count, 3)
            XCTAssertEqual(view.shownProducts.map(\.id), viewModel.shown.map(\.id))
            let first = viewModel.shown[0]
            let firstRow = try XCTUnwrap(view.list.row(at: 0))
            XCTAssertTrue(visibleLabelTexts(in: firstRow).contains(first.name))
            XCTAssertTrue(visibleLabelTexts(in: firstRow).contains(first.formattedPrice))
            waitForPaint(of: window.window)  // laid out at the window's size
            XCTAssertEqual(ellipsizedLabels(in: view.list), [], "no product line is cut at 900 px")

            // Categories: "All categories" and each category.
            XCTAssertEqual(view.categoryChooser.count, Int32(viewModel.categories.count + 1))
            XCTAssertEqual(view.categoryChooser.activeID, ProductListView.allCategoriesID)
            let category = viewModel.categories[1]
            let announcements = AnnouncementRecorder()
            view.categoryChooser.activeID = category.rawValue
            XCTAssertEqual(viewModel.category, category)
            XCTAssertEqual(view.list.rows.count, viewModel.shown.count)
            XCTAssertTrue(view.shownProducts.allSatisfy { $0.category == category })
            XCTAssertEqual(announcements.messages, [String.counted(viewModel.shown.count, "product")],
                           "a screen reader hears what the category holds")
            view.categoryChooser.activeID = ProductListView.allCategoriesID
            XCTAssertNil(viewModel.category)
            XCTAssertEqual(announcements.messages.count, 2)
            viewModel.category = category  // not the user's choice (a restored session): not announced
            XCTAssertEqual(view.categoryChooser.activeID, category.rawValue)
            XCTAssertEqual(announcements.messages.count, 2)
            viewModel.category = nil
            viewModel.query = "kettle"  // restored with the session, the search field focused
            XCTAssertEqual(view.searchEntry.text, "kettle")
            XCTAssertEqual(view.searchEntry.cursorPosition, 6, "typing goes on at its end, not in front of it")
            viewModel.query = ""

            // Activating a row (click or Enter) chooses its product.
            let third = viewModel.shown[2]
            view.list.row(at: 2)?.activate()
            XCTAssertEqual(delegate.chosen, [third.id])
        }
    }

    func testARowShowsTheNewRatingOnceAReviewIsPublishedAndStaysTheSameRow() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let products = UITest.loadedProducts()
            let viewModel = ProductListViewModel(products: products)
            runTask { await viewModel.load() }  // as the browse coordinator does
            let view = ProductListView(viewModel: viewModel)
            let window = TestWindow(view, title: "Browse")
            defer { window.close() }
            let product = viewModel.shown[1]
            let row = try XCTUnwrap(view.list.row(at: 1))
            row.grabFocus()
            let review = Review(author: "ann", rating: 1, title: "Broke", text: "It broke within a week of use.")
            runTask { _ = try? await products.addReview(review, to: product.id) }
            XCTAssertTrue(visibleLabelTexts(in: row).contains { $0.hasSuffix("(\(product.ratingCount + 1))") },
                          "the list counts the new review without a restart: \(visibleLabelTexts(in: row))")
            XCTAssertEqual(view.list.row(at: 1)?.widget, row.widget,
                           "the same row, refilled: a focus saved on it (a page covering the list) still finds it")
            XCTAssertTrue(row.hasFocus)
            XCTAssertTrue(row.accessibleName?.hasPrefix(product.name) == true)
        }
    }

    func testRowsCoveredByAnotherPageFollowTheProductsOnceShownAgain() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let products = UITest.loadedProducts()
            let viewModel = ProductListViewModel(products: products)
            runTask { await viewModel.load() }
            let view = ProductListView(viewModel: viewModel)
            let pages = Stack()  // as the navigator covers the list with the product's page
            pages.addNamed(view.root, name: "list")
            pages.addNamed(Label("The product"), name: "product")
            let window = Window(title: "Browse")
            window.setDefaultSize(width: 900, height: 680)
            window.add(pages)
            window.showAll()
            defer { window.destroy() }
            waitFor("the list on screen") { view.list.isMapped }
            let product = viewModel.shown[1]
            let row = try XCTUnwrap(view.list.row(at: 1))
            pages.setVisibleChild(name: "product")
            waitFor("the list covered") { !view.list.isMapped }

            let review = Review(author: "ann", rating: 1, title: "Broke", text: "It broke within a week of use.")
            runTask { _ = try? await products.addReview(review, to: product.id) }
            let newCount = "(\(product.ratingCount + 1))"
            XCTAssertEqual(view.shownProducts[1].ratingCount, product.ratingCount,
                           "a covered list's rows wait: refilling them there left the window's layout stuck")
            pages.setVisibleChild(name: "list")
            XCTAssertTrue(visibleLabelTexts(in: row).contains { $0.hasSuffix(newCount) },
                          "shown again, the row counts the new review: \(visibleLabelTexts(in: row))")
            XCTAssertEqual(view.list.row(at: 1)?.widget, row.widget, "the same row, refilled")
            XCTAssertEqual(view.shownProducts, viewModel.shown)
        }
    }

    func testSearchFiltersAndCtrlFFocusesTheSearchEntry() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = ProductListViewModel(products: ProductService(environment: UITest.environment()))
            let view = ProductListView(viewModel: viewModel)
            let window = TestWindow(view, title: "Browse")
            defer { window.close() }
            waitFor("the catalog loaded") { viewModel.state == .loaded }
            XCTAssertTrue(view.searchEntry.hasFocus, "the search entry is focused first")
            let name = viewModel.shown[0].name
            view.searchEntry.text = String(name.split(separator: " ")[0])
            XCTAssertEqual(viewModel.query, view.searchEntry.text)
            XCTAssertEqual(view.list.rows.count, viewModel.shown.count)
            XCTAssertTrue(view.shownProducts.contains { $0.name == name })
            let found = viewModel.shown.count
            XCTAssertEqual(view.searchEntry.accessibleDescription, "\(found) product\(found == 1 ? "" : "s")",
                           "a screen reader hears what the search found")

            view.searchEntry.text = "zzz no such product"
            XCTAssertEqual(view.states.visibleChildName, "empty")
            XCTAssertEqual(view.emptyLabel.text, viewModel.emptyText)
            XCTAssertEqual(view.searchEntry.accessibleDescription, viewModel.emptyText)
            let category = viewModel.categories[0]
            view.categoryChooser.activeID = category.rawValue
            XCTAssertEqual(view.emptyLabel.text, "No product in \(category.name) matches “zzz no such product”.",
                           "the empty state says the search stayed in the category")
            XCTAssertEqual(view.categoryChooser.accessibleDescription, view.emptyLabel.text,
                           "a screen reader hears what the category holds, with the chooser it is on")
            view.categoryChooser.activeID = ProductListView.allCategoriesID

            view.searchEntry.text = ""
            XCTAssertEqual(view.states.visibleChildName, "list")
            view.list.row(at: 1)?.grabFocus()
            XCTAssertFalse(view.searchEntry.hasFocus)
            sendKey(GDK_KEY_f, modifiers: GDK_CONTROL_MASK, to: window.window)
            waitFor("Ctrl+F focusing the search") { view.searchEntry.hasFocus }
            view.list.row(at: 1)?.grabFocus()
            view.focusSearch()
            XCTAssertTrue(view.searchEntry.hasFocus)
        }
    }

    /// A product list whose service fails as `failure` says ("once", "always"); not on screen yet.
    @MainActor
    private static func failingList(_ failure: String) -> (ProductListViewModel, ProductListView) {
        let environment = UITest.environment([FaultInjection.failureVariable: failure])
        let viewModel = ProductListViewModel(products: ProductService(environment: environment))
        return (viewModel, ProductListView(viewModel: viewModel))
    }

    /// A list that always fails, in a window, once its first load failed.
    @MainActor
    private static func failedListOnScreen() -> (ProductListViewModel, ProductListView, TestWindow) {
        let (viewModel, view) = failingList("always")
        let window = TestWindow(view, title: "Browse")
        waitFor("the failure") { view.states.visibleChildName == "failed" }
        return (viewModel, view, window)
    }

    /// Calls `record` after each change of `viewModel`, once its view has taken it in.
    @MainActor
    private static func afterEachChange(of viewModel: ProductListViewModel, _ record: @escaping @MainActor () -> Void) {
        viewModel.onChange = { [onChange = viewModel.onChange] in
            onChange?()
            record()
        }
    }

    func testAFailedLoadShowsTheErrorAndRetryReloads() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (viewModel, view) = Self.failingList("once")
            let announcements = AnnouncementRecorder()
            let window = TestWindow(view, title: "Browse")
            defer { window.close() }
            waitFor("the failure") { if case .failed = viewModel.state { true } else { false } }
            XCTAssertEqual(view.states.visibleChildName, "failed")
            guard case .failed(let message) = viewModel.state else { return }
            XCTAssertEqual(view.errorLabel.text, message)
            XCTAssertTrue(view.searchEntry.hasFocus, "the focus stays in the search entry…")
            XCTAssertEqual(view.searchEntry.accessibleDescription, "Could Not Load the Products. \(message)",
                           "…which says the failure with its name, also to a screen reader that missed it")
            XCTAssertEqual(announcements.messages, ["Could Not Load the Products. \(message)"],
                           "said at once too: it failed before the entry had the focus")
            XCTAssertEqual(view.retryButton.accessibleDescription, message, "and again with Retry")
            XCTAssertTrue(view.retryButton.isMapped)
            view.retryButton.click()
            waitFor("the catalog loaded after Retry") { viewModel.state == .loaded }
            XCTAssertEqual(view.searchEntry.accessibleDescription, String.counted(viewModel.shown.count, "product"),
                           "the failure is no longer said")
            XCTAssertEqual(view.states.visibleChildName, "list")
            XCTAssertEqual(view.list.rows.count, viewModel.shown.count)
        }
    }

    func testAListFailingWhileCoveredSaysNothing() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (viewModel, view) = Self.failingList("always")
            let announcements = AnnouncementRecorder()
            runTask { await viewModel.load() }  // under a product page a restored session opened
            XCTAssertFalse(view.root.isMapped)
            XCTAssertEqual(view.states.visibleChildName, "failed")
            XCTAssertEqual(announcements.messages, [], "a screen reader reading the product page hears nothing of it")
        }
    }

    func testAFailureWhileTheSearchHasTheFocusIsSaidOnceByTheSearch() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (viewModel, view, window) = Self.failedListOnScreen()
            defer { window.close() }
            view.searchEntry.grabFocus()
            let announcements = AnnouncementRecorder()
            var descriptions: [String?] = []
            Self.afterEachChange(of: viewModel) { descriptions.append(view.searchEntry.accessibleDescription) }
            view.retryButton.click()  // the mouse: the focus stays in the search
            waitFor("the second failure") { descriptions.count == 2 }
            XCTAssertFalse(descriptions[0]?.hasPrefix("Could Not Load") ?? false, "not said while loading")
            XCTAssertTrue(view.searchEntry.hasFocus)
            XCTAssertEqual(view.searchEntry.accessibleDescription?.hasPrefix("Could Not Load the Products. "), true)
            XCTAssertEqual(announcements.messages, [], "the entry's new description says it, once")
        }
    }

    func testARetryThatFailsAgainLeavesTheFocusOnRetry() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (viewModel, view, window) = Self.failedListOnScreen()
            defer { window.close() }
            view.retryButton.grabFocus()
            var focusWhileLoading: [String?] = []
            Self.afterEachChange(of: viewModel) {
                if viewModel.state == .loading { focusWhileLoading.append(window.window.focusWidget?.accessibleName) }
            }
            gtk_widget_activate(view.retryButton.widget)  // Return on Retry
            waitFor("the second failure") { !focusWhileLoading.isEmpty && view.states.visibleChildName == "failed" }
            XCTAssertEqual(focusWhileLoading, ["Loading products…"],
                           "the focus waits on the loading page, not on the hidden Retry")
            XCTAssertTrue(view.retryButton.isFocus, "Return retries again")
        }
    }

    func testNoProductNameOrRatingCountIsCutShortAtDoubleTextSizeInANarrowWindow() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            setTextScale(2)  // GDK_DPI_SCALE=2
            defer { resetTextScale() }
            let viewModel = ProductListViewModel(products: ProductService(environment: UITest.environment()))
            let view = ProductListView(viewModel: viewModel)
            let window = TestWindow(view, title: "Browse", width: 600, height: 500)
            defer { window.close() }
            waitFor("the catalog loaded") { viewModel.state == .loaded }
            waitForPaint(of: window.window)
            XCTAssertEqual(ellipsizedLabels(in: view.list), [], "names and counts wrap instead")
            let name = try XCTUnwrap(descendants(of: view.list).lazy.filter { isInstance($0.widget, of: gtk_label_get_type()) }
                .map { cgtk_label($0.widget) }.first { String(cString: gtk_label_get_text($0)) == viewModel.shown[0].name })
            XCTAssertGreaterThan(pango_layout_get_line_count(gtk_label_get_layout(name)), 1,
                                 "the first name is too long for one line here")
        }
    }
}

final class ProductDetailViewTests: XCTestCase {
    func testLoadingFailedAndLoadedStates() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let products = UITest.loadedProducts()
            let viewModel = ProductDetailViewModel(productID: 1)
            var events: [ProductDetailViewModel.Event] = []
            viewModel.onEvent = { events.append($0) }
            let view = ProductDetailView(viewModel: viewModel)
            XCTAssertEqual(view.states.visibleChildName, "loading")
            XCTAssertTrue(view.spinner.isActive)

            let announcements = AnnouncementRecorder()
            viewModel.show(.failed("The catalog is unavailable."))
            XCTAssertEqual(view.states.visibleChildName, "failed")
            XCTAssertEqual(view.errorLabel.text, "The catalog is unavailable.")
            XCTAssertEqual(announcements.messages, ["Could Not Load the Product. The catalog is unavailable."],
                           "the focus is not on the page: said at once")
            XCTAssertFalse(view.spinner.isActive)
            view.retryButton.click()
            XCTAssertEqual(events, [.retry])

            viewModel.show(.notFound("There is no product number 1."))
            XCTAssertEqual(view.states.visibleChildName, "notFound", "a page with no Retry: retrying cannot help")
            XCTAssertTrue(view.initialFocus === view.notFoundPage)
            XCTAssertEqual(view.notFoundPage.accessibleName, "Product Not Found")
            XCTAssertEqual(view.notFoundPage.accessibleDescription, "There is no product number 1.")
            XCTAssertEqual(announcements.messages.last, "Product Not Found. There is no product number 1.")

            let product = try XCTUnwrap(products.loadedProduct(id: 1))
            viewModel.show(.loaded(product))
            XCTAssertEqual(view.states.visibleChildName, "loaded")
            XCTAssertEqual(view.nameLabel.text, product.name)
            XCTAssertEqual(view.priceLabel.text, product.formattedPrice)
            XCTAssertTrue(view.ratingLabel.text.contains(product.formattedRating))
            var between = product
            between.rating = 4.45  // shown as 4.5
            viewModel.show(.loaded(between))
            XCTAssertTrue(view.ratingLabel.text.hasPrefix("★★★★½ 4.5"), "stars as the number shown: \(view.ratingLabel.text)")
            for (rating, stars) in [(4.2, "★★★★☆"), (4.3, "★★★★½"), (4.8, "★★★★★"), (0.2, "☆☆☆☆☆"), (0.3, "½☆☆☆☆")] {
                between.rating = rating
                viewModel.show(.loaded(between))
                XCTAssertTrue(view.ratingLabel.text.hasPrefix(stars), "\(rating): \(view.ratingLabel.text)")
            }
            viewModel.show(.loaded(product))
            XCTAssertEqual(view.descriptionLabel.text, product.description)
            XCTAssertTrue(view.descriptionLabel.wraps)
            XCTAssertTrue(view.addToCartButton.isSensitive)
            XCTAssertEqual(view.addToCartButton.style, .suggested)
            view.reviewsButton.click()
            view.addToCartButton.click()
            XCTAssertEqual(events, [.retry, .showReviews, .addToCart])

            var soldOut = product
            soldOut.stock = 0
            viewModel.show(.loaded(soldOut))
            XCTAssertEqual(view.stockLabel.text, "Out of stock")
            XCTAssertFalse(view.addToCartButton.isSensitive, "nothing to add when out of stock")
            XCTAssertEqual(view.addToCartButton.disabledReason, "This product is out of stock.",
                           "a sentence, as the other buttons' reasons are")
            XCTAssertEqual(view.addToCartButton.accessibleDescription, "This product is out of stock.")
            XCTAssertTrue(view.initialFocus === view.reviewsButton)
            XCTAssertEqual(view.reviewsButton.accessibleDescription, soldOut.summarySentence,
                           "said with Reviews, where the focus lands: out of stock among it")
            view.root.destroy()
        }
    }

    func testOnceLoadedTheTitleIsTheProductsNameAndAddToCartHasTheFocus() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let products = UITest.loadedProducts()
            let viewModel = ProductDetailViewModel(productID: 1)
            let view = ProductDetailView(viewModel: viewModel)
            var titleChanges = 0
            view.onTitleChange { titleChanges += 1 }
            // The window focuses the page's initial widget, as the navigator does when it is pushed.
            let window = TestWindow(view, title: "Product")
            defer { window.close() }
            let product = try XCTUnwrap(products.loadedProduct(id: 1))
            XCTAssertTrue(product.isInStock)
            viewModel.show(.loaded(product))
            XCTAssertTrue(view.addToCartButton.isFocus, "Enter adds to the cart")
            XCTAssertEqual(view.addToCartButton.accessibleDescription, product.summarySentence,
                           "a screen reader says which product, its price and stock with it")
            XCTAssertEqual(titleChanges, 1)
            XCTAssertEqual(viewModel.title, product.name)
            viewModel.show(.loaded(product))
            XCTAssertEqual(titleChanges, 1, "the name is the same")
        }
    }

    func testAddToCartFocusedOnceLoadedIsScrolledIntoViewInAShortWindow() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let product = try XCTUnwrap(UITest.loadedProducts().loadedProduct(id: 1))
            let viewModel = ProductDetailViewModel(productID: 1)
            setTextScale(2)  // GDK_DPI_SCALE=2
            defer { resetTextScale() }
            let view = ProductDetailView(viewModel: viewModel)
            let window = TestWindow(view, title: "Product", width: 600, height: 300)  // large text in a short window
            defer { window.close() }
            waitForPaint(of: window.window)
            viewModel.show(.loaded(product))
            XCTAssertTrue(view.addToCartButton.isFocus)
            waitFor("Add to Cart scrolled into view") { isInView(view.addToCartButton, of: window.window) }
        }
    }

    /// The header bar's title is cut short there ("Auror…"): the page's own title says which
    /// product Add to Cart adds.
    func testOnAPhoneAtTwiceTheTextSizeTheNameIsInViewWithAddToCart() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let product = try XCTUnwrap(UITest.loadedProducts().loadedProduct(id: 1))
            let viewModel = ProductDetailViewModel(productID: 1)
            setTextScale(2)
            defer { resetTextScale() }
            let view = ProductDetailView(viewModel: viewModel)
            let window = TestWindow(view, title: "Product", width: 360, height: 640)
            defer { window.close() }
            waitForPaint(of: window.window)
            viewModel.show(.loaded(product))
            XCTAssertTrue(view.addToCartButton.isFocus)
            waitFor("Add to Cart scrolled into view") { isInView(view.addToCartButton, of: window.window) }
            waitForPaint(of: window.window)
            XCTAssertTrue(isInView(view.addToCartButton, of: window.window))
            XCTAssertTrue(isInView(view.nameLabel, of: window.window), "the product's name above it")
        }
    }

    /// A focused widget that is not on screen (Add to Cart while the page loads) is never
    /// realized: GTK then drops every key typed, with a critical warning for each.
    func testTheFocusFollowsTheStateAndIsAlwaysOnScreen() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let product = try XCTUnwrap(UITest.loadedProducts().loadedProduct(id: 1))
            let viewModel = ProductDetailViewModel(productID: 1)
            let view = ProductDetailView(viewModel: viewModel)
            let window = TestWindow(view, title: "Product")
            defer { window.close() }
            let focused = { window.window.focusWidget }
            XCTAssertTrue(view.root.containsFocus, "the page holds the focus while the product loads")
            XCTAssertEqual(focused()?.isMapped, true, "and the focus is on screen")
            XCTAssertEqual(focused()?.accessibleName, "Loading the product…", "a screen reader says what is happening")

            let announcements = AnnouncementRecorder()
            viewModel.show(.failed("The network is down."))
            drainEvents()
            XCTAssertTrue(view.retryButton.isFocus, "Enter retries")
            XCTAssertEqual(view.retryButton.accessibleDescription, "The network is down.",
                           "a screen reader says why with Retry…")
            XCTAssertEqual(announcements.messages, [], "…and only then")
            viewModel.show(.loading)
            drainEvents()
            XCTAssertEqual(focused()?.isMapped, true)
            XCTAssertEqual(focused()?.accessibleName, "Loading the product…")
            viewModel.show(.loaded(product))
            drainEvents()
            XCTAssertTrue(view.addToCartButton.isFocus)
            XCTAssertEqual(focused()?.isMapped, true)

            view.reviewsButton.grabFocus()
            viewModel.show(.loaded(product))
            XCTAssertTrue(view.reviewsButton.isFocus, "an update of the product shown leaves the focus alone")
        }
    }
}

final class ReviewsViewTests: XCTestCase {
    func testReviewsAndWriteAReview() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let products = UITest.loadedProducts()
            let product = try XCTUnwrap(products.products.first { $0.reviews.count >= 2 })
            let viewModel = ReviewsViewModel(product: product)
            var writes = 0
            viewModel.onWriteReview = { writes += 1 }
            let view = ReviewsView(viewModel: viewModel)
            let window = TestWindow(view, title: "Reviews")
            defer { window.close() }
            XCTAssertEqual(view.summaryLabel.text, viewModel.summary)
            XCTAssertEqual(view.writeButton.accessibleDescription, viewModel.spokenSummary,
                           "a screen reader hears the rating with the button the focus lands on")
            XCTAssertEqual(view.list.rows.count, product.reviews.count)
            XCTAssertFalse(view.emptyState.isMapped)
            let newest = viewModel.reviews[0]
            let texts = visibleLabelTexts(in: try XCTUnwrap(view.list.row(at: 0)))
            XCTAssertTrue(texts.contains(newest.title))
            XCTAssertTrue(texts.contains(newest.text))
            XCTAssertTrue(texts.contains { $0.contains(newest.author) && $0.contains(newest.dateText) })
            XCTAssertEqual(view.writeButton.label, "_Write a Review…")
            view.writeButton.click()
            XCTAssertEqual(writes, 1)

            let review = Review(author: "ann", rating: 3, title: "Fine", text: "Does the job.")
            viewModel.update(product.adding([review]), added: review)
            XCTAssertEqual(view.writeButton.label, "_Edit Your Review…", "one review each: the user's is edited")
            XCTAssertEqual(view.list.rows.count, product.reviews.count + 1)
            XCTAssertEqual(view.summaryLabel.text, viewModel.summary)
            let newIndex = try XCTUnwrap(viewModel.reviews.firstIndex(of: review))
            let newRow = try XCTUnwrap(view.list.row(at: Int32(newIndex)))
            XCTAssertTrue(newRow.isFocus, "the review just added has the focus")
            XCTAssertTrue(newRow.accessibleName?.contains("Fine, by ann") == true, "and reads itself out")
            XCTAssertEqual(newRow.accessibleDescription, "Does the job.", "the review itself, said after its name")
            XCTAssertEqual(viewModel.summary, "Rated \(product.formattedRating) of 5 from \(product.ratingCount + 1) ratings · "
                           + "\(product.reviews.count + 1) reviews")
        }
    }

    func testManyReviewsShowAPageAtATimeAndShowMoreFocusesTheFirstItAdds() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            var product = try XCTUnwrap(UITest.loadedProducts().products.first)
            let pageSize = ListPaging.pageSize
            product.reviews = (0..<(2 * pageSize + 5)).map {
                Review(author: "user\($0)", rating: 4, title: "Review \($0)", text: "Fine.",
                       date: CalendarDate(year: 2025, month: 1 + $0 % 12, day: 1 + $0 % 28))
            }
            let viewModel = ReviewsViewModel(product: product)
            let view = ReviewsView(viewModel: viewModel)
            let window = TestWindow(view, title: "Reviews")
            defer { window.close() }
            XCTAssertEqual(view.list.rows.count, pageSize)
            XCTAssertTrue(view.moreButton.isMapped)
            XCTAssertEqual(view.moreButton.accessibleDescription, "\(pageSize) of \(2 * pageSize + 5) reviews shown")

            let announcements = AnnouncementRecorder()
            // By keyboard: Tab has brought the button into view and the focus to it; Return.
            view.moreButton.grabFocus()
            let scrolling = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(view.root.widget))
            XCTAssertTrue(pumpUntil { gtk_adjustment_get_value(scrolling) > 0 })
            sendKey(GDK_KEY_Return, to: window.window)
            XCTAssertTrue(pumpUntil { view.list.rows.count == 2 * pageSize })
            XCTAssertEqual(view.shownReviews, Array(viewModel.reviews.prefix(2 * pageSize)), "newest first, still")
            let firstAdded = try XCTUnwrap(view.list.row(at: Int32(pageSize)))
            XCTAssertTrue(firstAdded.isFocus, "the first review added has the focus: reading goes on there")
            XCTAssertEqual(announcements.messages, ["\(2 * pageSize) of \(2 * pageSize + 5) reviews shown"])
            let page = view.root.widget
            @MainActor func inView() -> Bool {  // laid out, and within the page's visible area
                let height = gtk_widget_get_allocated_height(firstAdded.widget)
                var x: Int32 = 0, y: Int32 = 0
                guard height > 1, gtk_widget_translate_coordinates(firstAdded.widget, page, 0, 0, &x, &y) != 0
                else { return false }
                return y >= 0 && y + height <= gtk_widget_get_allocated_height(page)
            }
            XCTAssertTrue(pumpUntil(inView), "the page scrolled to it, not back to its top")
            view.moreButton.click()
            XCTAssertEqual(view.list.rows.count, 2 * pageSize + 5)
            XCTAssertFalse(view.moreButton.isVisible, "all shown: no more to ask for")
            XCTAssertTrue(try XCTUnwrap(view.list.row(at: Int32(2 * pageSize))).isFocus)
        }
    }

    func testAtDoubleTextSizeInTheSmallestWindowTheProductsNameWrapsItsWordsWhole() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            setTextScale(2)  // GDK_DPI_SCALE=2
            defer { resetTextScale() }
            let product = try XCTUnwrap(UITest.loadedProducts().products.first { $0.name == "Aurora Wireless Headphones" })
            let view = ReviewsView(viewModel: ReviewsViewModel(product: product))
            let window = TestWindow(view, title: "Reviews", width: 587, height: 515)
            defer { window.close() }
            waitForPaint(of: window.window)
            XCTAssertEqual(labelsBreakingWords(in: view.productLabel), [], "“Headphones” on a line of its own, whole")
            XCTAssertLessThanOrEqual(gtk_widget_get_allocated_width(window.window.widget), 640,
                                     "beside Write a Review, within half of a 1280-pixel screen")
        }
    }

    func testNoReviewsShowsTheEmptyState() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            var product = try XCTUnwrap(UITest.loadedProducts().products.first)
            product.reviews = []
            let view = ReviewsView(viewModel: ReviewsViewModel(product: product))
            let window = TestWindow(view, title: "Reviews")
            defer { window.close() }
            XCTAssertTrue(view.emptyState.isMapped)
            XCTAssertFalse(view.list.isMapped)
            XCTAssertTrue(view.writeButton.isMapped)
        }
    }
}

final class WriteReviewViewTests: XCTestCase {
    func testDoneIsInsensitiveUntilTheReviewIsValid() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = WriteReviewViewModel(productName: "Aurora Wireless Headphones", author: "ann")
            var events: [WriteReviewViewModel.Event] = []
            viewModel.onEvent = { events.append($0) }
            let view = WriteReviewView(viewModel: viewModel)
            let window = TestWindow(view, title: "Write a Review")
            defer { window.close() }
            XCTAssertTrue(view.headerBarEnd.count == 1 && view.headerBarEnd[0] === view.doneButton)
            XCTAssertEqual(view.doneButton.style, .suggested)
            XCTAssertTrue(view.titleEntry.hasFocus, "typing starts in the title")
            XCTAssertFalse(view.doneButton.isSensitive)
            XCTAssertEqual(view.hintLabel.text, viewModel.hint)
            XCTAssertTrue([view.ratingChooser, view.titleEntry, view.textView].allSatisfy(\.isRequired),
                          "Done waits for each: a screen reader says so, though it cannot reach Done")
            XCTAssertNil(viewModel.rating, "no rating is chosen for the user")
            XCTAssertEqual(view.ratingChooser.activeText, "Choose a rating", "the chooser says what it is for, not blank")
            XCTAssertEqual(view.ratingChooser.accessibleName, "Rating", "named for what it chooses, not after its item")

            view.titleEntry.grabFocus()
            sendKey(GDK_KEY_Return, modifiers: GDK_CONTROL_MASK, to: window.window)  // all empty
            XCTAssertEqual(view.titleEntry.errorMessage, ReviewError.missingTitle.description,
                           "each field to fix marked once the user tried to finish, as a checkout form's")
            XCTAssertEqual(view.textView.errorMessage, ReviewError.missingText.description)
            XCTAssertEqual(view.ratingChooser.errorMessage, ReviewError.missingRating.description, "the rating too")
            XCTAssertEqual(view.ratingChooser.accessibleDescription, ReviewError.missingRating.description,
                           "said with the rating by a screen reader")
            XCTAssertEqual(view.ratingProblemLabel.text, ReviewError.missingRating.description, "and under it")
            XCTAssertTrue(view.ratingProblemLabel.isVisible)
            view.titleEntry.text = "Great sound"
            XCTAssertEqual(viewModel.title, "Great sound")
            XCTAssertNil(view.titleEntry.errorMessage, "fixed: no longer marked")
            sendKey(GDK_KEY_v, modifiers: GDK_MOD1_MASK, to: window.window)
            waitFor("Alt+V, the Review label's mnemonic, to take the focus to the text") { view.textView.hasFocus }
            view.textView.text = "Comfortable for hours."
            XCTAssertEqual(viewModel.text, "Comfortable for hours.")
            XCTAssertFalse(view.doneButton.isSensitive, "a rating is still to choose")
            XCTAssertEqual(view.hintLabel.text, ReviewError.missingRating.description)
            XCTAssertEqual(view.doneButton.accessibleDescription, view.hintLabel.text, "why Done is disabled")
            view.textView.grabFocus()
            sendKey(GDK_KEY_Return, modifiers: GDK_CONTROL_MASK, to: window.window)
            waitFor("Ctrl+Enter to take the focus to the rating") {
                window.window.focusWidget.map { gtk_widget_is_ancestor($0.widget, view.ratingChooser.widget) != 0 }
                    ?? false
            }
            XCTAssertTrue(events.isEmpty, "nothing sent without a rating")
            XCTAssertTrue(view.hintLabel.hasStyleClass("error"), "an error once the user tried to finish without it")

            view.ratingChooser.activeID = "3"
            XCTAssertEqual(viewModel.rating, 3)
            XCTAssertNil(view.ratingChooser.errorMessage, "chosen: no longer marked")
            XCTAssertFalse(view.ratingProblemLabel.isVisible)
            XCTAssertEqual(view.ratingChooser.activeText, "3 stars: Good", "in words a screen reader can say")
            XCTAssertEqual(view.ratingChooser.count, 5, "“Choose a rating” gone: it cannot be chosen back")
            XCTAssertEqual(view.ratingChooser.activeID, "3")
            XCTAssertTrue(view.doneButton.isSensitive)
            XCTAssertEqual(view.hintLabel.text, "Press Done to publish your review.")
            XCTAssertFalse(view.hintLabel.hasStyleClass("error"), "fixed: no error left")
            XCTAssertNil(view.doneButton.accessibleDescription, "nothing to explain once Done works")
            view.titleEntry.grabFocus()
            sendKey(GDK_KEY_Return, modifiers: GDK_CONTROL_MASK, to: window.window)  // from any field
            guard case .done(let review)? = events.first else { return XCTFail("Ctrl+Enter reaches the view model") }
            XCTAssertEqual(review.rating, 3)
            XCTAssertEqual(review.title, "Great sound")
        }
    }

    func testATitleTooLongIsKeptWholeAndHowMuchToCutIsSaid() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = WriteReviewViewModel(productName: "Lamp", author: "ann")
            let view = WriteReviewView(viewModel: viewModel)
            let window = TestWindow(view, title: "Write a Review")
            defer { window.close() }
            let pasted = String(repeating: "Bright and warm. ", count: 6)  // 102 characters
            view.titleEntry.text = pasted
            XCTAssertEqual(view.titleEntry.text, pasted, "nothing the user typed is cut off unseen")
            XCTAssertEqual(viewModel.title, pasted)
            // Counted as saved: 101 characters, without the space at its end.
            let tooLong = ReviewError.titleTooLong(limit: Review.maximumTitleLength, length: pasted.count - 1).description
            // Said at once, at the title, before a rating is chosen (the hint asked for one only).
            XCTAssertEqual(view.titleEntry.errorMessage, tooLong, "the title is marked, as a form's fields are")
            XCTAssertTrue(view.titleEntry.hasStyleClass("error"))
            XCTAssertEqual(view.titleEntry.accessibleDescription, tooLong, "said with the title by a screen reader")
            waitFor("shown under the title, where the user is") {
                view.titleProblemLabel.isMapped && view.titleProblemLabel.text == tooLong
                    && verticalSpan(of: view.titleProblemLabel, in: view.root).top
                        > verticalSpan(of: view.titleEntry, in: view.root).bottom
            }
            XCTAssertFalse(view.textProblemLabel.isVisible)
            XCTAssertEqual(view.hintLabel.text, "Choose a rating from 1 to 5 stars. \(tooLong) Write a few words about the product.",
                           "everything to fix, in the form's order")
            XCTAssertTrue(view.hintLabel.hasStyleClass("error"))
            XCTAssertNil(view.textView.errorMessage)
            view.ratingChooser.activeID = "4"
            view.textView.text = "Lights the whole desk."
            XCTAssertFalse(view.doneButton.isSensitive)
            XCTAssertEqual(view.hintLabel.text, tooLong)
            XCTAssertEqual(view.doneButton.accessibleDescription, tooLong, "why Done is disabled")

            view.titleEntry.text = "Bright and warm"
            XCTAssertNil(view.titleEntry.errorMessage, "cut to size: no longer marked")
            XCTAssertFalse(view.titleProblemLabel.isVisible)
            XCTAssertFalse(view.titleEntry.hasStyleClass("error"))
            XCTAssertFalse(view.hintLabel.hasStyleClass("error"))
            XCTAssertTrue(view.doneButton.isSensitive)
            view.textView.text = String(repeating: "x", count: Review.maximumTextLength + 1)
            let textTooLong = ReviewError.textTooLong(limit: Review.maximumTextLength, length: Review.maximumTextLength + 1)
            XCTAssertEqual(view.textView.errorMessage, textTooLong.description, "a text too long, at the text")
            XCTAssertTrue(view.textProblemLabel.isVisible)
            XCTAssertEqual(view.textView.accessibleDescription, view.textView.errorMessage)
            XCTAssertFalse(view.doneButton.isSensitive)
            view.titleEntry.text = pasted
            XCTAssertEqual(view.titleEntry.errorMessage, tooLong, "both marked at once, each at its field")
            XCTAssertEqual(view.textView.errorMessage, textTooLong.description)
            XCTAssertEqual(view.hintLabel.text, "\(tooLong) \(textTooLong.description)")
        }
    }

    func testTheFormFitsTheSmallestScreenAndItsTextBoxTakesTheRoomOfALargerOne() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = WriteReviewView(viewModel: WriteReviewViewModel(productName: "Lamp", author: "ann"))
            let window = TestWindow(view, title: "Write a Review", width: 520, height: 580)  // the dialog's size
            defer { window.close() }
            waitForPaint(of: window.window)
            var form: gint = 0, headerBar: gint = 0
            gtk_widget_get_preferred_height(view.root.widget, &form, nil)
            gtk_widget_get_preferred_height(window.headerBar.widget, &headerBar, nil)
            XCTAssertLessThanOrEqual(form + headerBar, 294, "the form scrolls in a dialog as short as the HIG's smallest window")
            let textBox = try XCTUnwrap(gtk_widget_get_parent(view.textView.widget))
            XCTAssertGreaterThan(gtk_widget_get_allocated_height(textBox), 300, "with room, the text box takes it")
        }
    }

    func testAtTwiceTheTextSizeTheFormFitsTheNarrowestScreenWithRoomToType() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            setTextScale(2)
            defer { resetTextScale() }
            let view = WriteReviewView(viewModel: WriteReviewViewModel(productName: "Aurora Wireless Headphones",
                                                                       author: "ann"))
            let window = TestWindow(view, title: "Write a Review", width: 360, height: 600)
            defer { window.close() }
            var minimum: gint = 0
            gtk_widget_get_preferred_width(view.root.widget, &minimum, nil)
            // The labels beside the fields and the rating's longest choice held it at 438 px.
            XCTAssertLessThanOrEqual(minimum, 360)
            let textBox = try XCTUnwrap(gtk_widget_get_parent(view.textView.widget))
            waitFor("the title and the text two thirds of the window wide, their labels above them") {
                window.window.size.width == 360 && gtk_widget_get_allocated_width(view.titleEntry.widget) >= 240
                    && gtk_widget_get_allocated_width(textBox) >= 240
            }
        }
    }

    func testADraftIsShown() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = WriteReviewViewModel(productName: "Lamp", author: "ann",
                                                 draft: ReviewDraft(rating: 2, title: "Dim", text: "Too dim."))
            let view = WriteReviewView(viewModel: viewModel)
            XCTAssertEqual(view.ratingChooser.activeID, "2")
            XCTAssertEqual(view.titleEntry.text, "Dim")
            XCTAssertEqual(view.textView.text, "Too dim.")
            XCTAssertTrue(view.doneButton.isSensitive)
            XCTAssertTrue(view.initialFocus === view.textView, "typing goes on in the text")
            var cursor = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(view.textView.buffer, &cursor, gtk_text_buffer_get_insert(view.textView.buffer))
            XCTAssertEqual(gtk_text_iter_get_offset(&cursor), Int32("Too dim.".count), "at its end")
            view.root.destroy()
        }
    }

    func testADraftGoesOnInTheFieldTheUserWasInLast() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let draft = ReviewDraft(rating: 2, title: "Dim", text: "Too dim.", lastFieldUsed: .title)
            let viewModel = WriteReviewViewModel(productName: "Lamp", author: "ann", draft: draft)
            let view = WriteReviewView(viewModel: viewModel)
            XCTAssertTrue(view.initialFocus === view.titleEntry, "the title, being changed when the app quit")
            let window = TestWindow(view, title: "Write a Review")
            defer { window.close() }
            view.textView.grabFocus()
            XCTAssertEqual(viewModel.lastFieldUsed, .text)
            view.ratingChooser.grabFocus()
            XCTAssertEqual(viewModel.lastFieldUsed, .rating, "the focus is on the chooser's button, inside it")
            view.doneButton.grabFocus()
            XCTAssertEqual(viewModel.lastFieldUsed, .rating, "Done is not a field: the last one stays")
            XCTAssertEqual(viewModel.draft.lastFieldUsed, .rating, "kept with the draft")
        }
    }
}
