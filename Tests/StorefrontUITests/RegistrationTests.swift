import CoordinatorGtk
import CoordinatorGtkTesting
import CoordinatorKit
import StorefrontCore
import StorefrontUI
import XCTest

final class RegistrationTests: XCTestCase {
    func testEveryStorefrontScreenTypeHasAView() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let registry = ViewRegistry()
            StorefrontViews.register(in: registry)
            let types: [(String, Bool)] = [
                ("WalkthroughStepScreen", registry.hasView(for: WalkthroughStepScreen.self)),
                ("LoginScreen", registry.hasView(for: LoginScreen.self)),
                ("ProductListScreen", registry.hasView(for: ProductListScreen.self)),
                ("ProductDetailScreen", registry.hasView(for: ProductDetailScreen.self)),
                ("ReviewsScreen", registry.hasView(for: ReviewsScreen.self)),
                ("WriteReviewScreen", registry.hasView(for: WriteReviewScreen.self)),
                ("CartScreen", registry.hasView(for: CartScreen.self)),
                ("AddressScreen", registry.hasView(for: AddressScreen.self)),
                ("PaymentScreen", registry.hasView(for: PaymentScreen.self)),
                ("ConfirmOrderScreen", registry.hasView(for: ConfirmOrderScreen.self)),
                ("AccountScreen", registry.hasView(for: AccountScreen.self)),
                ("OrderScreen", registry.hasView(for: OrderScreen.self)),
            ]
            for (name, registered) in types { XCTAssertTrue(registered, "\(name) has a view") }
        }
    }

    func testTheRegistryBuildsEachScreensOwnView() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let registry = ViewRegistry()
            StorefrontViews.register(in: registry)
            let environment = UITest.environment()
            let products = ProductService(environment: environment)
            let cart = CartStore(dataDirectory: DataDirectory(environment: environment))
            let accounts = AccountStore(dataDirectory: DataDirectory(environment: environment),
                                        hasher: PasswordHasher(iterations: 1))
            let step = WalkthroughStepViewModel(number: 1, count: 4, heading: "Browse", text: "Find things.",
                                                iconName: "edit-find-symbolic")
            let screens: [(any Screen, ScreenView.Type)] = [
                (WalkthroughStepScreen(viewModel: step), WalkthroughStepView.self),
                (LoginScreen(viewModel: LoginViewModel(accounts: accounts)), LoginView.self),
                (ProductListScreen(viewModel: ProductListViewModel(products: products)), ProductListView.self),
                (ProductDetailScreen(viewModel: ProductDetailViewModel(productID: 1)), ProductDetailView.self),
                (CartScreen(viewModel: CartViewModel(cart: cart)), CartView.self),
                (AddressScreen(viewModel: AddressViewModel()), AddressView.self),
                (PaymentScreen(viewModel: PaymentViewModel()), PaymentView.self),
                (AccountScreen(viewModel: AccountViewModel(username: "ann", orders: [])), AccountView.self),
                (WriteReviewScreen(viewModel: WriteReviewViewModel(productName: "Lamp", author: "ann")),
                 WriteReviewView.self),
            ]
            for (screen, expected) in screens {
                let view = registry.makeView(for: screen)
                XCTAssertTrue(type(of: view) == expected, "\(type(of: screen)) gets \(expected), not \(type(of: view))")
                view.root.destroy()
            }
        }
    }
}
