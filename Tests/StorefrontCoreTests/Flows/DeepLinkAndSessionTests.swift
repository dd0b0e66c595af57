import CoordinatorKit
import CoordinatorKitTesting
import FoundationEssentials
import StorefrontCore
import Testing

@MainActor
@Suite("Storefront: deep links and session restoration")
struct DeepLinkAndSessionTests {
    private func signedIn(dataFolder: String? = nil) async -> AppHarness {
        let harness = AppHarness(dataFolder: dataFolder)
        await harness.launch()
        if dataFolder == nil { await harness.walkThroughAndSignUp() }
        await harness.waitUntil("the tabs") { harness.top(ProductListScreen.self) != nil || harness.host.state.rootStacks.count == 3 }
        return harness
    }

    /// Signed in, writing a review of product 42 (opened by a link), with some text typed.
    private func writingAReview() async -> AppHarness {
        let harness = await signedIn()
        await harness.app.open(link: "storefront://product/42/reviews")
        await harness.app.browse?.trigger(.writeReview(42))
        harness.top(WriteReviewScreen.self)?.viewModel.text = "Half a thought"
        return harness
    }

    /// Signed in, on checkout's address step for a product in stock, a name typed.
    private func typingACheckoutAddress() async throws -> AppHarness {
        let harness = await signedIn()
        await harness.loadCatalog()
        let product = try #require(harness.services.products.products.first { $0.isInStock })
        try harness.services.cart.add(product)
        await harness.app.select(.cart)
        harness.top(CartScreen.self)?.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        harness.top(AddressScreen.self)?.viewModel.set("Ada Lovelace", for: .fullName)
        return harness
    }

    @Test func validLinkOpensThePlaceInItsTab() async {
        let harness = await signedIn()
        await harness.app.open(link: "storefront://product/42/reviews")
        #expect(harness.ids(.browse) == ["browse", "product/42", "product/42/reviews"])
        #expect(harness.navigator.animations.suffix(2) == [.none, .slide], "the product's page on the way shows at once")
    }

    @Test func linksFollowedWhileTheDiscardQuestionIsOpenAreAnsweredByItOnceTheLastOneOpening() async {
        let harness = await writingAReview()
        let alertsBefore = harness.navigator.alerts.count
        harness.navigator.suspensionsPerStep = 5  // the question open while the next links come
        harness.navigator.alertAnswers = ["Discard and Open Link"]
        let links = ["storefront://product/7", "storefront://product/9", "storefront://product/12"]
        let following = links.map { link in Task { await harness.app.open(link: link) } }
        for task in following { await task.value }
        #expect(harness.navigator.alerts.dropFirst(alertsBefore).map(\.title) == ["Discard Review and Open Link?"],
                "asked once")
        #expect(harness.navigator.modals.isEmpty)
        #expect(harness.ids(.browse) == ["browse", "product/12"], "the last link opens: \(harness.navigator.transcript)")
    }

    @Test func aReviewALinkClosesEndsAsTheUsersDoingNotTheAppsCode() async {
        let harness = await writingAReview()
        var origins: [DismissalOrigin] = []
        let observation = harness.host.observe { event in
            if case .didNavigate(let record) = event, record.steps.contains(where: { $0.hasPrefix("dismiss") }) {
                origins.append(record.origin)
            }
        }
        harness.navigator.alertAnswers = ["Discard and Open Link"]
        await harness.app.open(link: "storefront://product/7")
        #expect(harness.navigator.modals.isEmpty)
        #expect(origins == [.user(.link)], "the review's flow ends as the user's doing")
        observation.cancel()
    }

    @Test func anInvalidLinkFollowedWhileTheDiscardQuestionIsOpenLeavesTheOneItAsksForToOpen() async {
        let harness = await writingAReview()
        let alertsBefore = harness.navigator.alerts.count
        harness.navigator.suspensionsPerStep = 5
        // The second link is found invalid (and said so) while the first is still on its way.
        harness.navigator.alertAnswers = ["OK", "Discard and Open Link"]
        let following = ["storefront://product/7", "storefront://product/999999"].map { link in
            Task { await harness.app.open(link: link) }
        }
        for task in following { await task.value }
        #expect(harness.navigator.alerts.dropFirst(alertsBefore).map(\.title)
            == ["Link Cannot Be Opened", "Discard Review and Open Link?"])
        #expect(harness.ids(.browse) == ["browse", "product/7"], "the review was discarded for the link that opens")
    }

    @Test func linksFollowedWhileTheDiscardQuestionIsOpenAreAllKeptOutByKeepWriting() async {
        let harness = await writingAReview()
        let alertsBefore = harness.navigator.alerts.count
        harness.navigator.suspensionsPerStep = 5
        let following = ["storefront://product/7", "storefront://product/9"].map { link in
            Task { await harness.app.open(link: link) }
        }
        for task in following { await task.value }  // answered Keep Writing (as Escape)
        #expect(harness.navigator.alerts.dropFirst(alertsBefore).map(\.title) == ["Discard Review and Open Link?"],
                "asked once, not again for the second link")
        #expect(harness.ids(.browse) == ["browse", "product/42", "product/42/reviews"], "nothing moved under the form")
        #expect(harness.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought")
    }

    @Test func aLinkToThePlaceAReviewIsWrittenOverOpensNothingAndKeepsIt() async {
        let harness = await writingAReview()  // over storefront://product/42/reviews
        let alertsBefore = harness.navigator.alerts.count
        await harness.app.open(link: "storefront://product/42/reviews")
        #expect(harness.navigator.alerts.count == alertsBefore, "nothing to discard: the link's place is on show")
        #expect(harness.ids(.browse) == ["browse", "product/42", "product/42/reviews"])
        #expect(harness.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought", "the form kept over it")

        await harness.app.open(link: "storefront://cart")  // on show in its tab, but under the form → Keep Writing
        #expect(harness.navigator.alerts.last?.title == "Discard Review and Open Link?", "the form is over another tab")
        #expect(harness.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought")
        #expect(harness.app.sessionState(includingDrafts: false).selectedTab == .browse, "kept where it was")
    }

    @Test func aLinkToThePlaceInATabNotOnShowChoosesTheTabWithoutOpeningItAgain() async {
        let harness = await signedIn()
        await harness.app.open(link: "storefront://product/42/reviews")
        await harness.app.select(.cart)
        let before = harness.navigator.transcript.count
        await harness.app.open(link: "storefront://product/42/reviews")
        #expect(harness.app.sessionState(includingDrafts: false).selectedTab == .browse)
        #expect(harness.ids(.browse) == ["browse", "product/42", "product/42/reviews"])
        #expect(harness.navigator.transcript.dropFirst(before).allSatisfy { !$0.contains("push") && !$0.contains("pop") },
                "the pages as they were, not loaded again: \(harness.navigator.transcript.dropFirst(before))")
    }

    @Test func aLinkWaitsForNothingWhenTheUserKeepsTheReviewTheyAreWriting() async {
        let harness = await writingAReview()
        let alertsBefore = harness.navigator.alerts.count
        await harness.app.open(link: "storefront://product/7")  // → Keep Writing
        let asked = harness.navigator.alerts.dropFirst(alertsBefore)
        #expect(asked.map(\.title) == ["Discard Review and Open Link?"], "asked once, saying the link is why")
        #expect(asked.first?.actions.map(\.title) == ["Keep Writing", "Discard and Open Link"])
        #expect(harness.ids(.browse) == ["browse", "product/42", "product/42/reviews"], "nothing moved under the form")
        #expect(harness.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought")
        await harness.app.showProductList()  // as Ctrl+F: the user's own way there → Keep Writing
        #expect(harness.navigator.alerts.last?.title == "Discard Review?", "no link involved: none named")
        harness.navigator.alertAnswers = ["Discard and Open Link"]
        await harness.app.open(link: "storefront://product/7")
        #expect(harness.navigator.modals.isEmpty && harness.ids(.browse) == ["browse", "product/7"])
    }

    @Test func aLinkWhoseProductPageTheUserLeftWhileItLoadedStopsThere() async throws {
        let harness = AppHarness(extraEnvironment: [FaultInjection.delayVariable: "500"])
        await harness.launch()
        await harness.walkThroughAndSignUp()
        await harness.loadCatalog()
        let opening = Task { await harness.app.open(link: "storefront://product/42/reviews") }
        await harness.waitUntil("the product page, loading") {
            harness.top(ProductDetailScreen.self)?.viewModel.state == .loading
        }
        #expect(harness.ids(.browse) == ["browse", "product/42"], "the link's product page, loading")
        #expect(harness.top(ProductDetailScreen.self)?.title == harness.services.products.loadedProduct(id: 42)?.name,
                "titled with the product's name while it loads")
        await harness.navigator.simulateBack(.backKey)
        await opening.value
        #expect(harness.ids(.browse) == ["browse"], "no reviews pushed over the list the user went back to")
    }

    /// Signed up with the catalog's first `failures` loads failing ("always": every one), the
    /// product list's own load among them.
    private func catalogFailing(_ failures: String) async -> AppHarness {
        let harness = AppHarness(extraEnvironment: [FaultInjection.failureVariable: failures])
        await harness.launch()
        await harness.walkThroughAndSignUp()
        await harness.waitUntil("the list's own load, failed") {
            if case .failed? = harness.top(ProductListScreen.self)?.viewModel.state { return true }
            return false
        }
        return harness
    }

    @Test func aLinkWhoseCatalogCannotLoadOffersToTryAgain() async {
        let harness = await catalogFailing("2")
        let alertsBefore = harness.navigator.alerts.count
        harness.navigator.alertAnswers = ["Try Again"]
        await harness.app.open(link: "storefront://product/42")  // fails (the second load), then succeeds
        let alerts = harness.navigator.alerts.dropFirst(alertsBefore)
        #expect(alerts.map(\.title) == ["Link Cannot Be Opened"])
        #expect(alerts.first?.actions.map(\.title) == ["Close", "Try Again"])
        #expect(harness.ids(.browse) == ["browse", "product/42"], "tried again, and opened")
    }

    @Test func linksFollowedWhileTheCatalogCannotLoadShareOneQuestion() async {
        let harness = await catalogFailing("always")
        let alertsBefore = harness.navigator.alerts.count
        harness.navigator.suspensionsPerStep = 5  // the question is up while the next links come
        harness.navigator.alertAnswers = ["Try Again"]  // then Close, the cancel action
        let links = ["storefront://product/1", "storefront://product/2", "storefront://product/3"]
        let following = links.map { link in Task { await harness.app.open(link: link) } }
        for task in following { await task.value }
        #expect(harness.navigator.alerts.dropFirst(alertsBefore).map(\.title)
            == ["Link Cannot Be Opened", "Link Cannot Be Opened"],
            "one question for the three links, asked again once after Try Again failed, not once per link")
        #expect(harness.ids(.browse) == ["browse"], "closed: no link opened")
    }

    @Test func invalidLinkShowsAnAlertAndNothingMoves() async {
        let harness = await signedIn()
        await harness.app.browse?.trigger(.product(1))
        let before = harness.ids(.browse)
        for link in ["storefront://product/abc", "storefront://product/9999", "storefront://basket", "http://x"] {
            await harness.app.open(link: link)
        }
        #expect(harness.ids(.browse) == before)
        #expect(harness.navigator.alerts.count == 4)
        #expect(harness.navigator.alerts.map(\.message) == [
            "“abc” is not a product number.", "There is no product number 9999.",
            "Storefront has no page called “basket”.", "“http://x” is not a Storefront link.",
        ], "in words about the app's pages, not the link's segments")
    }

    @Test func aBadLinkFollowedAgainWhileItsAlertIsUpIsNotSaidTwice() async {
        let harness = await signedIn()
        harness.navigator.suspensionsPerStep = 5  // the alert is up while the next clicks come
        let links = ["storefront://product/abc", "storefront://basket", "storefront://product/abc",
                     "storefront://product/abc"]
        let following = links.map { link in Task { await harness.app.open(link: link) } }
        for task in following { await task.value }
        #expect(harness.navigator.alerts.map(\.message)
            == ["“abc” is not a product number.", "Storefront has no page called “basket”."],
            "one alert for each problem, in the order the links came")
        await harness.app.open(link: "storefront://product/abc")
        #expect(harness.navigator.alerts.count == 3, "once its alert is closed, the link is explained again")
    }

    @Test(arguments: [
        ("storefront://reviews", "A link cannot start with “reviews”."),
        ("storefront://cart/reviews", "In a link, “reviews” cannot come after the page before it."),
        ("storefront://product", "The link does not say which product to show."),
        ("storefront://order", "The link does not say which order to show."),
        ("storefront://order/42", "“42” is not an order number."),
        ("storefront://order/SF-12%2034", "“SF-12 34” is not an order number."),
        ("storefront://cart/order/SF-7K3Q9X2M", "In a link, “order” cannot come after the page before it."),
        ("storefront://", "“storefront://” is not a Storefront link."),
        ("storefront://" + String(repeating: "x", count: 10_000),
         "Storefront has no page called “\(String(repeating: "x", count: 40))…\(String(repeating: "x", count: 19))”."),
        ("storefront://product/" + String(repeating: "9", count: 5_000) + "x",
         "“\(String(repeating: "9", count: 40))…\(String(repeating: "9", count: 18))x” is not a product number."),
        ("storefront://product/1%00", "“1<U+0000>” is not a product number."),  // a NUL would end the alert's text
        ("storefront://product/+1", "“+1” is not a product number."),  // not 1: the link does not open product 1
        ("storefront://product/-1", "“-1” is not a product number."),
        ("storefront://product/" + String(repeating: "9", count: 23),
         "There is no product number \(String(repeating: "9", count: 23))."),  // too large for a number of ours
        ("storefront://%E2%80%AEcart", "Storefront has no page called “<U+202E>cart”."),  // not turned around
        ("storefront://%D8%B3%D9%84%D8%A9", "Storefront has no page called “سلة”."),  // right-to-left words as they are
        ("http://" + String(repeating: "y", count: 100),
         "“http://\(String(repeating: "y", count: 33))…\(String(repeating: "y", count: 19))” is not a Storefront link."),
    ])
    func everyBadLinkIsExplainedInTheAppsWords(link: String, message: String) {
        #expect(throws: DeepLinkError.self) { try AppDeepLinks.routes(from: link) { _ in true } }
        do {
            _ = try AppDeepLinks.routes(from: link) { _ in true }
        } catch {
            #expect(AppDeepLinks.message(for: error) == message)
        }
    }

    @Test func theWalkthroughSaysWhoALinkWaitsFor() {
        let product: [AppRoute] = [.browse, .product(42)], order: [AppRoute] = [.account, .order("SF-7K3Q9X2M")]
        #expect(AppDeepLinks.walkthroughNotice(for: product, isSignedIn: false)
                    == "The link you followed opens when the walkthrough ends and you have signed in.")
        #expect(AppDeepLinks.walkthroughNotice(for: order, isSignedIn: false) == "The link you followed opens when the "
                    + "walkthrough ends and you have signed in with the account that placed the order.")
        #expect(AppDeepLinks.walkthroughNotice(for: order, isSignedIn: true)
                    == "The link you followed opens when the walkthrough ends.")
    }

    @Test func aLongOrderNumberIsQuotedAbbreviated() throws {
        let number = "SF-" + String(repeating: "A", count: 5_000)
        #expect(try AppDeepLinks.routes(from: "storefront://order/\(number)") { _ in true } == [.order(number)])
        let quoted = "SF-\(String(repeating: "A", count: 37))…\(String(repeating: "A", count: 19))"
        #expect(AppDeepLinks.message(forMissingOrder: number, username: "ada")
                == "The account “ada” has no order \(quoted). To see it, sign in with the account that placed it.")
        #expect(AppDeepLinks.signInNotice(for: [.order(number)]).signingIn
                == "Sign in with the account that placed order \(quoted) to see it.")
    }

    @Test func aLinkCopiedFromTheEndOfASentenceOpensWithoutItsPunctuation() throws {
        #expect(try AppDeepLinks.routes(from: "storefront://order/SF-7K3Q9X2M.") { _ in true } == [.order("SF-7K3Q9X2M")])
        #expect(try AppDeepLinks.routes(from: "storefront://product/42/reviews”), ") { _ in true }
                == [.product(42), .reviews(42)])
        do {
            _ = try AppDeepLinks.routes(from: "storefront://product/4x.") { _ in true }
            Issue.record("a link wrong without its full stop too is refused")
        } catch {
            #expect(AppDeepLinks.message(for: error) == "“4x.” is not a product number.", "explained as it was given")
        }
    }

    /// An order placed by the account signed in, through the service as checkout places it.
    private func placeOrder(_ harness: AppHarness) async throws -> Order {
        await harness.loadCatalog()
        try harness.services.cart.add(try #require(harness.services.products.products.first { $0.isInStock }))
        let today = CalendarDate(year: 2025, month: 6, day: 15)
        let payment = try PaymentDetails(cardHolder: "Ada Lovelace", cardNumber: "4111111111111111", expiry: "12/39",
                                         today: today)
        let address = Address(fullName: "Ada Lovelace", street: "12 Analytical Row", postalCode: "12345",
                              city: "London", country: "United Kingdom")
        return try await harness.services.orders.placeOrder(shippingTo: address, paying: payment, on: today)
    }

    @Test func anOrderLinkOpensTheOrdersPageOverTheAccountPage() async throws {
        let harness = await signedIn()
        let order = try await placeOrder(harness)
        for link in ["storefront://order/\(order.id)", "storefront://account/order/\(order.id.lowercased())"] {
            await harness.app.select(.browse)
            await harness.app.open(link: link)
            #expect(harness.host.state.topStack == AppTab.account.stack, "the Account tab on show: \(link)")
            #expect(harness.ids(.account) == ["account", "order/\(order.id)"], "\(link)")
        }
        #expect(harness.navigator.alerts.isEmpty)
    }

    @Test func anOrderLinkTheAccountSignedInDoesNotHaveSaysSoAndNothingMoves() async throws {
        let harness = await signedIn()
        let order = try await placeOrder(harness)
        await harness.app.open(link: "storefront://order/SF-ZZZZ2222")
        #expect(harness.navigator.alerts.map(\.message) == [
            "The account “ada” has no order SF-ZZZZ2222. To see it, sign in with the account that placed it.",
        ])
        #expect(harness.host.state.topStack == AppTab.browse.stack && harness.ids(.account) == ["account"])

        // Signed out, the link waits for the sign-in; the account signed in is not the order's.
        await harness.app.signOut()
        await harness.app.open(link: "storefront://order/\(order.id)")
        let form = harness.top(LoginScreen.self)?.viewModel
        #expect(form?.noticeText == "Sign in with the account that placed order \(order.id) to see it.",
                "the link waits, and says so")
        form?.switchMode()
        #expect(form?.noticeText == "A new account has no orders: to see order \(order.id), "
                + "sign in with the account that placed it.", "not told to sign in where an account is created")
        form?.switchMode()
        await harness.signUp("grace")
        await harness.waitUntil("the second alert") { harness.navigator.alerts.count == 2 }
        #expect(harness.navigator.alerts.last?.message
                == "The account “grace” has no order \(order.id). To see it, sign in with the account that placed it.",
                "another account's order is never shown")
        #expect(harness.ids(.account) == ["account"] && harness.host.state.topStack == AppTab.browse.stack)
    }

    @Test func aLinkTheAppIsStartedWithWinsOverTheRestoredTab() async {
        let first = await signedIn()
        await first.app.browse?.trigger(.product(9))
        await first.app.select(.cart)
        #expect(first.app.saveSession(includingDrafts: false) == nil)

        // As `storefront storefront://product/42/reviews`: the link comes while the session is restored.
        let second = AppHarness(dataFolder: first.dataFolder)
        let launching = Task { await second.launch() }
        await second.app.open(link: "storefront://product/42/reviews")
        await launching.value
        await second.waitUntil("the link's page") { second.ids(.browse).last == "product/42/reviews" }
        await second.waitUntil("all navigation done") { second.host.pendingCount == 0 }
        #expect(second.host.state.topStack == AppTab.browse.stack, "the link's tab on show, not the Cart tab left last")
        #expect(second.ids(.browse) == ["browse", "product/42", "product/42/reviews"])
    }

    @Test func linkWhileSignedOutOpensAfterLogin() async {
        let harness = AppHarness()
        await harness.launch()
        await harness.waitUntil("step 1") { harness.top(WalkthroughStepScreen.self) != nil }
        #expect(harness.top(WalkthroughStepScreen.self)?.viewModel.notice == nil)
        await harness.app.open(link: "storefront://checkout")
        #expect(harness.host.state.rootStacks == [.root], "nothing opens before login")
        for step in 1...3 {
            await harness.waitUntil("step \(step)") { harness.top(WalkthroughStepScreen.self)?.viewModel.number == step }
            #expect(harness.top(WalkthroughStepScreen.self)?.viewModel.notice
                        == "The link you followed opens when the walkthrough ends and you have signed in.",
                    "the step on show when the link came, and each after it, says why nothing opened")
            harness.top(WalkthroughStepScreen.self)?.viewModel.next()
        }
        harness.top(WalkthroughStepScreen.self)?.viewModel.startShopping()
        await harness.waitUntil("the login page") { harness.top(LoginScreen.self) != nil }
        #expect(harness.top(LoginScreen.self)?.viewModel.noticeText == "The link you followed opens once your account is created.",
                "the link followed during the walkthrough waits for the first account, and the page says so")
        await harness.signUp()
        await harness.waitUntil("the cart tab") { harness.host.state.topStack == AppTab.cart.stack }
        await harness.waitUntil("why no checkout opened") { harness.navigator.alerts.last?.title == "Nothing to Check Out" }
    }

    @Test func theProductListsSearchAndCategoryComeBackAfterARestart() async throws {
        let first = await signedIn()
        await first.loadCatalog()
        let list = try #require(first.app.browse?.productList)
        list.query = "kettle"
        list.category = "Home & Kitchen"
        await first.app.browse?.trigger(.product(9))
        #expect(first.app.saveSession(includingDrafts: false) == nil)

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the product page") { second.ids(.browse) == ["browse", "product/9"] }
        let restored = try #require(second.app.browse?.productList)
        #expect(restored.query == "kettle" && restored.category == "Home & Kitchen",
                "the list the user drilled down from comes back as it was")
    }

    @Test func sessionComesBackAfterARestartWithItsDraft() async {
        let first = await signedIn()
        await first.app.open(link: "storefront://product/42/reviews")
        await first.app.browse?.trigger(.writeReview(42))
        first.top(WriteReviewScreen.self)?.viewModel.text = "Unfinished thoughts"
        first.top(WriteReviewScreen.self)?.viewModel.rating = 2
        first.top(WriteReviewScreen.self)?.viewModel.lastFieldUsed = .title
        await first.app.select(.browse)
        #expect(first.app.saveSession(includingDrafts: true) == nil)

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the review form") { second.top(WriteReviewScreen.self) != nil }
        #expect(second.ids(.browse) == ["browse", "product/42", "product/42/reviews"])
        #expect(second.top(WriteReviewScreen.self)?.viewModel.text == "Unfinished thoughts", "the draft is back")
        #expect(second.top(WriteReviewScreen.self)?.viewModel.rating == 2, "with the rating chosen")
        #expect(second.top(WriteReviewScreen.self)?.viewModel.lastFieldUsed == .title, "and the field the user was in")
        #expect(second.navigator.alerts.isEmpty, "the other tabs, restored after it, leave the form be")

        #expect(first.app.saveSession(includingDrafts: false) == nil)  // the user discarded it on the way out
        let third = AppHarness(dataFolder: first.dataFolder)
        await third.launch()
        await third.waitUntil("the reviews") { third.ids(.browse) == ["browse", "product/42", "product/42/reviews"] }
        #expect(third.top(WriteReviewScreen.self) == nil, "a discarded draft does not come back")
        #expect(third.navigator.animations.suffix(2) == [.none, .slide], "the product's page on the way shows at once")

        let fresh = AppHarness(dataFolder: first.dataFolder, restoring: false)
        await fresh.launch()
        await fresh.waitUntil("the tabs") { fresh.host.state.rootStacks.count == 3 }
        #expect(fresh.ids(.browse) == ["browse"], "--no-restore starts fresh")
    }

    /// The product page on top of the Browse tab (on show or not), if any.
    private func productPage(_ harness: AppHarness) -> ProductDetailViewModel? {
        (harness.navigator.screens(in: AppTab.browse.stack).last as? ProductDetailScreen)?.viewModel
    }

    /// Launches the app on the session `first` left, with `faults`, and waits until `condition`
    /// holds for the product page the session restores.
    private func restoring(_ first: AppHarness, faults: [String: String],
                           until condition: @escaping (ProductDetailViewModel.State?) -> Bool) async -> AppHarness {
        let second = AppHarness(dataFolder: first.dataFolder, extraEnvironment: faults)
        Task { await second.launch() }  // which returns once the session is restored
        await second.waitUntil("the product page") { condition(productPage(second)?.state) }
        return second
    }

    /// Launches the app again on the session `first` began, the store working: the review form
    /// comes back with the draft ``writingAReview()`` typed.
    private func expectTheDraftBack(after first: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) async {
        let next = AppHarness(dataFolder: first.dataFolder)
        await next.launch()
        await next.waitUntil("the review form", sourceLocation: sourceLocation) { next.top(WriteReviewScreen.self) != nil }
        #expect(next.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought", "the draft is back",
                sourceLocation: sourceLocation)
    }

    @Test func aRestoredDraftIsKeptWhenTheUserQuitsBeforeItsProductLoaded() async {
        let first = await writingAReview()
        #expect(first.app.saveSession(includingDrafts: true) == nil)  // the session ended with no one to ask
        let slow = await restoring(first, faults: [FaultInjection.delayVariable: "3000"]) { $0 == .loading }
        // Nothing shows the draft, so quitting asks nothing; and it must lose nothing either.
        #expect(slow.app.saveSession(includingDrafts: false) == nil)
        await slow.waitUntil("the form, with the draft, once the product loaded") {
            slow.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought"
        }
        await expectTheDraftBack(after: first)
    }

    /// ada's session saved with a review being written, then her sign-in lost (`session.json`
    /// gone): the next launch starts signed out.
    private func draftLeftWithItsSignInLost() async throws -> AppHarness {
        let first = await writingAReview()
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        try FileManager.default.removeItem(atPath: first.services.dataDirectory.path + "/" + AccountStore.sessionFileName)
        return first
    }

    @Test func aSessionLeftSignedOutIsKeptThroughLaunchesThatQuitBeforeItsAccountSignsIn() async throws {
        let first = try await draftLeftWithItsSignInLost()

        let signedOut = AppHarness(dataFolder: first.dataFolder)
        await signedOut.launch()
        await signedOut.waitUntil("the sign-in page") { signedOut.top(LoginScreen.self) != nil }
        signedOut.top(LoginScreen.self)?.viewModel.username = "ad"
        #expect(signedOut.app.autosaveSession() == nil)  // then a crash: the autosave is all there is
        let crashed = AppHarness(dataFolder: first.dataFolder)
        await crashed.launch()
        await crashed.waitUntil("the sign-in form autosaved") { crashed.top(LoginScreen.self)?.viewModel.username == "ad" }
        #expect(crashed.app.saveSession(includingDrafts: true) == nil, "quit from the sign-in page")

        let next = AppHarness(dataFolder: first.dataFolder)
        await next.launch()
        await next.waitUntil("the sign-in page") { next.top(LoginScreen.self) != nil }
        #expect(next.top(LoginScreen.self)?.viewModel.username == "ad", "what was typed on the sign-in page is back")
        await next.logIn("ada")
        await next.waitUntil("the review form") { next.top(WriteReviewScreen.self) != nil }
        #expect(next.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought", "the draft waited for its account")
    }

    @Test func anotherAccountsSessionWaitsAsideForItsAccountToSignIn() async throws {
        let first = try await draftLeftWithItsSignInLost()

        let other = AppHarness(dataFolder: first.dataFolder)
        await other.launch()
        await other.signUp("bob")
        #expect(other.top(WriteReviewScreen.self) == nil, "ada's draft is not bob's to see")
        #expect(other.app.saveSession(includingDrafts: true) == nil)
        #expect(other.services.warnings.all.isEmpty)
        let setAside = { try FileManager.default.contentsOfDirectory(atPath: first.services.dataDirectory.path)
            .filter { $0.hasPrefix("session-state-account-") } }
        #expect(try setAside().count == 1, "ada's session waits in a file of its own")

        let back = AppHarness(dataFolder: first.dataFolder)
        await back.launch()
        await back.app.signOut()
        await back.logIn("ada")
        await back.waitUntil("the review form") { back.top(WriteReviewScreen.self) != nil }
        #expect(back.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought", "the draft waited for ada")
        #expect(try setAside().isEmpty, "taken up: not restored a second time")
    }

    @Test func underNoRestoreASessionSetAsideBringsBackNoPlaces() async throws {
        let first = await signedIn()
        await first.app.select(.account)  // the place left on show, which only a restored session brings back
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        try FileManager.default.removeItem(atPath: first.services.dataDirectory.path + "/" + AccountStore.sessionFileName)
        let other = AppHarness(dataFolder: first.dataFolder)
        await other.launch()
        await other.signUp("bob")
        let setAsideName = try FileManager.default.contentsOfDirectory(atPath: first.services.dataDirectory.path)
            .first { $0.hasPrefix("session-state-account-") }
        let setAside = first.services.dataDirectory.path + "/" + (try #require(setAsideName))

        let fresh = AppHarness(dataFolder: first.dataFolder, restoring: false)
        await fresh.launch()
        await fresh.app.signOut()
        await fresh.logIn("ada")
        await fresh.waitUntil("ada's session taken up and restored") {
            !FileManager.default.fileExists(atPath: setAside) && !fresh.app.isRestoringSession
        }
        let state = fresh.host.state
        #expect(state.rootStacks[state.selectedRoot] == AppTab.browse.stack, "not the tab she left: --no-restore, as for a session file")
    }

    @Test func anAutosaveThatFailsIsSaidInTheWindowOnce() async throws {
        let harness = await writingAReview()
        // The session file cannot be replaced: a folder with something in it stands in its place.
        let session = harness.services.dataDirectory.path + "/session-state.json"
        try? FileManager.default.removeItem(atPath: session)
        try FileManager.default.createDirectory(atPath: session + "/kept", withIntermediateDirectories: true)
        let problem = try #require(harness.app.autosaveSession())
        await harness.waitUntil("the warning") { harness.navigator.alerts.contains { $0.title == Warning.notSavedTitle } }
        let said = harness.navigator.alerts.filter { $0.title == Warning.notSavedTitle }.map(\.message)
        #expect(said == ["The pages open and the text being typed may not come back after Storefront quits. \(problem)"])
        harness.top(WriteReviewScreen.self)?.viewModel.text = "Half a thought, and more"
        #expect(harness.app.autosaveSession() == problem, "tried again")
        try FileManager.default.removeItem(atPath: session)
        #expect(harness.app.autosaveSession() == nil, "and saved once it can be")
        #expect(harness.services.warnings.all.filter { $0.title == Warning.notSavedTitle }.count == 1,
                "said once, not each time")
    }

    @Test func aRestoredDraftWhoseProductCannotLoadWaitsForItsForm() async {
        let first = await writingAReview()
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        let down = await restoring(first, faults: [FaultInjection.failureVariable: "always"]) {
            if case .failed? = $0 { return true }
            return false
        }
        await down.waitUntil("the session saved as it runs, with the draft") {
            down.app.autosaveSession() == nil && down.app.sessionState(includingDrafts: true).openReview != nil
        }
        #expect(down.app.saveSession(includingDrafts: false) == nil)
        await expectTheDraftBack(after: first)
    }

    @Test func signingOutBeforeARestoredDraftIsShownAsksFirst() async {
        let first = await writingAReview()
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        let slow = await restoring(first, faults: [FaultInjection.delayVariable: "3000"]) { $0 == .loading }
        await slow.app.signOut()  // no answer given: the alert's cancel action, Keep Writing
        #expect(slow.navigator.alerts.last?.title == "Discard Review and Sign Out?")
        #expect(slow.services.accounts.isSignedIn, "kept: still signed in")
        #expect(slow.app.sessionState(includingDrafts: false).openReview?.draft.text == "Half a thought")
        slow.navigator.alertAnswers = ["Discard and Sign Out"]
        await slow.app.signOut()
        #expect(!slow.services.accounts.isSignedIn)
    }

    @Test func aRestoredDraftOfAProductGoneIsShownInAnAlertNotKeptUnseen() async throws {
        let first = await writingAReview()
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        // The catalog no longer has the product: the session names one it never had.
        let file = "\(first.dataFolder)/storefront/session-state.json"
        var state = try JSONDecoder().decode(SessionState.self, from: Data(contentsOf: URL(filePath: file)))
        state.openReview?.productID = 9_999
        state.tabs[.browse] = [.browse, .product(9_999), .reviews(9_999)]
        try JSONEncoder().encode(state).write(to: URL(filePath: file))

        let next = AppHarness(dataFolder: first.dataFolder)
        await next.launch()
        await next.waitUntil("the alert") { next.navigator.alerts.contains { $0.title == "Review Cannot Be Reopened" } }
        let alert = try #require(next.navigator.alerts.first { $0.title == "Review Cannot Be Reopened" })
        #expect(alert.message?.hasSuffix("What you wrote:\n\nHalf a thought") == true, "the text, to copy")
        #expect(next.app.sessionState(includingDrafts: true).openReview == nil, "said once, not kept unseen")
    }

    @Test func aDraftAutosavedWhileTheAppRunsComesBackAfterACrash() async throws {
        let first = await signedIn()
        await first.app.open(link: "storefront://product/42/reviews")
        await first.app.browse?.trigger(.writeReview(42))
        let sessionFile = "\(first.dataFolder)/storefront/session-state.json"
        first.top(WriteReviewScreen.self)?.viewModel.text = "Typed before the crash"
        #expect(first.app.autosaveSession() == nil)
        let saved = try String(contentsOfFile: sessionFile, encoding: .utf8)
        #expect(saved.contains("Typed before the crash"))
        try FileManager.default.removeItem(atPath: sessionFile)
        #expect(first.app.autosaveSession() == nil)
        #expect(!FileManager.default.fileExists(atPath: sessionFile), "nothing changed: nothing written")

        first.top(WriteReviewScreen.self)?.viewModel.text = "Typed before the crash, and more"
        #expect(first.app.autosaveSession() == nil)
        // The process dies here: no saveSession on the way out.
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the review form") { second.top(WriteReviewScreen.self) != nil }
        #expect(second.top(WriteReviewScreen.self)?.viewModel.text == "Typed before the crash, and more")
    }

    @Test func startingFreshLeavesThePlacesBehindButNeverTheTextBeingTyped() async throws {
        let first = try await typingACheckoutAddress()
        first.app.browse?.productList?.query = "kettle"
        await first.app.open(link: "storefront://product/42/reviews")
        await first.app.browse?.trigger(.writeReview(42))
        first.top(WriteReviewScreen.self)?.viewModel.text = "Unfinished thoughts"
        await first.app.account?.trigger(.order("SF-1"))  // a place in another tab
        #expect(first.app.saveSession(includingDrafts: true) == nil)  // the session ended: no one to ask

        let fresh = AppHarness(dataFolder: first.dataFolder, restoring: false)
        await fresh.launch()
        await fresh.waitUntil("the review form") { fresh.top(WriteReviewScreen.self) != nil }
        #expect(fresh.top(WriteReviewScreen.self)?.viewModel.text == "Unfinished thoughts",
                "--no-restore never throws away a review being written")
        #expect(fresh.ids(.browse) == ["browse", "product/42", "product/42/reviews"], "with the places leading to it")
        await fresh.waitUntil("the checkout") { fresh.ids(.cart).count > 1 }
        #expect(fresh.ids(.cart) == ["cart", "checkout/address"], "nor a checkout's address")
        #expect(fresh.app.browse?.productList?.query == "", "the search is left behind")
        #expect(fresh.ids(.account) == ["account"], "and so are the other places")
    }

    @Test func corruptStateFileMeansAFreshStartWithAWarningAndABackup() async throws {
        let first = await signedIn()
        let stateFile = "\(first.dataFolder)/storefront/session-state.json"
        try Data("{ not json".utf8).write(to: URL(filePath: stateFile))
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the tabs") { second.host.state.rootStacks.count == 3 }
        #expect(second.app.warnings.count == 1)
        #expect(second.navigator.alerts.map(\.title) == [Warning.unreadableTitle], "said over the first screen")
        #expect(second.ids(.browse) == ["browse"])
        #expect(FileManager.default.fileExists(atPath: stateFile + ".bak"))
        #expect(!FileManager.default.fileExists(atPath: stateFile))
    }

    /// A newer version's place, a value damaged: what was typed still comes back, and the
    /// warning says what does.
    @Test(arguments: [("\"reviews\" : {", "\"wishlist\" : {"), ("\"rating\" : 2", "\"rating\" : \"two\""),
                      ("\"selectedTab\" : \"browse\"", "\"selectedTab\" : 5")])
    func aSessionFileReadInPartGivesBackWhatWasTyped(damage: (String, String)) async throws {
        let first = await signedIn()
        await first.app.open(link: "storefront://product/42/reviews")
        await first.app.browse?.trigger(.writeReview(42))
        first.top(WriteReviewScreen.self)?.viewModel.title = "Precious title"
        first.top(WriteReviewScreen.self)?.viewModel.text = "Precious text"
        first.top(WriteReviewScreen.self)?.viewModel.rating = 2
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        let stateFile = "\(first.dataFolder)/storefront/session-state.json"
        let saved = try String(contentsOfFile: stateFile, encoding: .utf8)
        #expect(saved.contains(damage.0), "the file as this test expects it: \(saved)")
        try Data(saved.replacing(damage.0, with: damage.1).utf8).write(to: URL(filePath: stateFile))

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the review form") { second.top(WriteReviewScreen.self) != nil }
        let form = try #require(second.top(WriteReviewScreen.self)?.viewModel)
        #expect((form.title, form.text) == ("Precious title", "Precious text"), "what was typed is back")
        #expect(form.rating == (damage.1.contains("rating") ? nil : 2), "all of it that could be read")
        #expect(second.ids(.browse) == ["browse", "product/42", "product/42/reviews"], "over its product's reviews")
        await second.waitUntil("the warning") { !second.navigator.alerts.isEmpty }
        let message = try #require(second.navigator.alerts.first?.message)
        #expect(message.contains("Only what was being typed comes back, not the other pages open then: "
                                 + "the review you were writing."), "\(message)")
        #expect(message.contains("session-state.json.bak"), "and where the file is: \(message)")
    }

    @Test func aCheckoutsAddressComesBackFromASessionFileReadInPart() async throws {
        let first = try await typingACheckoutAddress()
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        let stateFile = "\(first.dataFolder)/storefront/session-state.json"
        let saved = try String(contentsOfFile: stateFile, encoding: .utf8)
        try Data(saved.replacing("\"selectedTab\" : \"cart\"", with: "\"selectedTab\" : 5").utf8)
            .write(to: URL(filePath: stateFile))

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the checkout") { second.top(AddressScreen.self) != nil }
        #expect(second.top(AddressScreen.self)?.viewModel.address.fullName == "Ada Lovelace")
        await second.waitUntil("the warning") { !second.navigator.alerts.isEmpty }
        #expect(second.navigator.alerts.first?.message?.contains(": the address you typed for the checkout.") == true)
    }

    @Test func textWhoseAccountCannotBeReadFromADamagedSessionFileNeverComesBack() async throws {
        let first = await writingAReview()
        #expect(first.app.saveSession(includingDrafts: true) == nil)
        let stateFile = "\(first.dataFolder)/storefront/session-state.json"
        let saved = try String(contentsOfFile: stateFile, encoding: .utf8)
        let damaged = saved.replacing(/"accountID" : "[^"]*"/, with: "\"accountID\" : 5")
        #expect(damaged != saved)
        try Data(damaged.utf8).write(to: URL(filePath: stateFile))

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the warning") { !second.navigator.alerts.isEmpty }
        #expect(second.top(WriteReviewScreen.self) == nil, "whose the review is cannot be told: it is not shown")
        #expect(second.navigator.alerts.first?.message?.contains("session-state.json.bak") == true, "it is in the kept file")
    }

    @Test func severalDamagedFilesAtStartUpAreSaidInOneAlert() async throws {
        let first = await signedIn()
        #expect(first.app.saveSession(includingDrafts: false) == nil)
        let folder = "\(first.dataFolder)/storefront"
        let damaged = ["session-state.json", "settings.json", "accounts.json"]
        for name in damaged {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(name)"), "\(name) was saved")
            try Data("{ not json".utf8).write(to: URL(filePath: "\(folder)/\(name)"))
        }
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the first screen and its alert") { !second.navigator.alerts.isEmpty }
        await second.waitUntil("all navigation done") { second.host.pendingCount == 0 }
        #expect(second.app.warnings.count == damaged.count)
        let alerts = second.navigator.alerts
        #expect(alerts.map(\.title) == [Warning.unreadableTitle], "one alert to close, not one per file")
        for name in damaged {
            #expect(alerts.first?.message?.contains("“\(name).bak”") == true, "\(name) is named in it")
        }
    }

    @Test func aFileFoundDamagedWhileTheSessionIsRestoredIsSaidOverTheTabLeftOnShow() async throws {
        let first = await signedIn()
        await first.loadCatalog()
        await first.app.browse?.trigger(.product(9))
        await first.app.select(.cart)
        #expect(first.app.saveSession(includingDrafts: false) == nil)
        try Data("[[[".utf8).write(to: URL(filePath: "\(first.dataFolder)/storefront/\(ProductService.salesFileName)"))
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the alert") { !second.navigator.alerts.isEmpty }
        await second.waitUntil("all navigation done") { second.host.pendingCount == 0 }
        #expect(second.navigator.alerts.map(\.title) == [Warning.unreadableTitle])
        let transcript = second.navigator.transcript
        let alert = try #require(transcript.lastIndex { $0.hasPrefix("alert “\(Warning.unreadableTitle)”") })
        let cartShown = try #require(transcript.lastIndex { $0 == "select \(AppTab.cart.stack)" })
        #expect(cartShown < alert, "the session restored, the Cart tab on show, before the alert: \(transcript)")
        #expect(second.ids(.browse) == ["browse", "product/9"])
    }

    @Test func filesReadOnceTheWindowIsUpAreReportedTooWhenUnreadable() async throws {
        let first = await signedIn()
        // The first run's own catalog load (started with its tabs) is over: read later, it would
        // find the damaged files below and move them aside before the second run could.
        await first.loadCatalog()
        let folder = "\(first.dataFolder)/storefront"
        for name in [ProductService.reviewsFileName, ProductService.salesFileName, OrderService.fileName] {
            try Data("[[[".utf8).write(to: URL(filePath: "\(folder)/\(name)"))
        }
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.loadCatalog()
        _ = second.services.orders.orders  // as the Account tab reads them
        var said: [String] { second.navigator.alerts.map { "\($0.title): \($0.message ?? "")" } }
        let names = [ProductService.reviewsFileName, ProductService.salesFileName, OrderService.fileName]
        await second.waitUntil("each file said") { names.allSatisfy { name in said.contains { $0.contains("\(name).bak") } } }
        #expect(second.app.warnings.isEmpty, "none of them was read at start-up")
        #expect(said.allSatisfy { $0.hasPrefix("\(Warning.unreadableTitle): ") }, "\(said)")
        #expect(said.contains { $0.contains("\(names[0]).bak") && $0.contains("\(names[1]).bak") },
                "the catalog's two files, read together, in one alert: \(said)")
    }
}
