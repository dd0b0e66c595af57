import CoordinatorKit

/// The places of the app that deep links name and session restoration records.
public enum AppRoute: Hashable, Sendable, Codable {
    /// The product list.
    case browse
    /// A product's detail page.
    case product(Int)
    /// A product's reviews.
    case reviews(Int)
    /// The review being written for a product (restored with its draft).
    case writeReview(Int)
    /// The cart.
    case cart
    /// Checkout, from the cart: a deep link's place (session restoration keeps a checkout
    /// under way as ``SessionState/checkoutAddress`` and ``SessionState/checkoutStep`` instead).
    case checkout
    /// The account page.
    case account
    /// An order of the signed-in account, by its number, over the account page.
    case order(String)

    /// The tab the place belongs to.
    public var tab: AppTab {
        switch self {
        case .browse, .product, .reviews, .writeReview: .browse
        case .cart, .checkout: .cart
        case .account, .order: .account
        }
    }

    /// Whether the place needs a signed-in user (everything behind the tabs does; these
    /// hold personal data).
    public var isGuarded: Bool { self == .checkout || self == .account }
}
