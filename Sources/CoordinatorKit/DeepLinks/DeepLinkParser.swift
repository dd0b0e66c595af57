/// Turns deep link URIs into chains of routes, checking every segment before anything moves.
///
/// ```swift
/// var parser = DeepLinkParser<StoreRoute>(scheme: "storefront")
/// parser.add("product", parameters: ["product id"]) { values throws(InvalidParameter) in
///     .product(try InvalidParameter.integer(values[0]))
/// }
/// parser.add("reviews", after: { if case .product = $0 { true } else { false } }) { _ in .reviews }
/// let routes = try parser.routes(from: "storefront://product/42/reviews") // [.product(42), .reviews]
/// ```
///
/// A parser is `Sendable` (its closures are): made once, it can be a `static let`.
public struct DeepLinkParser<Route>: Sendable {
    /// Builds a route from a segment's parameter values.
    public typealias Builder = @Sendable ([String]) throws(InvalidParameter) -> Route
    /// Builds a route from a segment's parameter values and the route before it in the chain.
    public typealias FollowingBuilder = @Sendable (_ values: [String], _ previous: Route?) throws(InvalidParameter) -> Route
    /// Whether a place may follow the route before it in the chain (nil: first in the chain).
    public typealias Placement = @Sendable (_ previous: Route?) -> Bool

    private struct Pattern: Sendable {
        let parameters: [String]
        let isAllowed: Placement
        let build: FollowingBuilder
    }

    /// The URI scheme links must use, lowercased.
    public let scheme: String
    private var patterns: [String: Pattern] = [:]

    /// Creates a parser for links of the form `scheme://…`.
    public init(scheme: String) {
        self.scheme = scheme.lowercased()
    }

    /// Adds a place: the segment `name` (in any case in a link: `Product`, `PRODUCT`) followed
    /// by one segment per parameter name.
    ///
    /// - Parameters:
    ///   - parameters: the parameters' names, used in error messages ("the product id is missing").
    ///   - after: whether the place may follow `previous` in a chain (nil: first in the chain).
    ///   - build: makes the route; throws ``InvalidParameter`` for a bad value. A closure that
    ///     throws must say so, `{ values throws(InvalidParameter) in … }`: Swift does not infer
    ///     a typed `throws`, and an untyped one does not convert.
    public mutating func add(
        _ name: String, parameters: [String] = [], after: @escaping Placement = { _ in true },
        build: @escaping Builder
    ) {
        patterns[name.lowercased()] = Pattern(parameters: parameters, isAllowed: after) { values, _ throws(InvalidParameter) in
            try build(values)
        }
    }

    /// Adds a place whose route depends on the one before it, as `product/42/reviews`: the
    /// `reviews` segment becomes "the reviews of product 42".
    ///
    /// ```swift
    /// parser.add("reviews", after: { if case .product = $0 { true } else { false } }) {
    ///     _, previous throws(InvalidParameter) in
    ///     guard case .product(let id)? = previous else { throw InvalidParameter("reviews", reason: "no product") }
    ///     return .reviews(of: id)
    /// }
    /// ```
    public mutating func add(
        _ name: String, parameters: [String] = [], after: @escaping Placement,
        following build: @escaping FollowingBuilder
    ) {
        patterns[name.lowercased()] = Pattern(parameters: parameters, isAllowed: after, build: build)
    }

    /// The chain of routes `text` names, or an error naming the first segment that fails.
    public func routes(from text: String) throws(DeepLinkError) -> [Route] {
        let link = try DeepLink(parsing: text)
        guard link.scheme == scheme else { throw DeepLinkError(link: text, reason: .wrongScheme(expected: scheme)) }
        guard !link.segments.isEmpty else { throw DeepLinkError(link: text, reason: .empty) }
        var routes: [Route] = []
        var index = 0
        while index < link.segments.count {
            let name = link.segments[index]
            func failure(_ reason: DeepLinkError.Reason, at position: Int? = nil) -> DeepLinkError {
                let at = position ?? index
                return DeepLinkError(link: text, segmentIndex: at, segment: link.segments[at], reason: reason)
            }
            guard let pattern = patterns[name.lowercased()] else { throw failure(.unknownSegment) }
            let values = Array(link.segments.dropFirst(index + 1).prefix(pattern.parameters.count))
            guard values.count == pattern.parameters.count else {
                throw failure(.missingParameter(pattern.parameters[values.count]))
            }
            // Where a place may come is checked first: its builder may count on the place before it.
            guard pattern.isAllowed(routes.last) else { throw failure(.notAllowedHere) }
            let route: Route
            do throws(InvalidParameter) {
                route = try pattern.build(values, routes.last)
            } catch {
                let position = values.firstIndex(of: error.value).map { index + 1 + $0 } ?? index
                throw failure(.invalidParameter(error.value, because: error.reason), at: position)
            }
            routes.append(route)
            index += 1 + values.count
        }
        return routes
    }
}

/// A deep link parameter whose value is not valid.
public struct InvalidParameter: Error, Sendable, Equatable {
    /// The value as written in the link.
    public let value: String
    /// Why it is not valid.
    public let reason: String

    /// Creates an error.
    public init(_ value: String, reason: String) {
        self.value = value
        self.reason = reason
    }

    /// `value`, written in ASCII digits only, as a non-negative integer; else an error saying
    /// it is not a number (a sign, a space or a letter in it), that it is a negative one, or
    /// that it is too large for one.
    public static func integer(_ value: String) throws(InvalidParameter) -> Int {
        let isNegative = value.hasPrefix("-")
        let digits = isNegative ? value.dropFirst() : value[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw InvalidParameter(value, reason: "not a number")
        }
        guard !isNegative else { throw InvalidParameter(value, reason: "a negative number") }
        guard let number = Int(digits) else { throw InvalidParameter(value, reason: "too large a number") }
        return number
    }
}
