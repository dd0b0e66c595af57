import CoordinatorKit
import CoordinatorKitTesting
import FoundationEssentials
import StorefrontCore
import Testing

@MainActor
@Suite("Storefront: browse, detail, reviews, cart")
struct BrowseFlowTests {
    private func signedIn(_ environment: [String: String] = [:]) async -> AppHarness {
        let harness = AppHarness(extraEnvironment: environment)
        await harness.launch()
        await harness.walkThroughAndSignUp()
        await harness.loadCatalog()
        return harness
    }

    /// Checks that the product page on top loads, then shows a sale's new stock.
    private func expectThePageShownFollowsTheStock(_ harness: AppHarness) async throws {
        let detail = try #require(harness.top(ProductDetailScreen.self)?.viewModel)
        await harness.waitUntil("the page loaded") { detail.product != nil }
        let product = try #require(detail.product)
        _ = harness.services.products.recordSale(of: [CartItem(product: product, quantity: 1)])
        #expect(detail.product?.stock == product.stock - 1, "the page shown is the one kept up to date")
    }

    @Test func choosingAProductLoadsItsDetailThroughTheService() async {
        let harness = await signedIn()
        let list = harness.top(ProductListScreen.self)!.viewModel
        #expect(list.state == .loaded && list.shown.count >= 25)
        list.query = "zzz no such product"
        #expect(list.shown.isEmpty)
        list.query = ""
        #expect(harness.app.isProductListOnShow)
        list.choose(list.shown[0].id)
        await harness.waitUntil("the detail") { harness.top(ProductDetailScreen.self)?.viewModel.product != nil }
        #expect(harness.ids(.browse) == ["browse", "product/\(list.shown[0].id)"])
        #expect(!harness.app.isProductListOnShow, "a product page covers it")
    }

    @Test func serviceFailureShowsAnErrorAndRetryRecovers() async {
        // Three failing loads: the list's (started by the coordinator), the harness's, the detail's.
        let harness = await signedIn(["STOREFRONT_SERVICE_FAIL": "3"])
        await harness.app.browse?.trigger(.product(3))
        let detail = harness.top(ProductDetailScreen.self)!.viewModel
        guard case .failed(let message) = detail.state else {
            Issue.record("expected a failure, got \(detail.state)")
            return
        }
        #expect(!message.isEmpty)
        detail.retry()
        await harness.waitUntil("the product") { detail.product?.id == 3 }
    }

    @Test func aProductGoneFromTheCatalogIsNotFoundWithNothingToRetry() async {
        let harness = await signedIn()
        await harness.app.browse?.trigger(.product(999))  // as a restored session's page whose product is gone
        let detail = harness.top(ProductDetailScreen.self)!.viewModel
        await harness.waitUntil("the page loaded") { detail.state != .loading }
        #expect(detail.state == .notFound("There is no product number 999."),
                "not a failure with a Retry that cannot succeed")
        #expect(await harness.app.browse?.trigger(.reviews(999)) == .failed(.screenNotFound(id: "product/999")))
        #expect(harness.ids(.browse) == ["browse", "product/999"], "no reviews of a product that is not there")
    }

    @Test func anAddedReviewShowsOnTheReviewsAndReachesTheDetailWhenTheUserGoesBack() async {
        let harness = await signedIn()
        let browse = harness.app.browse!
        await browse.trigger(.product(2))
        let detail = harness.top(ProductDetailScreen.self)!.viewModel
        let before = detail.product!.reviews.count
        detail.showReviews()
        await harness.waitUntil("the reviews") { harness.top(ReviewsScreen.self) != nil }
        weak let reviews = browse.reviews
        let page = harness.top(ReviewsScreen.self)!.viewModel
        // Asked again, the flow pushes nothing, and the review below still reaches the page shown.
        #expect(await reviews?.trigger(.reviews(2)) == .ignoredDuplicate)
        page.writeReview()
        await harness.waitUntil("the review form") { harness.top(WriteReviewScreen.self) != nil }
        #expect(harness.navigator.modals.count == 1, "the form is a modal with its own stack")
        let form = harness.top(WriteReviewScreen.self)!.viewModel
        #expect(!form.canSubmit, "Done is disabled until the review is valid")
        #expect(form.rating == nil && form.problems == [.missingRating, .missingTitle, .missingText],
                "no rating is chosen for the user")
        #expect(form.hint == "Choose a rating from 1 to 5 stars. Give the review a title. Write a few words about the product.",
                "Done says everything it waits for")
        form.title = "Solid"
        form.text = "Does what it says."
        #expect(!form.canSubmit, "a rating is still to choose")
        form.rating = 4
        form.title = "Solid"
        form.text = "Does what it says."
        #expect(form.canSubmit)
        form.done()
        await harness.waitUntil("the new review on the reviews page") {
            page.reviews.count == before + 1 && harness.navigator.modals.isEmpty
        }
        #expect(harness.navigator.modals.isEmpty && harness.top(ReviewsScreen.self)?.viewModel === page,
                "the user stays on the reviews, to read their review")
        #expect(page.addedReview?.title == "Solid" && page.reviews.first == page.addedReview)
        #expect(harness.navigator.alerts.isEmpty, "Done asks nothing")
        #expect(detail.product!.reviews.count == before, "the product page learns of it when the user goes back")

        await harness.navigator.simulateBack(.backKey)
        await harness.waitUntil("the detail to show the new review") { detail.product!.reviews.count == before + 1 }
        #expect(harness.top(ProductDetailScreen.self)?.viewModel === detail)
        await harness.waitUntil("the reviews flow to be freed") { reviews == nil }
    }

    @Test func everyProblemIsSaidAtOnceInTheFormsOrderAndMistakesAreErrorsRatingChosenOrNot() {
        let form = WriteReviewViewModel(productName: "Lamp", author: "ada")
        #expect(form.mistakes.isEmpty && !form.guidanceIsError, "nothing typed yet: only asked for")
        form.title = String(repeating: "a", count: Review.maximumTitleLength + 1)
        form.text = String(repeating: "b", count: Review.maximumTextLength + 1)
        let titleTooLong = ReviewError.titleTooLong(limit: Review.maximumTitleLength, length: Review.maximumTitleLength + 1)
        let textTooLong = ReviewError.textTooLong(limit: Review.maximumTextLength, length: Review.maximumTextLength + 1)
        #expect(form.mistakes == [titleTooLong, textTooLong], "both fields' mistakes, not the first alone")
        #expect(form.problems == [.missingRating, titleTooLong, textTooLong] && form.problem == .missingRating,
                "the rating still missing is said too, and Ctrl+Enter goes to it first, as the form reads")
        #expect(form.guidance == [ReviewError.missingRating, titleTooLong, textTooLong].map(\.description).joined(separator: " ")
                && form.guidanceIsError, "an error at once: something typed is wrong")
        form.title = "Warm"
        form.text = "Soft light."
        #expect(form.mistakes.isEmpty && form.problems == [.missingRating] && !form.guidanceIsError)
    }

    @Test func aDraftsRatingOutsideOneToFiveStarsIsAProblemToFix() {
        let form = WriteReviewViewModel(productName: "Lamp", author: "ada",
                                        draft: ReviewDraft(rating: 9, title: "Warm", text: "Soft light."))
        #expect(form.problems == [.ratingOutOfRange(9)] && !form.canSubmit, "Done waits for a rating it can publish")
        form.rating = 5
        #expect(form.canSubmit)
    }

    @Test func whatIsMissingIsAnErrorOnceTheUserTriedToFinishWithoutIt() {
        let form = WriteReviewViewModel(productName: "Lamp", author: "ada")
        var events: [WriteReviewViewModel.Event] = []
        form.onEvent = { events.append($0) }
        form.title = "Warm"
        form.text = "Soft light."
        #expect(form.problem == .missingRating && !form.guidanceIsError, "asked for while the user types")
        #expect(form.shownProblem(at: .rating) == nil, "not said at the field yet")
        form.done()
        #expect(events.isEmpty && form.triedToFinish && form.guidanceIsError, "not sent: an error now")
        #expect(form.shownProblem(at: .rating) == .missingRating && form.shownProblem(at: .title) == nil,
                "said at the field to fix, and only there")
        form.rating = 4
        #expect(!form.guidanceIsError, "fixed: no error left")
        form.done()
        #expect(events.count == 1, "sent once valid")
    }

    @Test func aTitlePastedWithALineEndIsOneLineAndBlankLinesAroundTheTextGo() {
        let form = WriteReviewViewModel(productName: "Lamp", author: "ada")
        form.rating = 4
        form.title = "Warm light,\nsoft glow \n"
        form.text = "First paragraph.\n\nSecond."
        #expect(form.review?.title == "Warm light, soft glow", "the title is one line in the list of reviews")
        #expect(form.review?.text == "First paragraph.\n\nSecond.", "the text keeps its paragraphs")
        form.text = "\n\n \tFirst paragraph.\n\nSecond.\n\n\n  "
        #expect(form.review?.text == "First paragraph.\n\nSecond.",
                "blank lines pasted around it are not gaps in the list of reviews")
    }

    @Test func blankLinesAroundTheTextNeitherCountAgainstItsLimitNorMakeAnEditUnsaved() {
        let form = WriteReviewViewModel(productName: "Lamp", author: "ada")
        form.rating = 4
        form.title = "Bright"
        form.text = String(repeating: "a", count: Review.maximumTextLength) + "\n\n\n"
        #expect(form.mistakes.isEmpty, "what is saved is within the limit")
        #expect(form.canSubmit)
        form.text += "a"
        #expect(form.mistakes == [.textTooLong(limit: Review.maximumTextLength, length: Review.maximumTextLength + 4)])

        let published = Review(author: "ada", rating: 4, title: "Bright", text: "Good lamp.")
        let edit = WriteReviewViewModel(productName: "Lamp", author: "ada", published: published)
        edit.text = "Good lamp.\n\n"
        edit.title = "Bright "
        #expect(!edit.hasUnsavedText, "Done would save the review as it is: Cancel closes without asking")
        edit.text = "Good lamp!"
        #expect(edit.hasUnsavedText)
    }

    @Test func aRatingChosenAloneIsNotLostWithoutAsking() {
        let form = WriteReviewViewModel(productName: "Lamp", author: "ada")
        #expect(!form.hasUnsavedText, "an empty form closes at once")
        form.rating = 2
        #expect(form.hasUnsavedText, "the stars chosen count: Cancel asks first")
    }

    @Test func aSecondReviewOfAProductEditsTheFirstOneReviewEach() async throws {
        let harness = await signedIn()
        let browse = harness.app.browse!
        await browse.trigger(.product(2))
        await harness.waitUntil("the detail") { harness.top(ProductDetailScreen.self)?.viewModel.product != nil }
        let before = try #require(harness.top(ProductDetailScreen.self)?.viewModel.product).reviews.count
        await browse.trigger(.reviews(2))
        let page = try #require(harness.top(ReviewsScreen.self)?.viewModel)
        #expect(page.writeReviewTitle == "Write a Review…")
        page.writeReview()
        await harness.waitUntil("the review form") { harness.top(WriteReviewScreen.self) != nil }
        var form = try #require(harness.top(WriteReviewScreen.self)?.viewModel)
        (form.rating, form.title, form.text) = (2, "Meh", "Squeaks.")
        form.done()
        await harness.waitUntil("the review added") { page.reviews.count == before + 1 && harness.navigator.modals.isEmpty }
        #expect(page.writeReviewTitle == "Edit Your Review…", "one review each: the user edits it now")

        page.writeReview()
        await harness.waitUntil("the form again") { harness.top(WriteReviewScreen.self) != nil }
        let screen = try #require(harness.top(WriteReviewScreen.self))
        form = screen.viewModel
        #expect(screen.title == "Edit Your Review" && form.guidance == "Press Done to save your changes.")
        #expect((form.rating, form.title, form.text) == (2, "Meh", "Squeaks."), "the review as published")
        #expect(!form.hasUnsavedText, "nothing changed yet: Cancel asks nothing")
        form.text = "Squeaks, but oiled it is fine."
        guard case .confirm(let alert) = screen.leaveDecision(for: .navigation) else {
            Issue.record("a change would be lost: Cancel asks first")
            return
        }
        #expect(alert.title == "Discard Changes?")
        #expect(screen.leaveDecision(for: LeaveReason("update")) == screen.leaveDecision(for: .navigation),
                "a reason the app words no question for gets the general one")
        form.rating = 4
        form.done()
        await harness.waitUntil("the edited review") { page.addedReview?.rating == 4 && harness.navigator.modals.isEmpty }
        #expect(page.reviews.count == before + 1, "replaced, not added")
        #expect(page.reviews.first?.text == "Squeaks, but oiled it is fine.")
        #expect(harness.services.products.review(by: "ada", of: 2)?.rating == 4)
    }

    @Test func aProductPageIsLoadedWhileItSlidesIn() async throws {
        let harness = await signedIn()
        harness.navigator.suspensionsPerStep = 50  // a slide, during which the user types on
        let opening = Task { await harness.app.browse!.trigger(.product(2)) }
        await harness.waitUntil("the product shown") {
            let page = harness.host.state.screens(in: AppTab.browse.stack).last as? ProductDetailScreen
            if case .loaded? = page?.viewModel.state { return true }
            return false
        }
        // Loaded after the slide, the page kept the focus on its loading state meanwhile, and
        // a Return typed at once went nowhere instead of to Add to Cart.
        #expect(harness.ids(.browse).last != "product/2", "the page still slides in")
        #expect(await opening.value == .completed)
        #expect(harness.ids(.browse).last == "product/2")
    }

    @Test func browseProductsOnTheEmptyCartShowsTheBrowseTabAsTheUserLeftIt() async throws {
        let harness = await signedIn()
        await harness.app.browse!.trigger(.product(2))
        await harness.app.select(.cart)
        await harness.waitUntil("the cart") { harness.top(CartScreen.self) != nil }
        let cart = try #require(harness.top(CartScreen.self)?.viewModel)
        #expect(cart.isEmpty)
        cart.browseProducts()
        await harness.waitUntil("the Browse tab") { harness.host.state.topStack == AppTab.browse.stack }
        #expect(harness.ids(.browse) == ["browse", "product/2"], "the product page left open is still there")
    }

    @Test func anOpenProductPageShowsTheStockAnOrderLeft() async throws {
        let harness = await signedIn()
        await harness.app.browse!.trigger(.product(2))
        await harness.waitUntil("the detail") { harness.top(ProductDetailScreen.self)?.viewModel.product != nil }
        let detail = harness.top(ProductDetailScreen.self)!.viewModel
        let product = try #require(detail.product)
        _ = harness.services.products.recordSale(of: [CartItem(product: product, quantity: 2)])  // an order
        #expect(detail.product?.stock == product.stock - 2, "not the stock it had when the page opened")
        #expect(detail.product?.reviews == product.reviews)
    }

    @Test func theSameProductChosenAgainWhileItsPageSlidesOutLoadsAndFollowsTheStock() async throws {
        let harness = await signedIn()
        let browse = harness.app.browse!
        await browse.trigger(.product(2))
        await harness.waitUntil("the detail") { harness.top(ProductDetailScreen.self)?.viewModel.product != nil }
        // Back, and the same row clicked again before the page has slid out.
        let back = Task { await harness.navigator.simulateBack(.mouseBackButton) }
        let again = Task { await browse.trigger(.product(2)) }
        let outcomes = (await back.value, await again.value)
        #expect(outcomes == (.completed, .completed))
        try await expectThePageShownFollowsTheStock(harness)
    }

    @Test func aDoubleClickOnAProductLeavesItsPageFollowingTheStock() async throws {
        let harness = await signedIn()
        let browse = harness.app.browse!
        let clicks = [Task { await browse.trigger(.product(2)) }, Task { await browse.trigger(.product(2)) }]
        var outcomes: [TransitionOutcome] = []
        for click in clicks { outcomes.append(await click.value) }
        #expect(outcomes.filter { $0 == .ignoredDuplicate }.count == 1, "one page, not two")
        try await expectThePageShownFollowsTheStock(harness)
    }

    @Test func aReviewThatCouldNotBeSavedIsOpenAgainWithEverythingTheUserWrote() async throws {
        let harness = await signedIn()
        await harness.app.browse!.trigger(.product(2))
        harness.top(ProductDetailScreen.self)!.viewModel.showReviews()
        await harness.waitUntil("the reviews") { harness.top(ReviewsScreen.self) != nil }
        let page = harness.top(ReviewsScreen.self)!.viewModel
        page.writeReview()
        await harness.waitUntil("the review form") { harness.top(WriteReviewScreen.self) != nil }
        let reviewsFile = "\(harness.dataFolder)/storefront/\(ProductService.reviewsFileName)"
        try FileManager.default.createDirectory(atPath: reviewsFile, withIntermediateDirectories: true)  // unwritable
        let form = harness.top(WriteReviewScreen.self)!.viewModel
        (form.rating, form.title, form.text) = (4, "Solid", "Does what it says.")
        form.done()
        await harness.waitUntil("the form open again") {
            harness.top(WriteReviewScreen.self).map { $0.viewModel !== form } ?? false
        }
        #expect(harness.navigator.alerts.map(\.title) == ["Review Not Saved"])
        let again = harness.top(WriteReviewScreen.self)!.viewModel
        #expect(again.rating == 4 && again.title == "Solid" && again.text == "Does what it says.", "nothing is lost")
        try FileManager.default.removeItem(atPath: reviewsFile)
        again.done()
        await harness.waitUntil("the review saved") { page.addedReview?.title == "Solid" }
        #expect(harness.navigator.modals.isEmpty)
    }

    @Test func goingBackFromReviewsFreesTheChild() async {
        let harness = await signedIn()
        await harness.app.browse?.trigger(.product(2))
        await harness.app.browse?.trigger(.reviews(2))
        weak let reviews = harness.app.browse?.reviews
        #expect(reviews != nil)
        await harness.navigator.simulateBack(.mouseBackButton)
        await harness.waitUntil("the child to be freed") { reviews == nil }
        #expect(harness.ids(.browse) == ["browse", "product/2"])
    }

    @Test func escapeWithUnsavedTextAsksBeforeDiscarding() async {
        let harness = await signedIn()
        await harness.app.browse?.trigger(.product(2))
        await harness.app.browse?.trigger(.writeReview(2))
        let form = harness.top(WriteReviewScreen.self)!.viewModel
        form.text = "Half a thought"
        harness.navigator.alertAnswers = ["Keep Writing"]
        #expect(await harness.navigator.simulateEscape() == .refused)
        #expect(harness.navigator.alerts.last?.title == "Discard Review?")
        #expect(harness.top(WriteReviewScreen.self)?.viewModel.text == "Half a thought", "nothing lost")
        harness.navigator.alertAnswers = ["Keep Writing"]
        #expect(await harness.host.mayCloseWindow() == false)
        #expect(harness.navigator.alerts.last?.title == "Discard Review and Quit?", "quitting says so")
        #expect(harness.navigator.alerts.last?.actions.map(\.title) == ["Keep Writing", "Discard and Quit"])
        harness.navigator.alertAnswers = ["Discard"]
        #expect(await harness.navigator.simulateClose() == .completed)
        #expect(harness.navigator.modals.isEmpty)
        await harness.waitUntil("the form's flow to end") { harness.app.browse?.reviews?.writeReview == nil }
        await harness.app.browse?.trigger(.writeReview(2))
        #expect(await harness.navigator.simulateCancel() == .completed, "an empty form closes without asking")
        #expect(harness.navigator.alerts.count == 3)
    }

    /// Product 1's page, the product added once (the alert answered with Keep Shopping).
    private func productAddedOnce() async -> (AppHarness, ProductDetailViewModel) {
        let harness = await signedIn()
        await harness.app.browse?.trigger(.product(1))
        let detail = harness.top(ProductDetailScreen.self)!.viewModel
        harness.navigator.alertAnswers = ["Keep Shopping"]
        detail.addToCart()
        await harness.waitUntil("the first alert") { harness.navigator.alerts.count == 1 }
        return (harness, detail)
    }

    @Test func addToCartAlertKeepsShoppingOrGoesToTheCart() async {
        let (harness, detail) = await productAddedOnce()
        #expect(harness.host.state.topStack == AppTab.browse.stack)
        harness.navigator.alertAnswers = ["Go to Cart"]
        detail.addToCart()
        await harness.waitUntil("the cart tab") { harness.host.state.topStack == AppTab.cart.stack }
        #expect(harness.services.cart.quantity(of: 1) == 2)
        let name = detail.product?.name ?? ""
        #expect(harness.navigator.alerts.map(\.message) == ["\(name) is in your cart.", "Your cart has 2 of \(name)."])
    }

    @Test func addingToTheCartDuringACheckoutOffersToGoBackToTheCheckout() async {
        let (harness, detail) = await productAddedOnce()
        await harness.app.select(.cart)
        harness.top(CartScreen.self)!.viewModel.checkout()
        await harness.waitUntil("the address step") { harness.top(AddressScreen.self) != nil }
        harness.top(AddressScreen.self)!.viewModel.set("Ada Lovelace", for: .fullName)
        await harness.app.select(.browse)
        harness.navigator.alertAnswers = ["Go to Checkout"]
        detail.addToCart()
        await harness.waitUntil("the cart tab") { harness.host.state.topStack == AppTab.cart.stack }
        let alert = harness.navigator.alerts.last
        #expect(alert?.actions.map(\.title) == ["Keep Shopping", "Go to Checkout"], "where the button leads: the checkout covers the cart")
        #expect(alert?.message?.hasSuffix("The checkout you began shows it before you place the order.") == true)
        #expect(harness.top(AddressScreen.self)?.viewModel.address.fullName == "Ada Lovelace", "the checkout as it was")
    }

    @Test func aDoubleClickOnAddToCartAddsOneItemAndSaysSoOnce() async {
        let harness = await signedIn()
        await harness.app.browse?.trigger(.product(1))
        await harness.waitUntil("the detail") { harness.top(ProductDetailScreen.self)?.viewModel.product != nil }
        let detail = harness.top(ProductDetailScreen.self)!.viewModel
        harness.navigator.alertAnswers = ["Keep Shopping", "Keep Shopping"]
        detail.addToCart()
        detail.addToCart()
        await harness.waitUntil("the alert") { !harness.navigator.alerts.isEmpty && harness.host.pendingCount == 0 }
        #expect(harness.services.cart.quantity(of: 1) == 1)
        #expect(harness.navigator.alerts.map(\.title) == ["Added to Your Cart"])
    }
}
