import CoordinatorKit

/// The app's deep links: `storefront://browse`, `storefront://product/42`,
/// `storefront://product/42/reviews`, `storefront://cart`, `storefront://checkout`,
/// `storefront://account`.
public enum AppDeepLinks {
    /// The URI scheme.
    public static let scheme = "storefront"

    /// The parser for the app's links.
    public static var parser: DeepLinkParser<AppRoute> {
        var parser = DeepLinkParser<AppRoute>(scheme: scheme)
        let first = { (previous: AppRoute?) in previous == nil }
        parser.add("browse", after: first) { _ in .browse }
        parser.add("product", parameters: ["product number"], after: first) { values throws(InvalidParameter) in
            .product(try InvalidParameter.integer(values[0]))
        }
        parser.add("reviews", after: { if case .product = $0 { true } else { false } }) {
            _, previous throws(InvalidParameter) in
            guard case .product(let id) = previous else { throw InvalidParameter("reviews", reason: "no product") }
            return .reviews(id)
        }
        parser.add("cart", after: first) { _ in .cart }
        parser.add("checkout", after: { $0 == nil || $0 == .cart }) { _ in .checkout }
        parser.add("account", after: first) { _ in .account }
        return parser
    }

    /// The chain of places `link` names, product numbers checked against `productExists`.
    public static func routes(from link: String, productExists: (Int) -> Bool) throws(DeepLinkError) -> [AppRoute] {
        let routes = try parser.routes(from: link)
        if let missing = routes.compactMap({ route -> Int? in
            if case .product(let id) = route { id } else { nil }
        }).first(where: { !productExists($0) }) {
            throw DeepLinkError(link: link, segmentIndex: 1, segment: String(missing),
                                reason: .invalidParameter(String(missing), because: "there is no such product"))
        }
        return routes
    }

    /// What an alert tells the user about a link that cannot be opened: in words about the
    /// app's pages, where ``DeepLinkError/description`` speaks of the link's segments.
    public static func message(for error: DeepLinkError) -> String {
        let segment = error.segment ?? ""
        return switch error.reason {
        case .malformed, .wrongScheme, .empty: "“\(error.link)” is not a Storefront link."
        case .unknownSegment: "Storefront has no page called “\(segment)”."
        case .missingParameter: "The link does not say which product to show."
        case .invalidParameter(let value, _) where Int(value) != nil: "There is no product number \(value)."
        case .invalidParameter(let value, _): "“\(value)” is not a product number."
        case .notAllowedHere where error.segmentIndex == 0: "A link cannot start with “\(segment)”."
        case .notAllowedHere: "In a link, “\(segment)” cannot come after the page before it."
        case .refusedByGuard: "That page cannot be opened now."
        }
    }
}
