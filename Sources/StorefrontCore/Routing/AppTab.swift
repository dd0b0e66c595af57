import CoordinatorKit

/// The app's tabs, each with its own navigation stack.
public enum AppTab: String, CaseIterable, Sendable, Codable {
    /// The product list and everything reached from it.
    case browse
    /// The cart and checkout.
    case cart
    /// The account.
    case account

    /// The tab's navigation stack.
    public var stack: StackID { StackID(rawValue) }

    /// The tab's title.
    public var title: String {
        switch self {
        case .browse: "Browse"
        case .cart: "Cart"
        case .account: "Account"
        }
    }

    /// The tab whose stack is `stack`, if any.
    public init?(stack: StackID) { self.init(rawValue: stack.rawValue) }
}
