/// Names one navigation stack of a window: the root stack, a tab's stack or a modal's stack.
public struct StackID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name, unique within a ``NavigationHost``.
    public let rawValue: String

    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The window's root stack when it has no tabs.
    public static let root: StackID = "root"

    /// The name itself.
    public var description: String { rawValue }
}
