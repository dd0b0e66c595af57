import CoordinatorKit
import CoordinatorKitTesting
import FoundationEssentials
import StorefrontCore
import Testing

@MainActor
@Suite("Storefront: checkout")
struct CheckoutFlowTests {
    private func withCart() async -> AppHarness {
        let harness = AppHarness()
        await harness.launch()
        await harness.walkThroughAndSignUp()
        await harness.loadCatalog()
        let product = harness.services.products.products.first { $0.isInStock }!
        try? harness.services.cart.add(product)
        await harness.app.select(.cart)
        return harness
    }

    /// Fills in both steps; `clicks` on the payment step's Continue (2: a double click).
    private func fillAddressAndPayment(_ harness: AppHarness, clicks: Int = 1) async {
        let address = harness.top(AddressScreen.self)!.viewModel
        for (field, value) in [(AddressField.fullName, "Ada Lovelace"), (.street, "12 Analytical Row"),
                               (.postalCode, "12345"), (.city, "London"), (.country, "United Kingdom")] {
            address.set(value, for: field)
        }
        #expect(address.canContinue, "\(address.hint ?? "")")
        address.continueToPayment()
        await harness.waitUntil("payment") { harness.top(PaymentScreen.self) != nil }
        let payment = harness.top(PaymentScreen.self)!.viewModel
        payment.cardHolder = "Ada Lovelace"
        payment.cardNumber = "4111 1111 1111 1111"
        payment.expiry = "12/39"
        #expect(payment.canContinue, "\(payment.hint ?? "")")
        for _ in 0..<clicks { payment.continueToConfirmation() }
        await harness.waitUntil("confirmation") { harness.top(ConfirmOrderScreen.self) != nil }
    }

    /// Checkout's confirmation page, the address and the card filled in.
    private func atConfirmation() async -> AppHarness {
        let harness = await withCart()
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        await fillAddressAndPayment(harness)
        return harness
    }

    @Test func addressPaymentConfirmBackToAddressThenPlace() async {
        let harness = await withCart()
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        #expect(harness.navigator.animations.last == .cover, "checkout slides over the cart")
        await fillAddressAndPayment(harness)
        harness.top(ConfirmOrderScreen.self)!.viewModel.backToAddress()
        await harness.waitUntil("back at the address") { harness.ids(.cart) == ["cart", "checkout/address"] }
        await fillAddressAndPayment(harness)
        harness.navigator.alertAnswers = ["OK"]
        harness.top(ConfirmOrderScreen.self)!.viewModel.placeOrder()
        await harness.waitUntil("back on the cart") { harness.ids(.cart) == ["cart"] }
        #expect(harness.navigator.alerts.last?.title == "Order Placed")
        #expect(harness.navigator.alerts.last?.message?.hasSuffix("has been placed. It is listed on the Account tab.") == true,
                "what happened, and where to find it: not a promise that it has shipped")
        #expect(harness.services.cart.isEmpty)
        #expect(harness.services.orders.orders.count == 1)
        await harness.waitUntil("the checkout result") { harness.app.cart?.lastCheckout != nil }
        guard case .placed? = harness.app.cart?.lastCheckout else {
            Issue.record("expected a placed order")
            return
        }
        let last = harness.navigator.transcript.suffix(2)
        #expect(last.first?.hasPrefix("alert “Order Placed”") == true, "alert, then back: one multiple transition")
        #expect(harness.host.state.topStack == AppTab.cart.stack && harness.ids(.account) == ["account"],
                "OK stays on the cart")
    }

    @Test func viewOrderOnceItIsPlacedOpensItsPageInTheAccountTab() async throws {
        let harness = await atConfirmation()
        harness.navigator.alertAnswers = ["View Order"]
        harness.top(ConfirmOrderScreen.self)!.viewModel.placeOrder()
        await harness.waitUntil("the order's page") { harness.top(OrderScreen.self) != nil }
        #expect(harness.navigator.alerts.last?.actions.map(\.title) == ["OK", "View Order"])
        let order = try #require(harness.services.orders.orders.first)
        #expect(harness.host.state.topStack == AppTab.account.stack, "the Account tab on show")
        #expect(harness.ids(.account) == ["account", "order/\(order.id)"])
        #expect(harness.ids(.cart) == ["cart"], "the checkout gone from the Cart tab")
        guard case .placed(order, viewOrder: true)? = harness.app.cart?.lastCheckout else {
            Issue.record("expected the order placed, then viewed")
            return
        }
    }

    @Test func checkingOutACartTheStockNoLongerCoversSaysSoBeforeTheAddress() async throws {
        let harness = await withCart()
        let item = try #require(harness.services.cart.items.first)
        let product = try #require(harness.services.products.loadedProduct(id: item.productID))
        _ = harness.services.products.recordSale(of: [CartItem(product: product, quantity: product.stock)])
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the alert") { !harness.navigator.alerts.isEmpty }
        #expect(harness.navigator.alerts.last?.title == "Not Enough in Stock")
        #expect(harness.navigator.alerts.last?.message
            == "\(item.name) is out of stock. Update the cart to what is left, then check out again.")
        #expect(harness.ids(.cart) == ["cart"], "no address to type for an order that cannot be placed")
        #expect(harness.services.cart.count == 1, "Keep Cart (as Escape) keeps the cart")

        harness.navigator.alertAnswers = ["Update Cart"]
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the cart updated") { harness.services.cart.isEmpty }
        #expect(harness.ids(.cart) == ["cart"], "the user sees the updated cart before checking out again")
    }

    @Test func aProductTheCatalogNoLongerHasIsSaidToBeNoLongerSoldNotOutOfStock() async throws {
        let harness = await withCart()
        let kept = try #require(harness.services.cart.items.first)
        // In a cart saved before an update whose catalog dropped the product.
        try harness.services.cart.add(Product(id: 9_999, name: "Old Teapot", category: "Kitchen", price: Money(cents: 1500),
                                              description: "A teapot.", rating: 4, ratingCount: 2, stock: 3))
        harness.navigator.alertAnswers = ["Update Cart"]
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the cart updated") { harness.services.cart.quantity(of: 9_999) == 0 }
        #expect(harness.navigator.alerts.last?.title == "No Longer Sold")
        #expect(harness.navigator.alerts.last?.message
            == "Old Teapot is no longer sold. Update the cart to what is left, then check out again.")
        #expect(harness.services.cart.quantity(of: kept.productID) == kept.quantity, "the rest of the cart is kept")
    }

    @Test func theStockQuestionNamesEveryLineThatUpdateCartWouldChange() async throws {
        let harness = await withCart()
        let products = harness.services.products
        let first = try #require(harness.services.cart.items.first)
        let other = try #require(products.products.first { $0.stock >= 3 && $0.id != first.productID })
        try harness.services.cart.add(other, quantity: 3)
        let firstProduct = try #require(products.loadedProduct(id: first.productID))
        _ = products.recordSale(of: [CartItem(product: firstProduct, quantity: firstProduct.stock),
                                     CartItem(product: other, quantity: other.stock - 2)])
        harness.navigator.alertAnswers = ["Update Cart"]
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the cart updated") { harness.services.cart.quantity(of: other.id) == 2 }
        #expect(harness.navigator.alerts.last?.title == "Not Enough in Stock")
        #expect(harness.navigator.alerts.last?.message == "\(first.name) is out of stock. Only 2 items of \(other.name) "
                + "are in stock. Update the cart to what is left, then check out again.")
        #expect(harness.services.cart.items.map(\.productID) == [other.id], "the line said to be out of stock went")
    }

    @Test func updateCartLowersAQuantityToWhatIsLeftAndKeepsTheOtherLines() async throws {
        let harness = await withCart()
        let kept = try #require(harness.services.cart.items.first)
        let products = harness.services.products
        let product = try #require(products.products.first { $0.stock >= 3 && $0.id != kept.productID })
        try harness.services.cart.add(product, quantity: 3)
        _ = products.recordSale(of: [CartItem(product: product, quantity: product.stock - 2)])
        harness.navigator.alertAnswers = ["Update Cart"]
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the cart updated") { harness.services.cart.quantity(of: product.id) == 2 }
        #expect(harness.navigator.alerts.last?.message?.hasPrefix("Only 2 items of \(product.name) are in stock.")
                == true)
        #expect(harness.services.cart.quantity(of: kept.productID) == kept.quantity, "a line in stock is untouched")
        #expect(harness.services.products.shortages(in: harness.services.cart.items).isEmpty, "Check Out goes on now")
    }

    @Test func signingOutMidCheckoutAndChoosingToStayKeepsTheUserSignedInWithTheirCart() async {
        let harness = await atConfirmation()
        await harness.app.select(.account)  // Sign Out is there
        harness.navigator.alertAnswers = ["Continue Checkout"]
        await harness.app.signOut()
        #expect(harness.navigator.alerts.last?.title == "Discard Checkout and Sign Out?", "it says what follows")
        #expect(harness.navigator.alerts.last?.actions.map(\.title) == ["Continue Checkout", "Discard and Sign Out"])
        #expect(harness.navigator.alerts.last?.message == "The address and payment details you entered will be lost.")
        #expect(harness.services.accounts.isSignedIn, "staying in checkout is staying signed in")
        #expect(harness.services.cart.count == 1 && harness.services.cart.owner?.username == "ada", "with their own cart")
        #expect(harness.top(ConfirmOrderScreen.self) != nil, "the checkout the question was about, in front")
        harness.navigator.alertAnswers = ["Discard and Sign Out"]
        await harness.app.signOut()
        #expect(!harness.services.accounts.isSignedIn && harness.navigator.screenIDs() == ["login"])
    }

    @Test func theAddressFormFillsInTheAddressOfTheSignedInAccountsLastOrderNeverAnothers() async throws {
        let harness = await atConfirmation()  // ada, shipping to "Ada Lovelace"
        harness.navigator.alertAnswers = ["OK"]
        harness.top(ConfirmOrderScreen.self)!.viewModel.placeOrder()
        await harness.waitUntil("the order placed") { harness.services.orders.orders.count == 1 }
        let placedTo = try #require(harness.services.orders.orders.last?.address)

        func addressOfNextCheckout() async throws -> Address {
            let product = try #require(harness.services.products.products.first { $0.isInStock })
            try harness.services.cart.add(product)
            await harness.app.select(.cart)
            harness.top(CartScreen.self)!.viewModel.checkout()
            await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
            let address = harness.top(AddressScreen.self)!.viewModel.address
            harness.navigator.alertAnswers = ["Discard and Sign Out"]
            await harness.app.signOut()
            return address
        }
        await harness.waitUntil("back on the cart") { harness.ids(.cart) == ["cart"] }
        await harness.app.signOut()
        await harness.signUp("bob")
        #expect(try await addressOfNextCheckout().fullName.isEmpty, "ada's address is hers alone")
        await harness.logIn("ada")
        #expect(try await addressOfNextCheckout() == placedTo, "her own, filled in for her")
    }

    @Test func theConfirmationFollowsTheCartChangedInAnotherTabAndPlacesTheOrderItShows() async throws {
        let harness = await atConfirmation()
        let confirmation = harness.top(ConfirmOrderScreen.self)!.viewModel
        let shown = confirmation.items.map(\.productID)
        let other = try #require(harness.services.products.products.first { $0.isInStock && !shown.contains($0.id) })
        try harness.services.cart.add(other)  // from the Browse tab, the confirmation left open in the Cart tab
        #expect(confirmation.items.map(\.productID) == shown + [other.id], "the page shows the order as it is now")
        #expect(confirmation.total == harness.services.cart.total)
        #expect(confirmation.errorMessage == OrderError.cartChanged.description, "and says why it changed")
        harness.navigator.alertAnswers = ["OK"]
        confirmation.placeOrder()
        await harness.waitUntil("the order placed") { harness.services.orders.orders.count == 1 }
        #expect(harness.services.orders.orders.last?.items.map(\.productID) == shown + [other.id])
    }

    @Test func aConfirmationWhoseCartWasEmptiedElsewhereSaysSoAndCannotBePlaced() async throws {
        let harness = await atConfirmation()
        let confirmation = harness.top(ConfirmOrderScreen.self)!.viewModel
        let shown = confirmation.items
        let item = try #require(shown.first)
        let product = try #require(harness.services.products.loadedProduct(id: item.productID))
        _ = harness.services.products.recordSale(of: [CartItem(product: product, quantity: 1)])  // another account
        harness.services.cart.update(from: harness.services.products)
        #expect(harness.services.cart.items.first?.stock == item.stock - 1, "the cart changed")
        #expect(confirmation.items == shown && confirmation.errorMessage == nil, "but orders the same: nothing to say")
        for item in harness.services.cart.items { try harness.services.cart.setQuantity(0, of: item.productID) }
        #expect(confirmation.items.isEmpty)
        #expect(confirmation.errorMessage == OrderError.emptyCart.description)
        #expect(!confirmation.canPlaceOrder)
    }

    @Test func aDoubleClickOnPlaceOrderPlacesOneOrderAndReportsNoError() async {
        let harness = await atConfirmation()
        harness.navigator.alertAnswers = ["OK"]
        let confirmation = harness.top(ConfirmOrderScreen.self)!.viewModel
        confirmation.placeOrder()
        confirmation.placeOrder()
        await harness.waitUntil("back on the cart") { harness.ids(.cart) == ["cart"] }
        for _ in 0..<50 { await Task.yield() }  // the second click's task has run
        #expect(harness.services.orders.orders.count == 1)
        #expect(confirmation.errorMessage == nil, "the second click is ignored, not told the cart is empty")
    }

    @Test func afterADoubleClickOnContinueTheConfirmationShownSaysWhyTheOrderFailed() async throws {
        let harness = await withCart()
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        await fillAddressAndPayment(harness, clicks: 2)
        await harness.waitUntil("the second click handled") { harness.host.pendingCount == 0 }
        #expect(harness.ids(.cart).filter { $0 == "checkout/confirm" }.count == 1, "one confirmation page")
        let item = try #require(harness.services.cart.items.first)
        let product = try #require(harness.services.products.loadedProduct(id: item.productID))
        _ = harness.services.products.recordSale(of: [CartItem(product: product, quantity: product.stock)])  // sold out
        let confirmation = harness.top(ConfirmOrderScreen.self)!.viewModel
        confirmation.placeOrder()
        await harness.waitUntil("the reason on the page") { confirmation.errorMessage != nil }
        #expect(harness.services.orders.orders.isEmpty)
    }

    @Test func theAccountTabListsAnOrderPlacedWhileItWasOpen() async {
        let harness = await withCart()
        let account = harness.host.state.entries(in: AppTab.account.stack).first?.screen as? AccountScreen
        #expect(account?.viewModel.orders.isEmpty == true)
        var changes = 0
        account?.viewModel.onChange = { changes += 1 }
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        await fillAddressAndPayment(harness)
        harness.navigator.alertAnswers = ["OK"]
        harness.top(ConfirmOrderScreen.self)!.viewModel.placeOrder()
        await harness.waitUntil("the order on the account page") { account?.viewModel.orders.count == 1 }
        #expect(changes == 1)
        #expect(account?.viewModel.ordersSummary == "1 order")
    }

    @Test func anOrderOpensItsPageInTheAccountTabAndComesBackAfterARestart() async throws {
        let harness = await withCart()
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        await fillAddressAndPayment(harness)
        harness.navigator.alertAnswers = ["OK"]
        harness.top(ConfirmOrderScreen.self)!.viewModel.placeOrder()
        await harness.waitUntil("the order placed") { harness.services.orders.orders.count == 1 }
        let order = harness.services.orders.orders[0]
        await harness.app.select(.account)
        let account = try #require(harness.top(AccountScreen.self)).viewModel
        account.open(account.orders[0])
        await harness.waitUntil("the order's page") { harness.top(OrderScreen.self) != nil }
        #expect(await harness.app.account?.trigger(.order(order.id)) == .ignoredDuplicate, "a second click")
        #expect(harness.ids(.account) == ["account", "order/\(order.id)"], "one page, however many clicks")
        let page = try #require(harness.top(OrderScreen.self))
        #expect(page.title == "Order \(order.id)")
        #expect(page.viewModel.order == order)
        #expect(page.viewModel.placedText == "Placed on \(CalendarDate.today.longText) · 1 item")

        #expect(harness.app.saveSession(includingDrafts: true) == nil)
        let second = AppHarness(dataFolder: harness.dataFolder)
        await second.launch()
        await second.waitUntil("the order's page") { second.ids(.account) == ["account", "order/\(order.id)"] }
        #expect(await second.navigator.simulateBack(.backKey) == .completed)
        #expect(second.ids(.account) == ["account"])

        // The order is now another account's (as if the file came from someone else's session).
        let orders = "\(harness.dataFolder)/storefront/\(OrderService.fileName)"
        let stored = try String(contentsOfFile: orders, encoding: .utf8)
        let accountID = try #require(order.accountID)
        try Data(stored.replacing("\"\(accountID)\"", with: "\"someone-else\"").utf8).write(to: URL(filePath: orders))
        let third = AppHarness(dataFolder: harness.dataFolder)
        await third.launch()
        await third.waitUntil("the account page") { third.top(AccountScreen.self) != nil }
        #expect(third.ids(.account) == ["account"], "no page of an order the account does not have")
        #expect(third.top(AccountScreen.self)?.viewModel.orders.isEmpty == true)
    }

    @Test func theQuestionOnLeavingCheckoutNamesOnlyWhatWasTyped() async {
        let harness = await withCart()
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        harness.top(AddressScreen.self)!.viewModel.set("Ada Lovelace", for: .fullName)
        harness.navigator.alertAnswers = ["Continue Checkout"]
        #expect(await harness.host.mayCloseWindow() == false)
        #expect(harness.navigator.alerts.last?.message
                    == "Your checkout in the Cart tab is not finished. The address you entered will be lost.",
                "no payment details were typed: the question does not say there were")
    }

    @Test func leavingCheckoutWithSomethingTypedAsksFirstHoweverTheUserLeaves() async {
        let harness = await atConfirmation()
        let alertsBefore = harness.navigator.alerts.count
        harness.navigator.alertAnswers = ["Continue Checkout"]
        #expect(await harness.host.mayCloseWindow() == false, "closing the window asks, and the user stays")
        #expect(harness.navigator.alerts.dropFirst(alertsBefore).map(\.title) == ["Discard Checkout and Quit?"],
                "the question says that the app quits")
        #expect(harness.navigator.alerts.last?.actions.map(\.title) == ["Continue Checkout", "Discard and Quit"])
        #expect(await harness.navigator.simulateBack(.backKey) == .completed)  // to the payment
        #expect(await harness.navigator.simulateBack(.backKey) == .completed)  // to the address
        #expect(harness.navigator.alerts.count == alertsBefore + 1, "going back within checkout asks nothing")
        harness.navigator.alertAnswers = ["Continue Checkout"]
        #expect(await harness.navigator.simulateBack(.backKey) == .refused, "the address typed is kept")
        #expect(harness.navigator.alerts.last?.title == "Discard Checkout?", "going back out of checkout quits nothing")
        #expect(harness.top(AddressScreen.self)?.viewModel.address.street == "12 Analytical Row")
        harness.navigator.alertAnswers = ["Discard"]
        #expect(await harness.navigator.simulateBack(.backKey) == .completed)
        await harness.waitUntil("the result") { harness.app.cart?.lastCheckout != nil }
        #expect(harness.app.cart?.lastCheckout == .cancelled)
    }

    @Test func quittingWithAReviewAndACheckoutUnsavedAsksOnceForBoth() async throws {
        let harness = await atConfirmation()
        await harness.app.select(.browse)
        await harness.app.browse?.trigger(.product(2))
        await harness.app.browse?.trigger(.writeReview(2))
        harness.top(WriteReviewScreen.self)!.viewModel.text = "Half a thought"
        let alertsBefore = harness.navigator.alerts.count
        harness.navigator.alertAnswers = ["Cancel"]
        #expect(await harness.host.mayCloseWindow() == false)
        let question = try #require(harness.navigator.alerts.last)
        #expect(harness.navigator.alerts.count == alertsBefore + 1, "one question, not one for each")
        #expect(question.title == "Discard Changes and Quit?")
        #expect(question.message == "The review you wrote will be lost. Your checkout in the Cart tab is not finished. "
                    + "The address and payment details you entered will be lost.")
        #expect(question.actions.map(\.title) == ["Cancel", "Discard All and Quit"])
        #expect(harness.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought", "Cancel keeps both")
        #expect(harness.ids(.cart).last == "checkout/confirm")
        harness.navigator.alertAnswers = ["Discard All and Quit"]
        #expect(await harness.host.mayCloseWindow())
    }

    @Test func theCardTypedIsKeptWhenTheUserGoesBackToChangeTheAddress() async {
        let harness = await atConfirmation()
        await harness.navigator.simulateBack(.backKey)
        await harness.navigator.simulateBack(.backKey)
        let address = harness.top(AddressScreen.self)!.viewModel
        address.set("1 New Street", for: .street)
        address.continueToPayment()
        await harness.waitUntil("payment again") { harness.top(PaymentScreen.self) != nil }
        let payment = harness.top(PaymentScreen.self)!.viewModel
        #expect([payment.cardHolder, payment.cardNumber, payment.expiry] == ["Ada Lovelace", "4111 1111 1111 1111", "12/39"])
        payment.continueToConfirmation()
        await harness.waitUntil("the confirmation") { harness.top(ConfirmOrderScreen.self) != nil }
        #expect(harness.top(ConfirmOrderScreen.self)!.viewModel.address.street == "1 New Street",
                "the order goes to the address as changed")
    }

    @Test func aCheckoutUnderWayComesBackAfterARestartOnItsPaymentPageWithItsAddressButNeverTheCard() async throws {
        let first = await withCart()
        first.top(CartScreen.self)!.viewModel.checkout()
        await first.waitUntil("the address step") { first.top(AddressScreen.self) != nil }
        await fillAddressAndPayment(first)  // on to the confirmation, which needs the card
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        let saved = try String(contentsOfFile: "\(first.dataFolder)/storefront/session-state.json", encoding: .utf8)
        #expect(saved.contains("Analytical Row"))
        #expect(!saved.contains("4111"), "card numbers never go to disk")

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the payment step") { second.top(PaymentScreen.self) != nil }
        #expect(second.ids(.cart) == ["cart", "checkout/address", "checkout/payment"],
                "the checkout comes back where the user was, the confirmation as the payment it needs")
        #expect(second.host.state.topStack == AppTab.cart.stack, "checkout's tab is on show")
        let payment = second.top(PaymentScreen.self)!.viewModel
        #expect(payment.cardNumber.isEmpty)
        #expect(payment.notice == PaymentViewModel.restoredCheckoutNotice, "the page says why the card is not there")
        payment.cardHolder = "Ada Lovelace"
        payment.cardNumber = "4111 1111 1111 1111"
        payment.expiry = "12/39"
        payment.continueToConfirmation()
        await second.waitUntil("the confirmation") { second.top(ConfirmOrderScreen.self) != nil }
        #expect(second.top(ConfirmOrderScreen.self)!.viewModel.address.street == "12 Analytical Row",
                "the order goes to the address saved")
        #expect(await second.navigator.simulateBack(.backKey) == .completed)
        #expect(await second.navigator.simulateBack(.backKey) == .completed, "back to the address asks nothing")
        #expect(second.app.sessionState(includingDrafts: true).checkoutStep == .address, "where the user is now")
        let address = second.top(AddressScreen.self)!.viewModel
        #expect(address.address.street == "12 Analytical Row", "the address typed is back")
        #expect(second.top(AddressScreen.self)!.leaveDecision(for: .navigation) != .allow, "leaving the restored address asks first")

        #expect(first.app.saveSession(includingDrafts: false) == nil)  // the user chose Leave on the way out
        let third = AppHarness(dataFolder: first.dataFolder)
        await third.launch()
        await third.waitUntil("the cart") { third.ids(.cart) == ["cart"] }
        #expect(third.top(AddressScreen.self) == nil, "a checkout the user left does not come back")
    }

    @Test func aRestoredCheckoutComesBackAgainWhenNothingWasTypedSince() async throws {
        let first = await atConfirmation()
        first.navigator.alertAnswers = ["OK"]
        first.top(ConfirmOrderScreen.self)!.viewModel.placeOrder()
        await first.waitUntil("back on the cart") {
            first.services.orders.orders.count == 1 && first.ids(.cart) == ["cart"]
        }
        let product = try #require(first.services.products.products.first { $0.isInStock })
        try first.services.cart.add(product)
        first.top(CartScreen.self)!.viewModel.checkout()
        await first.waitUntil("the address step") { first.top(AddressScreen.self) != nil }
        first.top(AddressScreen.self)!.viewModel.continueToPayment()  // the last order's address, as filled in
        await first.waitUntil("payment") { first.top(PaymentScreen.self) != nil }
        first.top(PaymentScreen.self)!.viewModel.cardNumber = "4111"
        #expect(first.app.saveSession(includingDrafts: true) == nil)

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the payment step") { second.top(PaymentScreen.self) != nil }
        #expect(second.app.saveSession(includingDrafts: true) == nil)  // the session ends again, nothing typed
        let third = AppHarness(dataFolder: first.dataFolder)
        await third.launch()
        await third.waitUntil("the payment step") { third.top(PaymentScreen.self) != nil }
        #expect(third.ids(.cart) == ["cart", "checkout/address", "checkout/payment"], "the checkout the user began")
    }

    @Test func aCheckoutStepThisVersionDoesNotKnowIsTheAddressAndTheRestOfTheSessionStays() throws {
        let json = #"{"selectedTab": "cart", "tabs": [], "checkoutStep": "review-later"}"#
        let state = try JSONDecoder().decode(SessionState.self, from: Data(json.utf8))
        #expect(state.checkoutStep == .address)
        #expect(state.selectedTab == .cart)
    }

    @Test func aCheckoutLeftOnItsAddressPageComesBackThere() async throws {
        let first = await withCart()
        first.top(CartScreen.self)!.viewModel.checkout()
        await first.waitUntil("the address step") { first.top(AddressScreen.self) != nil }
        first.top(AddressScreen.self)!.viewModel.set("12 Analytical Row", for: .street)
        #expect(first.app.sessionState(includingDrafts: true).checkoutStep == .address)
        #expect(first.app.saveSession(includingDrafts: true) == nil)

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the address step") { second.top(AddressScreen.self) != nil }
        #expect(second.ids(.cart) == ["cart", "checkout/address"])
        #expect(second.top(AddressScreen.self)!.viewModel.address.street == "12 Analytical Row")
    }

    @Test(arguments: [(CheckoutStep?.some(.payment), ""), (nil, "12 Analytical Row")])
    func aRestoredCheckoutWhosePaymentPageCannotComeBackOpensOnItsAddress(step: CheckoutStep?, street: String)
        async throws {
        let first = await withCart()
        first.top(CartScreen.self)!.viewModel.checkout()
        await first.waitUntil("the address step") { first.top(AddressScreen.self) != nil }
        await fillAddressAndPayment(first)
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        // An address emptied by hand cannot go on to payment; an older file says no page.
        let file = "\(first.dataFolder)/storefront/session-state.json"
        var state = try JSONDecoder().decode(SessionState.self, from: Data(contentsOf: URL(filePath: file)))
        #expect(state.checkoutStep == .payment)
        state.checkoutStep = step
        state.checkoutAddress?.street = street
        try JSONEncoder().encode(state).write(to: URL(filePath: file))

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the address step") { second.top(AddressScreen.self) != nil }
        #expect(second.ids(.cart) == ["cart", "checkout/address"])
        #expect(second.top(AddressScreen.self)!.viewModel.address.street == street, "the address as saved, to mend")
    }

    @Test func aCheckoutThatCannotGoOnSinceItsCartWasEmptiedIsSaidWithTheAddressTyped() async throws {
        let first = await withCart()
        first.top(CartScreen.self)!.viewModel.checkout()
        await first.waitUntil("the address step") { first.top(AddressScreen.self) != nil }
        first.top(AddressScreen.self)!.viewModel.set("12 Analytical Row", for: .street)
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        try first.services.cart.empty()  // since: its file lost, or emptied by another login

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the alert") { second.navigator.alerts.contains { $0.title == "Checkout Not Resumed" } }
        let alert = try #require(second.navigator.alerts.first { $0.title == "Checkout Not Resumed" })
        #expect(alert.message?.hasPrefix("Your cart is empty now, so the checkout you left cannot go on.") == true)
        #expect(alert.message?.hasSuffix("The address you typed:\n\n12 Analytical Row") == true,
                "what was typed, not lost without a word: \(alert.message ?? "")")
        #expect(second.ids(.cart) == ["cart"])
    }

    @Test func aCheckoutTypedByOneAccountNeverComesBackToAnother() async throws {
        let bob = await withCart()  // signed up as ada, who signs out for bob
        await bob.app.signOut()
        await bob.signUp("bob")
        try? bob.services.cart.add(bob.services.products.products.first { $0.isInStock }!)
        await bob.app.select(.cart)
        bob.top(CartScreen.self)!.viewModel.checkout()
        await bob.waitUntil("the address step") { bob.top(AddressScreen.self) != nil }
        bob.top(AddressScreen.self)!.viewModel.set("99 Bob Private Rd", for: .street)
        #expect(bob.app.autosaveSession() == nil)
        // The sign-in is lost (a damaged file): the next launch is signed out, and ada signs in.
        try FileManager.default.removeItem(atPath: "\(bob.dataFolder)/storefront/\(AccountStore.sessionFileName)")

        let ada = AppHarness(dataFolder: bob.dataFolder)
        await ada.launch()
        await ada.logIn("ada")
        await ada.waitUntil("the cart") { ada.ids(.cart) == ["cart"] }
        #expect(ada.top(AddressScreen.self) == nil && !ada.navigator.transcript.contains { $0.contains("checkout/") },
                "bob's address is not ada's to see")
        #expect(ada.app.sessionState(includingDrafts: true).checkoutAddress == nil)
    }

    @Test func aCheckoutOnlyOpenedOrListedByAnOlderSessionFileDoesNotComeBack() async throws {
        let first = await withCart()
        first.top(CartScreen.self)!.viewModel.checkout()
        await first.waitUntil("the address step") { first.top(AddressScreen.self) != nil }
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the cart") { second.ids(.cart) == ["cart"] }
        #expect(second.navigator.transcript.allSatisfy { !$0.contains("checkout/") }, "nothing typed, nothing to restore")

        // An earlier version recorded `.checkout` as the cart's place, even after checkout ended.
        let file = "\(first.dataFolder)/storefront/session-state.json"
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        try Data(saved.replacing("\"cart\" : {", with: "\"checkout\" : {").utf8).write(to: URL(filePath: file))
        let third = AppHarness(dataFolder: first.dataFolder)
        await third.launch()
        await third.waitUntil("the cart") { third.ids(.cart) == ["cart"] }
        #expect(third.navigator.transcript.allSatisfy { !$0.contains("checkout/") })
    }

    @Test func leavingCheckoutCancelsIt() async {
        let harness = await withCart()
        let cart = harness.top(CartScreen.self)!.viewModel
        cart.setQuantity(9_999, of: cart.items[0].productID)
        #expect(cart.errorMessage != nil, "more than the stock")
        cart.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        await harness.navigator.simulateBack(.backKey)
        await harness.waitUntil("the result") { harness.app.cart?.lastCheckout != nil }
        #expect(harness.app.cart?.lastCheckout == .cancelled)
        #expect(!harness.services.cart.isEmpty)
        #expect(harness.top(CartScreen.self)?.viewModel.errorMessage == nil, "the old stock problem is not shown again")
    }

    @Test func aLinkToTheCartDuringACheckoutAsksAboutWhatWasTypedThenShowsTheCart() async {
        let harness = await withCart()
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        harness.top(AddressScreen.self)!.viewModel.set("Ada Lovelace", for: .fullName)

        harness.navigator.alertAnswers = ["Continue Checkout"]
        await harness.app.open(link: "storefront://cart")
        #expect(harness.navigator.alerts.last?.title == "Discard Checkout and Open Link?")
        #expect(harness.ids(.cart) == ["cart", "checkout/address"], "the user kept the checkout")

        harness.navigator.alertAnswers = ["Discard and Open Link"]
        await harness.app.open(link: "storefront://cart")
        #expect(harness.ids(.cart) == ["cart"])
        await harness.waitUntil("the checkout's end") { harness.app.cart?.lastCheckout != nil }
        #expect(harness.app.cart?.lastCheckout == .cancelled)
    }

    @Test func aLinkToCheckoutFindsTheCheckoutUnderWayWhereTheUserLeftIt() async {
        let harness = await atConfirmation()
        let places = harness.ids(.cart)
        let alerts = harness.navigator.alerts.count
        for link in ["storefront://checkout", "storefront://cart/checkout"] {
            await harness.app.open(link: link)
            #expect(harness.ids(.cart) == places, "\(link)")
        }
        #expect(harness.navigator.alerts.count == alerts, "nothing asked")
    }

    @Test func aLinkToCheckoutWithAnEmptyCartShowsTheCartAndSaysWhyNoCheckoutOpened() async {
        let harness = await withCart()
        try? harness.services.cart.empty()
        await harness.app.select(.browse)
        await harness.app.open(link: "storefront://checkout")
        #expect(harness.host.state.topStack == AppTab.cart.stack)
        #expect(harness.ids(.cart) == ["cart"])
        #expect(harness.navigator.alerts.last?.title == "Nothing to Check Out")
        #expect(harness.navigator.alerts.last?.message == "Your cart is empty. Add products to it, then check out.")

        let product = harness.services.products.products.first { $0.isInStock }!
        try? harness.services.cart.add(product)
        let alerts = harness.navigator.alerts.count
        await harness.app.open(link: "storefront://checkout")
        #expect(harness.ids(.cart) == ["cart", "checkout/address"], "with something in it, the link opens checkout")
        #expect(harness.navigator.alerts.count == alerts)
    }

    @Test func aPriceTheCatalogChangedSinceTheProductWasAddedIsTheOneOrderedAndTheCartSaysSo() async throws {
        let first = await withCart()
        let added = try #require(first.services.cart.items.first)
        let folder = "\(first.dataFolder)/storefront"
        let cartFile = try #require(try FileManager.default.contentsOfDirectory(atPath: folder)
            .first { $0.hasPrefix("cart-") }.map { "\(folder)/\($0)" })
        // The catalog of an older version asked less for it.
        let older = Money(cents: added.unitPrice.cents - 100)
        let saved = try JSONDecoder().decode(Cart.self, from: try #require(FileManager.default.contents(atPath: cartFile)))
        var item = try #require(saved.items.first)
        item.unitPrice = older
        #expect(FileManager.default.createFile(atPath: cartFile, contents: try JSONEncoder().encode(Cart(items: [item]))))

        let harness = AppHarness(dataFolder: first.dataFolder, restoring: false)
        await harness.launch()
        await harness.waitUntil("the tabs") { harness.app.cart != nil }
        await harness.loadCatalog()
        let line = try #require(harness.services.cart.items.first)
        #expect(line.unitPrice == added.unitPrice, "the catalog's price once it is loaded")
        #expect(line.priceNote == "Up from \(older.formatted)")

        await harness.app.select(.cart)
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        await fillAddressAndPayment(harness)
        harness.navigator.alertAnswers = ["OK"]
        harness.top(ConfirmOrderScreen.self)!.viewModel.placeOrder()
        await harness.waitUntil("the order placed") { !harness.services.orders.orders.isEmpty }
        #expect(harness.services.orders.orders.last?.total == added.unitPrice)
    }
}
