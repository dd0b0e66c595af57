import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import StorefrontCore
import StorefrontUI
import XCTest

/// Test data for the checkout pages.
@MainActor
enum Checkout {
    static let address = Address(fullName: "Ann Example", street: "12 Long Street", postalCode: "1010",
                                 city: "Vienna", country: "Austria")
    static var payment: PaymentDetails {
        try! PaymentDetails(cardHolder: "Ann Example", cardNumber: "4242 4242 4242 4242", expiry: "12/39")
    }

    /// A cart over a fresh data folder holding the first two in-stock products (2 and 1).
    static func filledCart() -> (CartStore, [Product]) {
        let environment = UITest.environment()
        let products = UITest.loadedProducts(environment)
        let cart = CartStore(dataDirectory: DataDirectory(environment: environment))
        let chosen = Array(products.products.filter { $0.stock >= 3 }.prefix(2))
        try! cart.add(chosen[0], quantity: 2)
        try! cart.add(chosen[1])
        return (cart, chosen)
    }

    /// Order `id`, placed on `date`, of a filled cart (``filledCart()``) to the address and card above.
    static func order(_ id: String, placedOn date: CalendarDate = CalendarDate(year: 2025, month: 3, day: 1)) -> Order {
        let (cart, _) = filledCart()
        return Order(id: id, date: date, placedBy: nil, items: cart.items, address: address, payment: payment,
                     total: cart.total)
    }
}

final class CartViewTests: XCTestCase {
    /// A cart view of `viewModel` in a window of its own (close it when done).
    @MainActor
    private static func show(_ viewModel: CartViewModel) -> (CartView, TestWindow) {
        let view = CartView(viewModel: viewModel)
        return (view, TestWindow(view, title: "Cart"))
    }

    /// A cart of two products (the first twice) in a window with the keyboard in it, and what
    /// screen readers are told from then on (close the window when done).
    @MainActor
    private static func showFilledCartForKeyboard()
        -> (view: CartView, window: TestWindow, products: [Product], announcements: AnnouncementRecorder) {
        let (cart, products) = Checkout.filledCart()
        let (view, window) = show(CartViewModel(cart: cart))
        activateForKeyboard(window.window)
        return (view, window, products, AnnouncementRecorder())
    }

    /// An empty cart in a fresh data folder, and the catalog, loaded.
    @MainActor
    private static func emptyCartAndLoadedCatalog() -> (CartStore, ProductService) {
        let environment = UITest.environment()
        return (CartStore(dataDirectory: DataDirectory(environment: environment)), UITest.loadedProducts(environment))
    }

    func testAnItemWithFewerLeftThanItsQuantitySaysSo() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, products) = Self.emptyCartAndLoadedCatalog()
            let product = try XCTUnwrap(products.products.first { $0.stock >= 3 })
            try cart.add(product, quantity: 2)
            let (view, window) = Self.show(CartViewModel(cart: cart))
            defer { window.close() }
            XCTAssertFalse(view.rows[0].stockLabel.isVisible, "nothing to say while the stock covers it")
            _ = products.recordSale(of: [CartItem(product: product, quantity: product.stock - 1)])  // another order
            cart.update(from: products)
            XCTAssertTrue(view.rows[0].stockLabel.isVisible)
            XCTAssertEqual(view.rows[0].stockLabel.text, "Only 1 left")
            XCTAssertTrue(view.rows[0].row.accessibleName?.hasSuffix(", only 1 left") == true,
                          "said with the item: \(view.rows[0].row.accessibleName ?? "")")
            XCTAssertEqual(view.rows[0].quantity.value, 2, "the quantity stays the user's to change")
        }
    }

    func testANameAndPriceTheCatalogChangedShowOnTheRowWithWhatItCostWhenAdded() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, products) = Self.emptyCartAndLoadedCatalog()
            let product = try XCTUnwrap(products.products.first { $0.isInStock && $0.price > Money(cents: 1000) })
            let older = Money(cents: product.price.cents - 1000)
            try cart.restore(CartItem(productID: product.id, name: "Old Name", unitPrice: older, quantity: 1,
                                      stock: product.stock), at: 0)
            let (view, window) = Self.show(CartViewModel(cart: cart))
            defer { window.close() }
            XCTAssertEqual(view.rows[0].unitPriceLabel.text, "\(older.formatted)\u{00A0}each")
            cart.update(from: products)  // as the catalog loads
            XCTAssertEqual(view.rows[0].nameLabel.text, product.name)
            XCTAssertEqual(view.rows[0].unitPriceLabel.text, "\(product.price.formatted)\u{00A0}each (up from \(older.formatted))")
            XCTAssertEqual(view.rows[0].row.accessibleName,
                           "\(product.name), 1 × \(product.price.formatted) (up from \(older.formatted)), \(product.price.formatted)")
            XCTAssertEqual(view.rows[0].removeButton.accessibleName, "Remove \(product.name)")
            XCTAssertEqual(view.totalLabel.text, "Total: \(product.price.formatted)")
        }
    }

    func testTheFocusStaysOnScreenWhileTheKeyboardEmptiesTheCart() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (view, window, products, announcements) = Self.showFilledCartForKeyboard()
            defer { window.close() }
            view.rows[0].removeButton.grabFocus()
            view.rows[0].removeButton.click()  // as Space on the focused button
            XCTAssertEqual(view.rows.map(\.productID), [products[1].id])
            XCTAssertTrue(view.rows[0].row.isFocus, "the next item's row takes the focus, not its Remove button")
            XCTAssertEqual(announcements.messages,
                           ["Removed \(products[0].name). \(view.viewModel.totalText). Press Control+Z to undo."])
            view.rows[0].removeButton.click()
            XCTAssertEqual(announcements.messages.last, "Removed \(products[1].name). The cart is empty. Press Control+Z to undo.")
            XCTAssertEqual(view.states.visibleChildName, "empty")
            XCTAssertTrue(view.emptyState.isFocus, "the empty state takes the focus, not nothing")
            XCTAssertEqual(view.emptyState.accessibleName, "Your Cart Is Empty")
            XCTAssertEqual(view.emptyState.accessibleDescription, "Products you add to the cart appear here.",
                           "its second line too, for a screen reader")
            saveScreenshot("cart-empty-focused.png", of: window.window)
            let focused = renderedPixels(of: view.emptyState)
            gtk_window_set_focus(window.window.window, nil)
            XCTAssertGreaterThan(zip(renderedPixels(of: view.emptyState), focused).count { $0 != $1 }, 40,
                                 "a focus ring shows where the focus is")
        }
    }

    func testItemsQuantitiesRemovalAndCheckout() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, products) = Checkout.filledCart()
            let viewModel = CartViewModel(cart: cart)
            var checkouts = 0
            viewModel.onCheckout = { checkouts += 1 }
            let (view, window) = Self.show(viewModel)
            defer { window.close() }
            XCTAssertEqual(view.states.visibleChildName, "items")
            XCTAssertEqual(view.rows.map(\.productID), products.map(\.id))
            XCTAssertEqual(view.list.rows.count, 2)
            XCTAssertEqual(view.rows[0].nameLabel.text, products[0].name)
            XCTAssertEqual(view.rows[0].quantity.value, 2)
            XCTAssertEqual(view.rows[0].unitPriceLabel.text, "\(products[0].formattedPrice)\u{00A0}each")
            XCTAssertEqual(view.rows[0].removeButton.accessibleName, "Remove \(products[0].name)")
            XCTAssertEqual(view.totalLabel.text, viewModel.totalText)
            waitForPaint(of: window.window)
            XCTAssertEqual(ellipsizedLabels(in: view.root), [])

            view.rows[1].quantity.value = 3
            XCTAssertEqual(cart.quantity(of: products[1].id), 3)
            XCTAssertEqual(view.totalLabel.text, viewModel.totalText)
            XCTAssertEqual(view.rows[1].lineTotalLabel.text, products[1].price.times(3).formatted)
            view.rows[1].quantity.step(by: -1)
            XCTAssertEqual(cart.quantity(of: products[1].id), 2)

            XCTAssertTrue(view.checkoutButton.isSensitive)
            view.checkoutButton.click()
            XCTAssertEqual(checkouts, 1)

            view.rows[0].removeButton.click()
            XCTAssertEqual(cart.items.map(\.productID), [products[1].id])
            XCTAssertEqual(view.rows.map(\.productID), [products[1].id])
            view.rows[0].removeButton.click()
            XCTAssertTrue(cart.isEmpty)
            XCTAssertEqual(view.states.visibleChildName, "empty")
            XCTAssertFalse(view.checkoutButton.isSensitive)
            XCTAssertTrue(visibleLabelTexts(in: view.root).contains("Your Cart Is Empty"))
        }
    }

    func testTheLineOfTheProductAddedLastTakesTheFocus() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, products) = Checkout.filledCart()
            let viewModel = CartViewModel(cart: cart)
            let before = CartView(viewModel: viewModel)
            XCTAssertTrue(before.initialFocus === before.rows[1].row, "the second product, added last")
            before.root.destroy()
            try cart.add(products[0])  // Add to Cart again on the first product: its line, not the last one
            let (view, window) = Self.show(viewModel)
            defer { window.close() }
            XCTAssertTrue(view.initialFocus === view.rows[0].row)
            XCTAssertTrue(view.rows[0].row.isFocus, "where the window puts the focus, as the navigator does")
        }
    }

    func testTheTotalAndCheckOutStayInViewUnderALongCartAndRightUnderAShortOne() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let environment = UITest.environment()
            let cart = CartStore(dataDirectory: DataDirectory(environment: environment))
            for product in UITest.loadedProducts(environment).products.filter({ $0.stock > 0 }).prefix(12) {
                try cart.add(product)
            }
            let (view, window) = Self.show(CartViewModel(cart: cart))
            defer { window.close() }
            waitForPaint(of: window.window)
            XCTAssertFalse(view.rows.allSatisfy { isInView($0.row, of: view.root) }, "twelve items do not fit: the list scrolls")
            XCTAssertTrue(isInView(view.checkoutButton, of: view.root), "Check Out is in view without scrolling")
            XCTAssertEqual(Self.visibleSeparators(in: view), 1, "a line parts the list scrolling under it from the total")
            activateForKeyboard(window.window)
            view.rows[10].removeButton.grabFocus()
            let lastRemove = try XCTUnwrap(view.rows.last).removeButton
            for _ in 0..<6 where !lastRemove.isFocus {  // the row, its quantity, the quantity's buttons, Remove
                sendKey(Int32(GDK_KEY_Tab), to: window.window)
                drainEvents()
            }
            waitFor("the last item scrolled into view above the total") {
                lastRemove.isFocus && verticalSpan(of: lastRemove, in: view.root).bottom <= verticalSpan(of: view.checkoutButton, in: view.root).top
            }
            sendKey(Int32(GDK_KEY_Tab), to: window.window)
            XCTAssertTrue(view.checkoutButton.isFocus, "Tab goes on from the last item to Check Out")

            for _ in 1..<view.rows.count { view.rows[1].removeButton.click() }
            waitForPaint(of: window.window)
            let gap = verticalSpan(of: view.checkoutButton, in: view.root).top - verticalSpan(of: view.rows[0].row, in: view.root).bottom
            XCTAssertTrue((0...40).contains(gap), "one item: the total follows it, \(gap) px below, not at the window's foot")
            XCTAssertEqual(Self.visibleSeparators(in: view), 0, "and no line: nothing scrolls")
        }
    }

    func testTheTotalFollowsTheLastItemAfterTheWindowWidensAtLargeText() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            setTextScale(2)
            defer { resetTextScale() }
            let environment = UITest.environment()
            let cart = CartStore(dataDirectory: DataDirectory(environment: environment))
            try cart.add(try XCTUnwrap(UITest.loadedProducts(environment).products.first { $0.name.count > 20 }))
            let view = CartView(viewModel: CartViewModel(cart: cart))
            let window = TestWindow(view, title: "Cart", width: 600, height: 525)
            defer { window.close() }
            @MainActor func gap() -> Int32 {
                verticalSpan(of: view.checkoutButton, in: view.root).top - verticalSpan(of: view.rows[0].row, in: view.root).bottom
            }
            waitForPaint(of: window.window)
            XCTAssertEqual(labelsBreakingWords(in: view.root), [], "a narrow name column wraps its words whole")
            XCTAssertLessThanOrEqual(gtk_widget_get_allocated_width(window.window.widget), 640,
                                     "within half of a 1280-pixel screen")
            let narrowGap = gap()
            XCTAssertTrue((0...60).contains(narrowGap), "the total right under the item: \(narrowGap) px")
            gtk_window_resize(window.window.window, 800, 600)
            waitFor("the window wider") { gtk_widget_get_allocated_width(view.root.widget) >= 800 }
            waitForPaint(of: window.window)
            XCTAssertEqual(gap(), narrowGap, "the item's name on fewer lines, the total still right under it")
        }
    }

    func testTheQuantitiesLineUpWhateverTheStockAtLargeText() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            setTextScale(1.5)  // GDK_DPI_SCALE=1.5
            defer { resetTextScale() }
            let environment = UITest.environment()
            let cart = CartStore(dataDirectory: DataDirectory(environment: environment))
            let products = UITest.loadedProducts(environment).products
            let large = try XCTUnwrap(products.first { $0.stock >= 100 })
            let small = try XCTUnwrap(products.first { (1..<10).contains($0.stock) })
            try cart.add(small)
            try cart.add(large)
            let (view, window) = Self.show(CartViewModel(cart: cart))
            defer { window.close() }
            waitForPaint(of: window.window)
            let spans = view.rows.map { row in
                var x: Int32 = 0, y: Int32 = 0
                gtk_widget_translate_coordinates(row.quantity.widget, view.root.widget, 0, 0, &x, &y)
                return "\(x)+\(gtk_widget_get_allocated_width(row.quantity.widget))"
            }
            XCTAssertEqual(spans[0], spans[1], "stock \(small.stock) and \(large.stock): one column")
        }
    }

    /// The number of separator lines on screen in `view`, outside its list (whose rows have theirs).
    @MainActor
    private static func visibleSeparators(in view: CartView) -> Int {
        descendants(of: view.root).count { widget in
            isInstance(widget.widget, of: gtk_separator_get_type()) && widget.isMapped
                && gtk_widget_is_ancestor(widget.widget, view.list.widget) == 0
        }
    }


    func testARemovedItemComesBackWithUndoOrCtrlZWhereItWasWithTheFocusOnIt() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (view, window, products, announcements) = Self.showFilledCartForKeyboard()
            defer { window.close() }
            XCTAssertFalse(view.removalNotice.revealsChild, "nothing to undo yet")
            view.rows[0].removeButton.click()
            XCTAssertTrue(view.removalNotice.revealsChild)
            XCTAssertEqual(view.removalLabel.text, "Removed \(products[0].name)")
            XCTAssertEqual(view.undoButton.label, "_Undo")
            XCTAssertEqual(view.undoButton.tooltip, "Put back the items removed (Ctrl+Z)", "its shortcut, found on hover")
            XCTAssertEqual(view.dismissRemovalButton.accessibleName, "Dismiss")
            waitFor("the notice slid in") { view.removalNotice.isChildRevealed }
            saveScreenshot("cart-removal-notice.png", of: window.window)
            view.undoButton.grabFocus()
            view.undoButton.click()
            XCTAssertEqual(view.rows.map(\.productID), products.map(\.id), "back where it was")
            XCTAssertEqual(view.rows[0].quantity.value, 2, "with its quantity")
            XCTAssertFalse(view.removalNotice.revealsChild)
            XCTAssertTrue(view.rows[0].row.isFocus, "the focus on the item put back, not lost with the notice")
            XCTAssertEqual(announcements.messages.last, "\(products[0].name) is back in the cart. \(view.viewModel.totalText).")

            view.rows[1].removeButton.click()
            view.rows[0].removeButton.click()
            XCTAssertEqual(view.states.visibleChildName, "empty")
            XCTAssertTrue(view.removalNotice.revealsChild, "also over the empty cart")
            XCTAssertEqual(view.removalLabel.text, "Removed 2 items")
            sendKey(GDK_KEY_z, modifiers: GDK_CONTROL_MASK, to: window.window)
            XCTAssertEqual(view.rows.map(\.productID), products.map(\.id), "Ctrl+Z puts back both, each where it was")
            XCTAssertEqual(view.states.visibleChildName, "items")
            XCTAssertTrue(view.rows[0].row.isFocus, "on the one removed last")
            XCTAssertEqual(announcements.messages.last, "2 items are back in the cart. \(view.viewModel.totalText).")

            view.rows[1].removeButton.click()
            view.rows[0].removeButton.click()
            view.dismissRemovalButton.grabFocus()
            view.dismissRemovalButton.click()
            XCTAssertFalse(view.removalNotice.revealsChild)
            XCTAssertTrue(view.emptyState.isFocus, "the focus goes to the page, not nowhere")
            sendKey(GDK_KEY_z, modifiers: GDK_CONTROL_MASK, to: window.window)
            XCTAssertTrue(view.viewModel.isEmpty, "dismissed: nothing to undo")
        }
    }

    func testATypedQuantityBeyondTheStockIsCappedAndExplained() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, products) = Checkout.filledCart()
            let (view, window) = Self.show(CartViewModel(cart: cart))
            defer { window.close() }
            let quantity = view.rows[1].quantity
            let stock = products[1].stock
            XCTAssertFalse(view.errorLabel.isVisible)
            let announcements = AnnouncementRecorder()

            quantity.text = "\(stock + 90)"
            quantity.update()
            XCTAssertEqual(quantity.value, stock, "the field shows the stock")
            XCTAssertEqual(quantity.text, "\(stock)")
            XCTAssertEqual(cart.quantity(of: products[1].id), stock)
            XCTAssertTrue(view.errorLabel.isVisible)
            XCTAssertTrue(view.errorLabel.text.hasPrefix("Only \(stock) items of \(products[1].name)"),
                          view.errorLabel.text)
            XCTAssertEqual(announcements.messages, [view.errorLabel.text],
                           "a screen reader hears it, though the focus stays in the field")
            quantity.text = "\(stock + 40)"
            quantity.update()
            XCTAssertEqual(announcements.messages, [view.errorLabel.text, view.errorLabel.text],
                           "a second number beyond the stock is said again, though in the same words")

            quantity.text = "0"
            quantity.update()
            XCTAssertEqual(quantity.value, stock, "0 leaves the quantity as it was")
            XCTAssertEqual(cart.items.count, 2, "and does not remove the item")
            XCTAssertEqual(view.errorLabel.text, "To take \(products[1].name) out of the cart, use its Remove button, the trash icon on its line.")
            XCTAssertEqual(announcements.messages.last, view.errorLabel.text)

            quantity.text = String(repeating: "9", count: 23)  // more than a whole number holds
            quantity.update()
            XCTAssertEqual(quantity.value, stock)
            XCTAssertTrue(view.errorLabel.text.hasPrefix("Only \(stock) items of \(products[1].name)"),
                          "explained as any number beyond the stock: \(view.errorLabel.text)")
        }
    }

    func testAProblemWithAQuantityIsSaidAtItsFieldOnceWhileTheFieldHasTheFocus() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, products) = Checkout.filledCart()
            let (view, window) = Self.show(CartViewModel(cart: cart))
            defer { window.close() }
            let quantity = view.rows[1].quantity, other = view.rows[0].quantity
            let stock = products[1].stock
            quantity.grabFocus()
            let announcements = AnnouncementRecorder()

            quantity.text = "\(stock + 90)"
            quantity.update()
            XCTAssertTrue(view.errorLabel.text.hasPrefix("Only \(stock) items"), view.errorLabel.text)
            XCTAssertEqual(quantity.errorMessage, view.errorLabel.text, "the field with the problem is marked")
            XCTAssertEqual(quantity.accessibleDescription, view.errorLabel.text, "a screen reader says it there")
            XCTAssertNil(other.errorMessage, "the other quantity is not")
            XCTAssertEqual(announcements.messages, [], "said by the focused field: not a second time")
            quantity.text = "\(stock + 40)"
            quantity.update()
            XCTAssertEqual(announcements.messages, [view.errorLabel.text],
                           "the same words again: the field's description did not change, so it is announced")

            other.grabFocus()
            quantity.text = "0"
            quantity.update()
            XCTAssertEqual(quantity.errorMessage, view.errorLabel.text)
            XCTAssertEqual(announcements.messages.last, view.errorLabel.text, "said while the focus is elsewhere")
            quantity.text = "1"
            quantity.update()
            XCTAssertNil(quantity.errorMessage, "fixed: no longer marked")
            XCTAssertEqual(quantity.accessibleDescription, "Quantity", "described by its tooltip again")
        }
    }

    func testCheckOutClickedWithAQuantityBeingTypedTakesItFirstAndWaitsWhenItCannot() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (view, window, products, _) = Self.showFilledCartForKeyboard()
            defer { window.close() }
            var checkouts = 0
            view.viewModel.onCheckout = { checkouts += 1 }
            let quantity = view.rows[1].quantity
            quantity.grabFocus()  // its text selected, for the next key to replace
            sendKey(Int32(GDK_KEY_0), to: window.window)
            XCTAssertEqual(quantity.text, "0")

            sendClick(to: view.checkoutButton)
            XCTAssertEqual(checkouts, 0, "the user meant to take it out: not bought unseen")
            XCTAssertEqual(view.errorLabel.text, "To take \(products[1].name) out of the cart, use its Remove button, the trash icon on its line.")
            XCTAssertTrue(view.errorLabel.isVisible)
            XCTAssertEqual(view.viewModel.items.count, 2)
            XCTAssertTrue(quantity.isFocus, "the field the user was typing in keeps the focus")
            XCTAssertEqual(quantity.text, "1", "the quantity the cart holds")

            quantity.text = "3"
            sendClick(to: view.checkoutButton)
            XCTAssertEqual(checkouts, 1, "a quantity taken as typed checks out with it")
            XCTAssertEqual(view.viewModel.items[1].quantity, 3)
            XCTAssertFalse(view.errorLabel.isVisible, "the message read before is not news")
        }
    }

    func testAQuantityBeingTypedThatAClickOnAnotherItemTakesIsStillExplainedAfterIt() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (view, window, products, _) = Self.showFilledCartForKeyboard()
            defer { window.close() }
            let quantity = view.rows[1].quantity
            quantity.grabFocus()
            sendKey(Int32(GDK_KEY_0), to: window.window)
            let refused = "To take \(products[1].name) out of the cart, use its Remove button, the trash icon on its line."

            view.rows[0].quantity.grabFocus()  // as a click on its + does: the 0 is taken first
            view.rows[0].quantity.value = 3
            XCTAssertEqual(view.viewModel.items.map(\.quantity), [3, 1], "the other item changed, this one kept")
            XCTAssertEqual(view.errorLabel.text, refused, "the 0 typed is not gone without a word")

            view.rows[1].quantity.grabFocus()
            sendKey(Int32(GDK_KEY_0), to: window.window)
            sendClick(to: view.rows[0].removeButton)
            XCTAssertEqual(view.viewModel.items.map(\.name), [products[1].name])
            XCTAssertEqual(view.removalLabel.text, "Removed \(products[0].name)")
            XCTAssertEqual(view.errorLabel.text, refused, "said beside the removal")
            XCTAssertTrue(view.errorLabel.isVisible)
            XCTAssertEqual(view.rows[0].quantity.text, "1", "the quantity the cart holds")
        }
    }

    func testAQuantityLeftEmptyIsExplainedNotPutBackSilently() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, products) = Checkout.filledCart()
            let (view, window) = Self.show(CartViewModel(cart: cart))
            defer { window.close() }
            let quantity = view.rows[0].quantity
            for emptied in ["", "-", "+"] {
                quantity.text = emptied
                quantity.update()
                XCTAssertEqual(quantity.text, "2", "the quantity the cart holds, back in the field")
                XCTAssertEqual(view.errorLabel.text, "To take \(products[0].name) out of the cart, use its Remove button, the trash icon on its line.",
                               "for “\(emptied)”")
                quantity.value = 1  // (a change of its own line ends the message)
                XCTAssertFalse(view.errorLabel.isVisible)
                quantity.value = 2
            }
        }
    }

    func testALetterTypedIntoAQuantityIsExplainedNotDroppedSilently() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, products) = Checkout.filledCart()
            let (view, window) = Self.show(CartViewModel(cart: cart))
            defer { window.close() }
            let quantity = view.rows[1].quantity
            let before = quantity.text
            quantity.grabFocus()
            let announcements = AnnouncementRecorder()

            sendKey(GDK_KEY_x, to: window.window)
            XCTAssertEqual(quantity.text, before, "the field takes digits only")
            XCTAssertTrue(view.errorLabel.isVisible)
            XCTAssertEqual(view.errorLabel.text,
                           "“x” is not a number: the quantity of \(products[1].name) takes digits only.")
            XCTAssertEqual(quantity.accessibleDescription, view.errorLabel.text,
                           "a screen reader hears why too, from the field typed in (its description changed)")
            XCTAssertEqual(announcements.messages, [], "not a second time")
            XCTAssertTrue(quantity.hasFocus, "the user goes on typing where they were")

            sendKey(GDK_KEY_3, to: window.window)  // the number is still selected: a digit replaces it
            sendKey(GDK_KEY_Return, to: window.window)
            XCTAssertEqual(cart.quantity(of: products[1].id), 3, "digits are typed as before")
            XCTAssertFalse(view.errorLabel.isVisible, "and the message goes: the x was refused over a selected number")

            // "1.2": the refused "." sat between digits, which the field joins into 12.
            quantity.grabFocus()
            for key in [GDK_KEY_1, GDK_KEY_period, GDK_KEY_2, GDK_KEY_Return] { sendKey(key, to: window.window) }
            let stock = products[1].stock
            XCTAssertEqual(cart.quantity(of: products[1].id), min(12, stock))
            XCTAssertTrue(view.errorLabel.isVisible && view.errorLabel.text.hasSuffix("“.” was left out, as quantities take digits only."),
                          "the number taken says what it lacks: \(view.errorLabel.text)")

            // "1e", then Backspace deletes the 1: the 2 typed next lacks nothing.
            quantity.grabFocus()
            for key in [GDK_KEY_1, GDK_KEY_e, GDK_KEY_BackSpace, GDK_KEY_2, GDK_KEY_Return] {
                sendKey(key, to: window.window)
            }
            XCTAssertEqual(cart.quantity(of: products[1].id), 2)
            XCTAssertFalse(view.errorLabel.isVisible, "nothing said of the e: \(view.errorLabel.text)")
        }
    }

    func testAnEmptyCartShowsTheEmptyStateWhereTabReachesBrowseProducts() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let cart = CartStore(dataDirectory: DataDirectory(environment: UITest.environment()))
            let viewModel = CartViewModel(cart: cart)
            var browsed = 0
            viewModel.onBrowseProducts = { browsed += 1 }
            let (view, window) = Self.show(viewModel)
            defer { window.close() }
            XCTAssertEqual(view.states.visibleChildName, "empty")
            XCTAssertFalse(view.checkoutButton.isSensitive)
            activateForKeyboard(window.window)
            view.emptyState.grabFocus()
            XCTAssertEqual(focusNames(in: window, pressing: GDK_KEY_Tab, times: 1), ["Browse Products"],
                           "Tab goes on from the empty cart's status to its button")
            view.browseButton.click()
            XCTAssertEqual(browsed, 1)
        }
    }
}

final class AddressViewTests: XCTestCase {
    func testTypingFillsTheAddressAndEnablesContinue() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = AddressViewModel()
            var continued: [Address] = []
            viewModel.onContinue = { continued.append($0) }
            let view = AddressView(viewModel: viewModel)
            let window = TestWindow(view, title: "Shipping Address")
            defer { window.close() }
            XCTAssertEqual(Set(view.entries.keys), Set(AddressField.allCases))
            XCTAssertTrue(view.entries[.fullName]!.hasFocus, "typing starts in the first field")
            XCTAssertFalse(view.continueButton.isSensitive)
            XCTAssertEqual(view.hintLabel.text, viewModel.hint)
            XCTAssertEqual(view.continueButton.accessibleDescription, viewModel.hint, "why Continue is disabled")
            let labels = visibleLabelTexts(in: view.root)
            for field in AddressField.allCases { XCTAssertTrue(labels.contains(field.label), "\(field.label) is labelled") }
            XCTAssertTrue(view.entries.values.allSatisfy(\.isRequired), "Continue waits for each: a screen reader says so")
            for field in AddressField.allCases { view.entries[field]!.text = Checkout.address[field] }
            XCTAssertEqual(viewModel.address, Checkout.address)
            XCTAssertTrue(view.continueButton.isSensitive)
            XCTAssertNil(view.continueButton.accessibleDescription, "nothing left to explain")
            view.entries[.postalCode]!.text = "!"
            XCTAssertFalse(view.continueButton.isSensitive)
            XCTAssertEqual(view.hintLabel.text, viewModel.hint)
            view.entries[.postalCode]!.text = Checkout.address.postalCode
            gtk_widget_activate(view.entries[.country]!.widget)  // Enter in the last field continues
            XCTAssertEqual(continued, [Checkout.address])
            view.continueButton.click()
            XCTAssertEqual(continued.count, 2)
        }
    }

    func testAnAddressFromTheLastOrderIsASuggestionButOneTheUserTypedIsNot() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let suggested = AddressView(viewModel: AddressViewModel(address: Checkout.address))
            XCTAssertTrue(suggested.selectsInitialText, "the first key typed replaces the last order's name")
            var draft = Checkout.address
            draft.fullName = "Ann B. Example"
            let typed = AddressView(viewModel: AddressViewModel(address: Checkout.address, draft: draft))
            XCTAssertFalse(typed.selectsInitialText, "the user's own typing goes on where it ended")
        }
    }

    func testEnterWithAProblemMarksTheFieldToFixAndTakesTheKeyboardThere() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = AddressView(viewModel: AddressViewModel())
            let window = TestWindow(view, title: "Shipping Address")
            defer { window.close() }
            for field in AddressField.allCases { view.entries[field]!.text = Checkout.address[field] }
            view.entries[.postalCode]!.text = "!!"
            XCTAssertTrue(view.hintLabel.hasStyleClass("dim-label") && view.entries[.postalCode]!.errorMessage == nil,
                          "no error styling while the user types")
            gtk_widget_activate(view.entries[.country]!.widget)  // Enter in the last field
            XCTAssertEqual(view.hintLabel.text, "To go on, fix the postal code.")
            XCTAssertTrue(visibleLabelTexts(in: view.root).contains("“!!” is not a valid postal code."),
                          "the problem itself under its field")
            XCTAssertTrue(view.hintLabel.hasStyleClass("error") && !view.hintLabel.hasStyleClass("dim-label"))
            XCTAssertEqual(AddressField.allCases.filter { view.entries[$0]!.errorMessage != nil }, [.postalCode])
            XCTAssertEqual(view.entries[.postalCode]!.accessibleDescription, "“!!” is not a valid postal code.",
                           "a screen reader says the problem with the field")
            XCTAssertTrue(view.entries[.postalCode]!.hasFocus, "the keyboard goes to the field to fix")
            view.entries[.postalCode]!.text = Checkout.address.postalCode
            XCTAssertNil(view.entries[.postalCode]!.errorMessage, "fixed: the mark goes")
            XCTAssertTrue(view.hintLabel.hasStyleClass("dim-label"))
        }
    }

    func testInAShortWindowAProblemShowsUnderItsFieldInViewWithIt() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = AddressView(viewModel: AddressViewModel())
            let window = TestWindow(view, title: "Shipping Address", width: 360, height: 294)
            defer { window.close() }
            activateForKeyboard(window.window)
            waitForPaint(of: window.window)
            var scrolled = view.entries[.fullName]!.widget
            while !isInstance(scrolled, of: gtk_scrolled_window_get_type()) { scrolled = gtk_widget_get_parent(scrolled) }
            let page = Widget.wrap(scrolled)
            for field in AddressField.allCases where field != .country { view.entries[field]!.text = Checkout.address[field] }
            let country = view.entries[.country]!
            country.grabFocusInView()
            waitFor("the last field in view") { isInView(country, of: page) }
            gtk_widget_activate(country.widget)  // Enter with the country left empty
            XCTAssertTrue(country.hasFocus, "the keyboard stays in the field to fix")
            let message = try XCTUnwrap(country.errorMessage)
            XCTAssertEqual(view.hintLabel.text, "To go on, fix the country.", "the field named under the form")
            let under = try XCTUnwrap(descendants(of: view.root).compactMap { $0 as? Label }.first {
                $0 !== view.hintLabel && $0.text == message && $0.isMapped
            }, "the problem at its field")
            waitFor("the problem under its field, both in view") {
                verticalSpan(of: under, in: view.root).top > verticalSpan(of: country, in: view.root).bottom
                    && isInView(country, of: page) && isInView(under, of: page)
            }
        }
    }

    func testAProblemInAFieldTheUserLeftIsMarkedThereAndAFieldLeftEmptyIsNot() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = AddressViewModel()
            let view = AddressView(viewModel: viewModel)
            let window = TestWindow(view, title: "Shipping Address")
            defer { window.close() }
            let postalCode = view.entries[.postalCode]!
            view.entries[.street]!.grabFocus()  // Tab past the full name, left empty
            postalCode.grabFocus()
            postalCode.text = "!!"
            XCTAssertTrue(AddressField.allCases.allSatisfy { view.entries[$0]!.errorMessage == nil },
                          "nothing marked while the user types, nor a field left empty")
            view.entries[.city]!.grabFocus()  // Tab on
            XCTAssertEqual(postalCode.errorMessage, "“!!” is not a valid postal code.",
                           "what a screen reader says with the field when the keyboard comes back to it")
            XCTAssertEqual(view.hintLabel.text, "To go on, fix the postal code.")
            XCTAssertTrue(view.hintLabel.hasStyleClass("error"))
            XCTAssertNil(view.entries[.fullName]!.errorMessage, "the empty full name waits for Continue")
            XCTAssertEqual(view.continueButton.accessibleDescription, viewModel.hint, "Continue still says the first")
            postalCode.grabFocus()
            postalCode.text = "1010"
            XCTAssertNil(postalCode.errorMessage, "fixed: the mark goes as the user types")
            XCTAssertTrue(view.hintLabel.hasStyleClass("dim-label"))
        }
    }

    func testEveryMnemonicOnThePageIsUnique() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = AddressView(viewModel: AddressViewModel())
            let keys = mnemonicKeys(in: view.root)
            XCTAssertEqual(keys.count, AddressField.allCases.count + 1, "each field and Continue have one")
            XCTAssertEqual(Set(keys).count, keys.count, "Alt+letter reaches one widget each")
            view.root.destroy()
        }
    }

    func testAPreviousAddressIsShown() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = AddressView(viewModel: AddressViewModel(address: Checkout.address))
            XCTAssertEqual(view.entries[.city]!.text, "Vienna")
            XCTAssertTrue(view.continueButton.isSensitive)
            view.root.destroy()
        }
    }
}

final class PaymentViewTests: XCTestCase {
    func testTypingACardEnablesContinue() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = PaymentViewModel()
            var continued: [PaymentDetails] = []
            viewModel.onContinue = { continued.append($0) }
            let view = PaymentView(viewModel: viewModel)
            XCTAssertTrue(view.initialFocus === view.cardHolderEntry)
            XCTAssertTrue([view.cardHolderEntry, view.cardNumberEntry, view.expiryEntry].allSatisfy(\.isRequired))
            XCTAssertTrue(view.expiryEntry.accessibleDescription?.contains("MM/YY") == true,
                          "a screen reader hears the format the placeholder shows")
            XCTAssertFalse(view.continueButton.isSensitive)
            XCTAssertEqual(view.hintLabel.text, viewModel.hint)
            view.cardHolderEntry.text = "Ann Example"
            view.cardNumberEntry.text = "4242 4242 4242 4241"
            view.expiryEntry.text = "12/39"
            XCTAssertEqual(viewModel.cardHolder, "Ann Example")
            XCTAssertEqual(viewModel.expiry, "12/39")
            XCTAssertFalse(view.continueButton.isSensitive, "the Luhn check fails")
            XCTAssertEqual(view.hintLabel.text, viewModel.hint)
            XCTAssertEqual(view.continueButton.accessibleDescription, viewModel.hint, "why Continue is disabled")
            let window = TestWindow(view, title: "Payment")
            defer { window.close() }
            XCTAssertNil(view.cardNumberEntry.errorMessage, "not marked before the user leaves it…")
            view.cardNumberEntry.grabFocus()
            view.expiryEntry.grabFocus()
            XCTAssertEqual(view.cardNumberEntry.errorMessage, viewModel.hint, "…and marked once they did")
            view.cardHolderEntry.grabFocus()
            gtk_widget_activate(view.expiryEntry.widget)  // Enter in the last field, with a problem
            XCTAssertTrue(view.cardNumberEntry.errorMessage == viewModel.hint && view.cardNumberEntry.hasFocus,
                          "the number is to fix")
            XCTAssertNil(view.cardHolderEntry.errorMessage ?? view.expiryEntry.errorMessage)
            XCTAssertTrue(view.hintLabel.hasStyleClass("error"))
            view.expiryEntry.text = "13/39"
            XCTAssertEqual(view.expiryEntry.errorMessage, PaymentError.invalidExpiryMonth.description,
                           "a second problem is marked too, not once the first is fixed")
            XCTAssertEqual(view.cardNumberEntry.errorMessage, viewModel.hint)
            XCTAssertEqual(view.hintLabel.text, "To go on, fix the card number and the expiry.",
                           "both named under the form")
            view.expiryEntry.text = "12/39"
            view.cardNumberEntry.text = "4242 4242 4242 4242"
            XCTAssertNil(view.cardNumberEntry.errorMessage)
            XCTAssertTrue(view.continueButton.isSensitive)
            view.expiryEntry.text = "12/2039"
            XCTAssertEqual(view.expiryEntry.text, "12/2039", "a four-digit year is not cut")
            XCTAssertTrue(view.continueButton.isSensitive, "and is read: the same month as 12/39")
            view.continueButton.click()
            XCTAssertEqual(continued, [Checkout.payment])
            XCTAssertNil(view.noticeLabel, "a checkout begun now has nothing to explain")
        }
    }

    /// Beside its label, the card number's entry was 16 characters wide at least: a number of
    /// 19 with its spaces showed as "111 1111 1111" at 1.5 and twice the text size.
    func testAWholeCardNumberShowsAtEveryWindowWidthAndTextSize() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            defer { resetTextScale() }
            for scale in [1.0, 1.5, 2.0] {
                setTextScale(scale)
                let view = PaymentView(viewModel: PaymentViewModel())
                let window = TestWindow(view, title: "Payment", width: 360, height: 600)
                defer { window.close() }
                view.cardNumberEntry.text = "4111 1111 1111 1111"
                // At twice the text size, the narrowest window's whole width is 2 px short of it.
                for width in stride(from: Int32(scale == 2 ? 400 : 360), through: 760, by: 40) {
                    gtk_window_resize(window.window.window, width, 600)
                    waitFor("\(width) px wide at \(scale)x") { window.window.size.width == width }
                    drainEvents()
                    gtk_editable_set_position(OpaquePointer(view.cardNumberEntry.widget), -1)
                    drainEvents()
                    XCTAssertEqual(cgtk_object_get_enum(view.cardNumberEntry.widget, "scroll-offset"), 0,
                                   "the whole number in view, \(width) px wide at \(scale)x")
                }
            }
        }
    }

    func testANumberPastedTooLongIsKeptWholeAndItsLengthExplained() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = PaymentView(viewModel: PaymentViewModel())
            let window = TestWindow(view, title: "Payment")
            defer { window.close() }
            let pasted = "4242 4242 4242 4242 4242 4242"  // pasted twice
            view.cardNumberEntry.grabFocus()
            view.cardNumberEntry.text = pasted
            view.expiryEntry.grabFocus()
            XCTAssertEqual(view.cardNumberEntry.text, pasted, "nothing the user typed is cut off unseen")
            XCTAssertEqual(view.cardNumberEntry.errorMessage, "A card number has 12 to 19 digits; this one has more.")
            view.cardNumberEntry.text = "4242 4242 4242 4242"
            let expiry = "12 / 2039 and more"
            view.expiryEntry.text = expiry
            view.cardHolderEntry.grabFocus()
            XCTAssertEqual(view.expiryEntry.text, expiry)
            XCTAssertEqual(view.expiryEntry.errorMessage, PaymentError.invalidExpiry.description)
        }
    }

    func testARestoredCheckoutSaysWhyTheCardIsNotThereOnThePageAndWithTheFocusedField() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = PaymentView(viewModel: PaymentViewModel(notice: PaymentViewModel.restoredCheckoutNotice))
            let window = TestWindow(view, title: "Payment")
            defer { window.close() }
            let notice = try XCTUnwrap(view.noticeLabel)
            XCTAssertTrue(notice.isVisible && visibleLabelTexts(in: view.root).contains(PaymentViewModel.restoredCheckoutNotice))
            XCTAssertTrue(view.initialFocus === view.cardHolderEntry)
            XCTAssertTrue([view.cardHolderEntry, view.cardNumberEntry, view.expiryEntry].allSatisfy(\.isRequired))
            XCTAssertEqual(view.cardHolderEntry.accessibleDescription, PaymentViewModel.restoredCheckoutNotice,
                           "a screen reader hears it with the field the page opens on")
        }
    }
}

final class CheckoutPagesAtLargeTextTests: XCTestCase {
    func testAtTwiceTheTextSizeTheCheckoutPagesAndAnOrdersPageFitTheNarrowestWindowWithRoomToType() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            setTextScale(2)
            defer { resetTextScale() }
            let (cart, _) = Checkout.filledCart()
            let order = Checkout.order("SF-7K3Q9X2A")
            let confirmation = ConfirmOrderViewModel(items: cart.items, address: Checkout.address,
                                                     payment: Checkout.payment, total: cart.total)
            let address = AddressView(viewModel: AddressViewModel(address: Checkout.address))
            let payment = PaymentView(viewModel: PaymentViewModel())
            // (page, what held it wider, its fields)
            let views: [(String, any ScreenView, String, [Entry])] = [
                ("Shipping Address", address, "its labels beside the fields", AddressField.allCases.compactMap { address.entries[$0] }),
                ("Payment", payment, "its labels beside the fields", [payment.cardHolderEntry, payment.cardNumberEntry]),
                ("Confirm Order", ConfirmOrderView(viewModel: confirmation), "the total and the two buttons (493 px)", []),
                ("Order", OrderView(viewModel: OrderViewModel(order: order)), "its total", []),
            ]
            for (title, view, cause, fields) in views {
                let window = TestWindow(view, title: title)
                defer { window.close() }
                var minimum: gint = 0
                gtk_widget_get_preferred_width(view.root.widget, &minimum, nil)
                XCTAssertLessThanOrEqual(minimum, 360, "\(title): \(cause) held it wider")
                gtk_window_resize(window.window.window, 360, 600)
                // Beside their labels, the fields were about 150 px: "Name o…" of a placeholder.
                waitFor("\(title): each field two thirds of the window wide, its label above it") {
                    window.window.size.width == 360 && fields.allSatisfy { gtk_widget_get_allocated_width($0.widget) >= 240 }
                }
            }
        }
    }
}

final class ConfirmOrderViewTests: XCTestCase {
    /// A confirmation of `cart`'s order to Checkout's address and card.
    @MainActor
    private static func confirmation(of cart: CartStore) -> ConfirmOrderViewModel {
        ConfirmOrderViewModel(items: cart.items, address: Checkout.address, payment: Checkout.payment, total: cart.total)
    }

    func testInAPhonesWidthAtTwiceTheTextSizeAnItemsPriceGoesUnderItsNameRatherThanBreakIt() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, _) = Checkout.filledCart()
            checkWordsWholeInAPhonesWidthAtTwiceTheTextSize(title: "Confirm Order") {
                ConfirmOrderView(viewModel: Self.confirmation(of: cart))
            }
        }
    }

    func testTheTotalAndTheButtonsEndAtTheColumnsEndSideBySideOrOneUnderTheOther() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, _) = Checkout.filledCart()
            for (scale, width) in [(1.0, Int32(900)), (2, 360)] {
                setTextScale(scale)
                defer { resetTextScale() }
                let view = ConfirmOrderView(viewModel: Self.confirmation(of: cart))
                let window = TestWindow(view, title: "Confirm Order", width: width, height: 640)
                defer { window.close() }
                waitForPaint(of: window.window)
                let back = horizontalSpan(of: view.backToAddressButton, in: view.root)
                let place = horizontalSpan(of: view.placeOrderButton, in: view.root)
                let total = horizontalSpan(of: view.totalLabel, in: view.root)
                let besideEachOther = verticalSpan(of: view.backToAddressButton, in: view.root).top
                    == verticalSpan(of: view.placeOrderButton, in: view.root).top
                XCTAssertEqual(besideEachOther, scale == 1, "at \(scale)x")
                if besideEachOther {
                    XCTAssertLessThan(back.end, place.start, "Place Order last")
                } else {
                    XCTAssertTrue(back == place, "one as wide as the other, \(back) and \(place), at \(scale)x")
                }
                XCTAssertEqual(total.end, place.end, "the total ends where the buttons end, at \(scale)x")
                let lines = lineEnds(of: view.totalLabel)
                XCTAssertEqual(lines.count, scale == 1 ? 1 : 2, "“Total:” over the sum at \(scale)x")
                XCTAssertTrue(lines.allSatisfy { abs($0 - (total.end - total.start)) <= 1 },
                              "each of the total's lines at its end, \(lines), at \(scale)x")
            }
        }
    }

    func testTheSummaryAndTheButtons() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, _) = Checkout.filledCart()
            let viewModel = Self.confirmation(of: cart)
            var events: [ConfirmOrderViewModel.Event] = []
            viewModel.onEvent = { events.append($0) }
            let view = ConfirmOrderView(viewModel: viewModel)
            let window = TestWindow(view, title: "Confirm Order")
            defer { window.close() }
            XCTAssertEqual(view.itemsList.rows.count, cart.items.count)
            XCTAssertEqual(view.addressLabel.text, Checkout.address.formatted)
            XCTAssertEqual(view.paymentLabel.text, Checkout.payment.summary)
            XCTAssertEqual(view.totalLabel.text, viewModel.totalText)
            XCTAssertFalse(view.errorLabel.isVisible)
            XCTAssertEqual(view.placeOrderButton.style, .suggested)
            let announcements = AnnouncementRecorder()
            XCTAssertTrue(view.totalFocusStop.hasFocus, "the page opens on the total")
            sendKey(GDK_KEY_Return, to: window.window)
            drainEvents()
            XCTAssertEqual(events, [], "a Return typed as the page opens does not place the order")
            XCTAssertEqual(focusNames(in: window, pressing: GDK_KEY_Tab, times: 2), ["Back to Address", "Place Order"])
            viewModel.show(error: "The order could not be saved.")
            XCTAssertTrue(view.errorLabel.isMapped)
            XCTAssertEqual(view.errorLabel.text, "The order could not be saved.")
            XCTAssertEqual(view.placeOrderButton.accessibleDescription, "The order could not be saved.",
                           "a screen reader hears it with the focused button…")
            XCTAssertEqual(announcements.messages, [], "…once")
            view.backToAddressButton.grabFocus()
            viewModel.show(error: "The catalog is unavailable.")
            XCTAssertEqual(announcements.messages, ["The catalog is unavailable."], "the focus elsewhere: announced")
            view.backToAddressButton.click()
            view.placeOrderButton.click()
            XCTAssertEqual(events, [.backToAddress, .placeOrder])
        }
    }

    func testACartThatChangedIsShownAsTheOrderNow() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, _) = Checkout.filledCart()
            let viewModel = Self.confirmation(of: cart)
            let view = ConfirmOrderView(viewModel: viewModel)
            let window = TestWindow(view, title: "Confirm Order")
            defer { window.close() }
            let kept = try XCTUnwrap(cart.items.last)
            let total = kept.unitPrice.times(kept.quantity)
            viewModel.show(items: [kept], total: total, because: "Your cart changed.")
            XCTAssertEqual(view.itemsList.rows.map(\.accessibleName),
                           ["\(kept.quantity) × \(kept.name), \(total.formatted)"])
            XCTAssertTrue(view.itemsList.rows[0].isMapped, "the new row is shown")
            XCTAssertEqual(view.totalLabel.text, "Total: \(total.formatted)")
            view.placeOrderButton.grabFocus()
            XCTAssertEqual(focusNames(in: window, pressing: GDK_KEY_ISO_Left_Tab, modifiers: GDK_SHIFT_MASK, times: 4), [
                "Back to Address", "Total: \(total.formatted)", "Payment: \(Checkout.payment.summary)",
                "Shipping to \(Checkout.address.singleLine)",
            ], "before placing the order, Shift+Tab goes back over each part of it, the new total included")
            XCTAssertEqual(view.errorLabel.text, "Your cart changed.")
            XCTAssertEqual(view.placeOrderButton.accessibleDescription, "Your cart changed.",
                           "said with Place Order, where the focus comes back")
            XCTAssertFalse(visibleLabelTexts(in: view.root).contains("No items"))
            viewModel.show(items: [], total: Money(cents: 0), because: "Your cart is empty.")
            XCTAssertTrue(view.itemsList.rows.isEmpty)
            XCTAssertTrue(visibleLabelTexts(in: view.root).contains("No items"), "not a bare line")
        }
    }

    func testACartChangedWhileThePageIsInAnotherTabIsSaidWithPlaceOrderNotAtOnce() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, _) = Checkout.filledCart()
            let viewModel = Self.confirmation(of: cart)
            let view = ConfirmOrderView(viewModel: viewModel)  // in no window: like a tab not on show
            let announcements = AnnouncementRecorder()
            viewModel.cartDidChange(to: [], total: Money(cents: 0))
            XCTAssertEqual(announcements.messages, [], "nothing said about a page out of sight")
            XCTAssertEqual(view.errorLabel.text, OrderError.emptyCart.description)
            XCTAssertEqual(view.placeOrderButton.accessibleDescription, OrderError.emptyCart.description)
            XCTAssertFalse(view.placeOrderButton.isSensitive, "nothing to order")
            XCTAssertEqual(view.itemsList.rows.count, 0)
        }
    }
}

final class OrderViewTests: XCTestCase {
    func testTheOrderNumberCanBeSelectedAndCopiedWhileTheFocusStaysOnTheOrder() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = OrderView(viewModel: OrderViewModel(order: Checkout.order("SF-MK3Q9X2A")))
            let window = TestWindow(view, title: "Order")
            defer { window.close() }
            XCTAssertTrue(view.placedLine.isFocus, "the order, said whole, has the focus")
            gtk_label_select_region(view.numberLabel.label, 6, -1)  // as a drag over the number does
            var start: gint = 0, end: gint = 0
            XCTAssertEqual(gtk_label_get_selection_bounds(view.numberLabel.label, &start, &end), 1, "the number selected")
            XCTAssertEqual(Array(view.numberLabel.text)[Int(start)..<Int(end)].map(String.init).joined(), "SF-MK3Q9X2A")
            XCTAssertNotEqual(focusNames(in: window, pressing: GDK_KEY_Tab, times: 1), [view.numberLabel.text],
                              "the number is no focus stop of its own")
        }
    }
}

final class AccountViewTests: XCTestCase {
    func testInAPhonesWidthAtTwiceTheTextSizeSignOutAndTotalsGoUnderTheWordsRatherThanBreakThem() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let order = Checkout.order("SF-C8XM9LYN", placedOn: CalendarDate(year: 2026, month: 11, day: 29))
            checkWordsWholeInAPhonesWidthAtTwiceTheTextSize(title: "Account") {
                AccountView(viewModel: AccountViewModel(username: "ada", orders: [order]))
            }
        }
    }

    func testTheUserTheirOrdersAndSignOut() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, _) = Checkout.filledCart()
            let orders = (1...2).map(Self.order)
            let viewModel = AccountViewModel(username: "ann", orders: orders)
            var signOuts = 0
            viewModel.onSignOut = { signOuts += 1 }
            let view = AccountView(viewModel: viewModel)
            let window = TestWindow(view, title: "Account")
            defer { window.close() }
            XCTAssertEqual(view.usernameLabel.text, "ann")
            XCTAssertEqual(view.ordersSummaryLabel.text, "2 orders")
            XCTAssertFalse(view.signOutButton.isFocus, "Return on the page does not sign out")
            XCTAssertEqual(window.window.focusWidget?.accessibleName, "Signed in as ann, 2 orders",
                           "the focus is on who is signed in, which a screen reader reads")
            XCTAssertEqual(view.ordersList.rows.count, 2)
            let newest = visibleLabelTexts(in: try XCTUnwrap(view.ordersList.row(at: 0)))
            XCTAssertTrue(newest.contains("Order SF-1002"), "newest first")
            XCTAssertTrue(newest.contains(cart.total.formatted))
            XCTAssertTrue(newest.contains { $0.contains("2 March 2025") }, "the date in words")
            let newestRow = try XCTUnwrap(view.ordersList.row(at: 0))
            XCTAssertEqual(newestRow.accessibleName, "Order SF-1002, 2 March 2025, "
                           + "\(String.counted(cart.items.reduce(0) { $0 + $1.quantity }, "item")), \(cart.total.formatted)",
                           "a screen reader hears what the row shows")
            XCTAssertEqual(view.signOutButton.style, .normal, "signing out loses nothing")
            view.signOutButton.click()
            XCTAssertEqual(signOuts, 1)
        }
    }

    func testManyOrdersShowAPageAtATimeAndARowShownLaterOpensItsOrder() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let pageSize = ListPaging.pageSize
            let viewModel = AccountViewModel(username: "ann", orders: (1...(pageSize + 3)).map(Self.order))
            var opened: [String] = []
            viewModel.onOpenOrder = { opened.append($0.id) }
            let view = AccountView(viewModel: viewModel)
            let window = TestWindow(view, title: "Account")
            defer { window.close() }
            XCTAssertEqual(view.ordersSummaryLabel.text, "\(pageSize + 3) orders", "all of them counted")
            XCTAssertEqual(view.ordersList.rows.count, pageSize)
            XCTAssertTrue(view.moreOrdersButton.isMapped)
            XCTAssertEqual(view.moreOrdersButton.accessibleDescription, "\(pageSize) of \(pageSize + 3) orders shown")
            view.moreOrdersButton.click()
            XCTAssertEqual(view.ordersList.rows.count, pageSize + 3)
            XCTAssertFalse(view.moreOrdersButton.isVisible, "all shown")
            let firstAdded = try XCTUnwrap(view.ordersList.row(at: Int32(pageSize)))
            XCTAssertTrue(firstAdded.isFocus, "the first order added has the focus")
            firstAdded.activate()
            XCTAssertEqual(opened, [viewModel.orders[pageSize].id], "and opens its own order")
        }
    }

    func testBackFromAnOrderBeyondThePageShownItsRowIsShownToTakeTheFocus() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let pageSize = ListPaging.pageSize
            let viewModel = AccountViewModel(username: "ann", orders: (1...(pageSize + 3)).map(Self.order))
            let view = AccountView(viewModel: viewModel)
            let window = TestWindow(view, title: "Account")
            defer { window.close() }
            let oldest = try XCTUnwrap(viewModel.orders.last)  // as a link opens it, the list a page long
            let row = try XCTUnwrap(view.focus(afterLeaving: [OrderScreen(viewModel: OrderViewModel(order: oldest))]),
                                    "back from the oldest order, its row")
            XCTAssertEqual(view.ordersList.rows.count, pageSize + 3, "the orders down to it shown")
            XCTAssertEqual((row as? ListBoxRow)?.index, Int32(pageSize + 2), "the oldest order's row")
            XCTAssertFalse(view.moreOrdersButton.isVisible, "none left to show")
        }
    }

    func testReturnOnAnOrderOrActivatingItsRowOpensIt() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let orders = (1...2).map(Self.order)
            let viewModel = AccountViewModel(username: "ann", orders: orders)
            var opened: [String] = []
            viewModel.onOpenOrder = { opened.append($0.id) }
            let view = AccountView(viewModel: viewModel)
            let window = TestWindow(view, title: "Account")
            defer { window.close() }
            let oldest = try XCTUnwrap(view.ordersList.row(at: 1))
            oldest.grabFocus()
            sendKey(GDK_KEY_Return, to: window.window)
            waitFor("the order opened") { opened == ["SF-1001"] }
            try XCTUnwrap(view.ordersList.row(at: 0)).activate()  // as a click does (the mouse: in the end-to-end test)
            XCTAssertEqual(opened, ["SF-1001", "SF-1002"])
        }
    }

    func testAnOrdersPageSaysTheWholeOrderWhereTheFocusLands() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let order = Self.order(1)
            let viewModel = OrderViewModel(order: order)
            let view = OrderView(viewModel: viewModel)
            let window = TestWindow(view, title: "Order SF-1001")
            defer { window.close() }
            let items = String.counted(order.itemCount, "item")
            XCTAssertEqual(window.window.focusWidget?.accessibleName,
                           "Order SF-1001, placed on 1 March 2025, \(items), total \(order.total.formatted)",
                           "a screen reader hears the order as the page opens")
            let shown = visibleLabelTexts(in: view.root)
            XCTAssertTrue(shown.contains("Placed on 1 March 2025 · \(items)"))
            XCTAssertTrue(shown.contains("Order SF-1001"), "its number on the page, not only in the header bar")
            XCTAssertEqual(view.itemsList.rows.map(\.accessibleName),
                           order.items.map { "\($0.quantity) × \($0.name), \($0.total.formatted)" })
            XCTAssertEqual(view.addressLabel.text, Checkout.address.formatted)
            XCTAssertEqual(view.paymentLabel.text, Checkout.payment.summary)
            XCTAssertEqual(view.totalLabel.text, "Total: \(order.total.formatted)")
            XCTAssertEqual(ellipsizedLabels(in: view.root), [])
        }
    }

    func testTabReachesAnOrdersAddressPaymentAndTotalEachNamedWithItsHeading() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let order = Self.order(1)
            let view = OrderView(viewModel: OrderViewModel(order: order))
            let window = TestWindow(view, title: "Order SF-1001")
            defer { window.close() }
            XCTAssertEqual(focusNames(in: window, pressing: GDK_KEY_Tab, times: order.items.count + 3),
                           view.itemsList.rows.compactMap(\.accessibleName) + [
                               "Shipping to \(Checkout.address.singleLine)", "Payment: \(Checkout.payment.summary)",
                               "Total: \(order.total.formatted)",
                           ], "each item, then each part of the order")
        }
    }

    /// An order numbered `number`, placed on the `number`th of March 2025, of a filled cart.
    @MainActor private static func order(_ number: Int) -> Order {
        Checkout.order("SF-100\(number)", placedOn: CalendarDate(year: 2025, month: 3, day: number))
    }

    func testTheLongestUsernameIsShownWholeAndTheColumnKeepsItsWidth() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            @MainActor func laidOut(_ username: String) -> (view: AccountView, window: TestWindow) {
                let view = AccountView(viewModel: AccountViewModel(username: username, orders: []))
                let window = TestWindow(view, title: "Account")
                waitForPaint(of: window.window)
                return (view, window)
            }
            let longest = String(repeating: "w", count: Account.usernameLengths.upperBound)
            let short = laidOut("ann"), long = laidOut(longest)
            defer { [short, long].forEach { $0.window.close() } }
            XCTAssertEqual(ellipsizedLabels(in: long.view.root), [], "the name is not cut short")
            let lines = pango_layout_get_line_count(gtk_label_get_layout(long.view.usernameLabel.label))
            XCTAssertGreaterThan(lines, 1, "it wraps, inside the name if it must")
            let x = { @MainActor (view: AccountView) in
                var x: Int32 = 0, y: Int32 = 0
                gtk_widget_translate_coordinates(view.signOutButton.widget, view.root.widget, 0, 0, &x, &y)
                return x
            }
            XCTAssertEqual(x(long.view), x(short.view), "Sign Out stays where it is: the column does not widen")
        }
    }

    func testOrdersAppearWhenTheFirstIsPlaced() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, _) = Checkout.filledCart()
            let viewModel = AccountViewModel(username: "ann", orders: [])
            let view = AccountView(viewModel: viewModel)
            let window = TestWindow(view, title: "Account")
            defer { window.close() }
            XCTAssertEqual(view.ordersSummaryLabel.text, "No orders yet")
            XCTAssertEqual(view.summary.accessibleName, "Signed in as ann, no orders yet", "no capital mid-sentence")
            XCTAssertFalse(view.ordersList.isMapped, "no empty list and heading")
            viewModel.show(orders: [Order(id: "SF-2001", date: CalendarDate(year: 2025, month: 4, day: 1), placedBy: nil,
                                          items: cart.items, address: Checkout.address, payment: Checkout.payment,
                                          total: cart.total)])
            waitFor("the list on screen") { view.ordersList.isMapped }
            XCTAssertEqual(view.ordersSummaryLabel.text, "1 order")
            XCTAssertEqual(view.ordersList.rows.count, 1)
        }
    }
}
