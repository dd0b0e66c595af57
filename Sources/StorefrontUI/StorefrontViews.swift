import CoordinatorGtk
import StorefrontCore

/// The GTK views of the Storefront screens.
///
/// ```swift
/// let registry = ViewRegistry()
/// StorefrontViews.register(in: registry)
/// ```
@MainActor
public enum StorefrontViews {
    /// Registers the view of every Storefront screen type in `registry`.
    public static func register(in registry: ViewRegistry) {
        registry.register(WalkthroughStepScreen.self) { WalkthroughStepView(viewModel: $0.viewModel) }
        registry.register(LoginScreen.self) { LoginView(viewModel: $0.viewModel) }
        registry.register(ProductListScreen.self) { ProductListView(viewModel: $0.viewModel) }
        registry.register(ProductDetailScreen.self) { ProductDetailView(viewModel: $0.viewModel) }
        registry.register(ReviewsScreen.self) { ReviewsView(viewModel: $0.viewModel) }
        registry.register(WriteReviewScreen.self) { WriteReviewView(viewModel: $0.viewModel) }
        registry.register(CartScreen.self) { CartView(viewModel: $0.viewModel) }
        registry.register(AddressScreen.self) { AddressView(viewModel: $0.viewModel) }
        registry.register(PaymentScreen.self) { PaymentView(viewModel: $0.viewModel) }
        registry.register(ConfirmOrderScreen.self) { ConfirmOrderView(viewModel: $0.viewModel) }
        registry.register(AccountScreen.self) { AccountView(viewModel: $0.viewModel) }
        registry.register(OrderScreen.self) { OrderView(viewModel: $0.viewModel) }
    }
}
