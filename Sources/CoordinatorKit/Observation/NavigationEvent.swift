/// A navigation about to happen or just done, as observers see it.
public enum NavigationEvent: Sendable, CustomStringConvertible {
    /// The state is about to change.
    case willNavigate(NavigationRecord)
    /// The change is on screen.
    case didNavigate(NavigationRecord)

    /// The record either way.
    public var record: NavigationRecord {
        switch self {
        case .willNavigate(let record), .didNavigate(let record): record
        }
    }

    /// "will"/"did", then the record.
    public var description: String {
        switch self {
        case .willNavigate(let record): "will \(record)"
        case .didNavigate(let record): "did \(record)"
        }
    }
}

/// What one navigation did: its steps in words, who asked for it, and the route if one did.
public struct NavigationRecord: Sendable, CustomStringConvertible {
    /// The steps, for example `forward root: [home, product/42]`.
    public let steps: [String]
    /// Who asked: code or a user gesture.
    public let origin: DismissalOrigin
    /// The route that was triggered, described, if the navigation came from one.
    public let route: String?

    /// A one-line summary.
    public var description: String {
        let cause = route.map { "route \($0)" } ?? origin.description
        return "\(steps.joined(separator: "; ")) (\(cause))"
    }
}
