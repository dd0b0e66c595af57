import CoordinatorKit

/// The app's deep links: `storefront://browse`, `storefront://product/42`,
/// `storefront://product/42/reviews`, `storefront://cart`, `storefront://checkout`,
/// `storefront://account`, `storefront://order/SF-7K3Q9X2M` (also after `account`).
public enum AppDeepLinks {
    /// The URI scheme.
    public static let scheme = "storefront"

    /// The parser for the app's links, made once.
    public static let parser: DeepLinkParser<AppRoute> = {
        var parser = DeepLinkParser<AppRoute>(scheme: scheme)
        let first: DeepLinkParser<AppRoute>.Placement = { $0 == nil }
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
        parser.add("order", parameters: ["order number"], after: { $0 == nil || $0 == .account }) {
            values throws(InvalidParameter) in .order(try orderNumber(values[0]))
        }
        return parser
    }()

    /// Why an order number in a link is not valid.
    private static let notAnOrderNumber = "not an order number"

    /// `value` as an order number ("SF-" then letters and digits), in capitals: a link whose
    /// text was lowercased on its way (some mail programs do) still opens its order.
    private static func orderNumber(_ value: String) throws(InvalidParameter) -> String {
        let number = value.uppercased()
        guard number.hasPrefix("SF-"), number.count > 3,
              number.dropFirst(3).allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw InvalidParameter(value, reason: notAnOrderNumber)
        }
        return number
    }

    /// The chain of places `link` names, product numbers checked against `productExists`. A
    /// link copied from the end of a sentence ("… storefront://order/SF-7K3Q9X2M.") opens
    /// without the punctuation, as terminals and mail programs cut it off; a link that fails
    /// both ways is explained as it was given.
    public static func routes(from link: String, productExists: (Int) -> Bool) throws(DeepLinkError) -> [AppRoute] {
        do throws(DeepLinkError) {
            return try checkedRoutes(from: link, productExists: productExists)
        } catch {
            let given = link.trimmed
            let unpunctuated = String(given.reversed().drop { ".,;:!?)]»”’\"'".contains($0) }.reversed())
            guard unpunctuated != given,
                  let routes = try? checkedRoutes(from: unpunctuated, productExists: productExists) else { throw error }
            return routes
        }
    }

    private static func checkedRoutes(from link: String, productExists: (Int) -> Bool) throws(DeepLinkError)
        -> [AppRoute] {
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
    /// app's pages, where ``DeepLinkError/description`` speaks of the link's segments. What it
    /// quotes of the link is abbreviated (a link may be thousands of characters long), and its
    /// controls are written as code points (a NUL would end the alert's text there).
    public static func message(for error: DeepLinkError) -> String {
        let segment = (error.segment ?? "").escapedAndAbbreviated()
        return switch error.reason {
        case .malformed, .wrongScheme, .empty: "“\(error.link.escapedAndAbbreviated())” is not a Storefront link."
        case .unknownSegment: "Storefront has no page called “\(segment)”."
        case .missingParameter(let name): "The link does not say which \(name.prefix { $0 != " " }) to show."
        case .invalidParameter(let value, because: notAnOrderNumber): "“\(value.escapedAndAbbreviated())” is not an order number."
        // Digits alone: a number, if one too large for the app, that no product has ("+1" is
        // not taken as 1, so it is not said to be missing).
        case .invalidParameter(let value, _) where value.allSatisfy({ $0.isASCII && $0.isNumber }):
            "There is no product number \(value.escapedAndAbbreviated())."
        case .invalidParameter(let value, _): "“\(value.escapedAndAbbreviated())” is not a product number."
        case .notAllowedHere where error.segmentIndex == 0: "A link cannot start with “\(segment)”."
        case .notAllowedHere: "In a link, “\(segment)” cannot come after the page before it."
        }
    }

    /// What an alert tells the user about a link to an order that the account signed in as
    /// `username` does not have (an order number mistyped, or another account's order, which
    /// is never shown).
    public static func message(forMissingOrder number: String, username: String) -> String {
        "The account “\(username)” has no order \(number.escapedAndAbbreviated()). To see it, sign in with the account that placed it."
    }

    /// What the sign-in page says while a link the user followed waits for them to sign in
    /// (an order's link opens only for the account that placed it, never for a new one).
    public static func signInNotice(for routes: [AppRoute]) -> SignInNotice {
        for case .order(let number) in routes {
            let order = number.escapedAndAbbreviated()
            return SignInNotice(signingIn: "Sign in with the account that placed order \(order) to see it.",
                                creatingAccount: "A new account has no orders: to see order \(order), "
                                    + "sign in with the account that placed it.")
        }
        return SignInNotice(signingIn: "Sign in to open the link you followed.",
                            creatingAccount: "The link you followed opens once your account is created.")
    }

    /// The note on the walkthrough's steps while the link to `routes` waits for its end (and
    /// for someone to sign in, unless `isSignedIn`: for an order, the account that placed it).
    public static func walkthroughNotice(for routes: [AppRoute], isSignedIn: Bool) -> String {
        let opens = "The link you followed opens when the walkthrough ends"
        if isSignedIn { return opens + "." }
        let isOrder = routes.contains { if case .order = $0 { true } else { false } }
        return opens + " and you have signed in" + (isOrder ? " with the account that placed the order." : ".")
    }
}
