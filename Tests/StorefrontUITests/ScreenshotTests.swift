import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import StorefrontCore
import StorefrontUI
import XCTest

/// Screenshots of every main page in a window on the X display, as a person sees them, in
/// `$SCREENSHOT_DIR` when set (to look at), else in /tmp, named `view-*.png` (apart from the
/// README's `storefront-*.png`, which `make screenshots` takes of the whole app). Each also
/// checks that no label of the page is cut with an ellipsis at the default window size.
final class ScreenshotTests: XCTestCase {
    @MainActor
    private static func shoot(_ view: ScreenView, title: String, as name: String,
                              width: Int32 = 900, height: Int32 = 680, prepare: (TestWindow) -> Void = { _ in }) {
        TextContrast.keepReadable()  // as the app does: error text readable on a dark theme too
        let window = TestWindow(view, title: title, width: width, height: height)
        defer { window.close() }
        prepare(window)
        waitForPaint(of: window.window)
        XCTAssertEqual(ellipsizedLabels(in: view.root), [], "\(name): no label is cut")
        saveScreenshot(name, of: window.window)
    }

    func testScreenshotsOfTheBrowsingPages() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let step = WalkthroughStepViewModel(
                number: 1, count: 4, heading: "Browse the Catalog",
                text: "Search by name or pick a category, then open a product to see its details and reviews.",
                iconName: "edit-find-symbolic")
            Self.shoot(WalkthroughStepView(viewModel: step), title: "How to Shop", as: "view-walkthrough.png")
            let last = WalkthroughStepViewModel(number: 4, count: 4, heading: "Check Out",
                                                text: "Enter your address and card, then place the order.",
                                                iconName: "emblem-ok-symbolic")
            Self.shoot(WalkthroughStepView(viewModel: last), title: "How to Shop", as: "view-walkthrough-last.png")

            let accounts = AccountStore(dataDirectory: DataDirectory(environment: UITest.environment()),
                                        hasher: PasswordHasher(iterations: 1))
            runTask { try? await accounts.createAccount(username: "ann", password: "correct horse") }
            let login = LoginViewModel(accounts: accounts)
            let loginView = LoginView(viewModel: login)
            Self.shoot(loginView, title: "Sign In", as: "view-login.png") { _ in
                loginView.usernameEntry.text = "ann"
                loginView.passwordEntry.text = "not the password"
                loginView.submit()
                waitFor("the error") { !loginView.passwordHintLabel.text.isEmpty }
            }
            let signUp = LoginViewModel(accounts: accounts)
            signUp.switchMode()
            let signUpView = LoginView(viewModel: signUp)
            Self.shoot(signUpView, title: "Create Account", as: "view-sign-up.png") { _ in
                signUpView.usernameEntry.text = "Grace"  // the hint says capitals are saved in lowercase
            }
            let refused = LoginViewModel(accounts: accounts)
            refused.switchMode()
            let refusedView = LoginView(viewModel: refused)
            Self.shoot(refusedView, title: "Create Account", as: "view-sign-up-refused-name.png") { _ in
                refusedView.usernameEntry.text = "maría"  // said while typing, not on Create Account
            }

            let environment = UITest.environment()
            let list = ProductListViewModel(products: ProductService(environment: environment))
            Self.shoot(ProductListView(viewModel: list), title: "Browse", as: "view-products.png") { _ in
                waitFor("the catalog") { list.state == .loaded }
            }
            let failing = ProductListViewModel(products: ProductService(
                environment: UITest.environment([FaultInjection.failureVariable: "always"])))
            Self.shoot(ProductListView(viewModel: failing), title: "Browse", as: "view-products-failed.png") { _ in
                waitFor("the failure") { failing.state != .loading }
            }

            let products = UITest.loadedProducts(environment)
            let product = products.products.first { $0.reviews.count >= 3 } ?? products.products[0]
            let detail = ProductDetailViewModel(productID: product.id)
            detail.show(.loaded(product))
            Self.shoot(ProductDetailView(viewModel: detail), title: product.name, as: "view-product.png")
            let soldOut = products.products.first { !$0.isInStock }
            if let soldOut {
                let detail = ProductDetailViewModel(productID: soldOut.id)
                detail.show(.loaded(soldOut))
                Self.shoot(ProductDetailView(viewModel: detail), title: soldOut.name,
                           as: "view-product-sold-out.png")
            }
            Self.shoot(ReviewsView(viewModel: ReviewsViewModel(product: product)), title: "Reviews",
                       as: "view-reviews.png")
            let write = WriteReviewViewModel(productName: product.name, author: "ann")
            let writeView = WriteReviewView(viewModel: write)
            Self.shoot(writeView, title: "Write a Review", as: "view-write-review.png", width: 640, height: 520) { _ in
                writeView.titleEntry.text = "Great sound"
            }
            let tooLongView = WriteReviewView(viewModel: WriteReviewViewModel(productName: product.name, author: "ann"))
            Self.shoot(tooLongView, title: "Write a Review", as: "view-write-review-title-too-long.png",
                       width: 640, height: 520) { _ in
                tooLongView.titleEntry.text = String(repeating: "Great sound, and comfortable for hours. ", count: 3)
            }
            let own = Review(author: "ann", rating: 4, title: "Great sound", text: "Comfortable for hours.")
            Self.shoot(ReviewsView(viewModel: ReviewsViewModel(product: product.adding([own]), ownReview: own)),
                       title: "Reviews", as: "view-reviews-own.png")
            let edit = WriteReviewViewModel(productName: product.name, author: "ann", published: own)
            Self.shoot(WriteReviewView(viewModel: edit), title: WriteReviewScreen(viewModel: edit).title,
                       as: "view-edit-review.png", width: 640, height: 520)
        }
    }

    func testScreenshotsOfTheCheckoutPages() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let (cart, _) = Checkout.filledCart()
            Self.shoot(CartView(viewModel: CartViewModel(cart: cart)), title: "Cart", as: "view-cart.png")
            let refusedView = CartView(viewModel: CartViewModel(cart: cart))
            Self.shoot(refusedView, title: "Cart", as: "view-cart-letter-refused.png") { window in
                refusedView.rows[0].quantity.grabFocus()
                sendKey(GDK_KEY_x, to: window.window)
            }
            let emptyCart = CartStore(dataDirectory: DataDirectory(environment: UITest.environment()))
            Self.shoot(CartView(viewModel: CartViewModel(cart: emptyCart)), title: "Cart", as: "view-cart-empty.png")

            let address = AddressViewModel()
            address.set("Ann Example", for: .fullName)
            Self.shoot(AddressView(viewModel: address), title: "Shipping Address", as: "view-address.png")
            let leftView = AddressView(viewModel: AddressViewModel())
            Self.shoot(leftView, title: "Shipping Address", as: "view-address-field-left.png") { _ in
                leftView.entries[.postalCode]!.grabFocus()
                leftView.entries[.postalCode]!.text = "!!"
                leftView.entries[.city]!.grabFocus()  // Tab on: the postal code is marked
            }
            let payment = PaymentViewModel()
            payment.cardHolder = "Ann Example"
            payment.cardNumber = "4242 4242"
            Self.shoot(PaymentView(viewModel: payment), title: "Payment", as: "view-payment.png")
            Self.shoot(PaymentView(viewModel: PaymentViewModel(notice: PaymentViewModel.restoredCheckoutNotice)),
                       title: "Payment", as: "view-payment-restored.png")

            let confirm = ConfirmOrderViewModel(items: cart.items, address: Checkout.address, payment: Checkout.payment,
                                                total: cart.total)
            confirm.show(error: "The order could not be saved: the disk is full.")
            Self.shoot(ConfirmOrderView(viewModel: confirm), title: "Confirm Order", as: "view-confirm.png")
            let changed = ConfirmOrderViewModel(items: Array(cart.items.prefix(1)), address: Checkout.address,
                                                payment: Checkout.payment, total: cart.items[0].total)
            let changedView = ConfirmOrderView(viewModel: changed)
            changed.show(items: cart.items, total: cart.total, because: OrderError.cartChanged.description)
            Self.shoot(changedView, title: "Confirm Order", as: "view-confirm-cart-changed.png")
            let emptiedView = ConfirmOrderView(viewModel: ConfirmOrderViewModel(
                items: cart.items, address: Checkout.address, payment: Checkout.payment, total: cart.total))
            emptiedView.viewModel.cartDidChange(to: [], total: Money(cents: 0))
            Self.shoot(emptiedView, title: "Confirm Order", as: "view-confirm-cart-emptied.png")

            let orders = (1...3).map { number in
                Order(id: "SF-20250\(number)-\(number)A7C", date: CalendarDate(year: 2025, month: 3, day: number),
                      placedBy: nil, items: cart.items, address: Checkout.address, payment: Checkout.payment,
                      total: cart.total)
            }
            Self.shoot(AccountView(viewModel: AccountViewModel(username: "ann", orders: orders)), title: "Account",
                       as: "view-account.png")
            Self.shoot(OrderView(viewModel: OrderViewModel(order: orders[2])), title: "Order \(orders[2].id)",
                       as: "view-order.png")
            let longest = "ada.lovelace_analytical-engine1"  // 31 characters, wrapping inside words
            Self.shoot(AccountView(viewModel: AccountViewModel(username: longest + "x", orders: orders)),
                       title: "Account", as: "view-account-long-name.png")
        }
    }
}
