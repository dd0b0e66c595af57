/// Why the catalog could not be used.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as the end of the sentence "The catalog is damaged: …".
    public var reason: String

    /// An error for `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    /// A sentence for the user.
    public var description: String { "The catalog is damaged: \(reason)." }
}
