import FoundationEssentials

/// The app's services, made once per process from the environment.
///
/// The catalog is not read when made (it loads after the first frame); the account, session
/// and cart files, a few bytes each, are read at once so the app can choose Login or the tabs.
@MainActor
public final class StorefrontServices {
    /// The catalog and reviews.
    public let products: ProductService
    /// Local accounts and the session.
    public let accounts: AccountStore
    /// The signed-in account's cart (it follows sign-ins and sign-outs).
    public let cart: CartStore
    /// Orders.
    public let orders: OrderService
    /// The data folder.
    public let dataDirectory: DataDirectory
    /// The problems every service met (an unreadable file, a change that could not be saved).
    public let warnings = WarningLog()

    private var observations: [StoreObservation] = []

    /// Services configured from `environment` (`XDG_DATA_HOME`, `STOREFRONT_RESOURCES`, the
    /// fault-injection variables).
    public init(environment: [String: String]) {
        dataDirectory = DataDirectory(environment: environment)
        if let problem = dataDirectory.problem { warnings.add(.cannotSave(because: problem)) }
        products = ProductService(environment: environment, warnings: warnings)
        accounts = AccountStore(dataDirectory: dataDirectory, warnings: warnings)
        cart = CartStore(dataDirectory: dataDirectory, owner: accounts.currentAccount, warnings: warnings)
        orders = OrderService(cart: cart, products: products, dataDirectory: dataDirectory, warnings: warnings)
        // The cart follows who is signed in, and the prices and stock as the catalog knows them.
        observations = [
            accounts.observe { [cart, products, accounts] _ in
                cart.switchOwner(to: accounts.currentAccount)
                cart.update(from: products)
            },
            products.observeLoading { [cart, products] in cart.update(from: products) },
            products.observe { [cart, products] _ in cart.update(from: products) },
        ]
    }
}
