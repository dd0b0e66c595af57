/// A file could not be read, written, renamed or removed.
public struct StorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done, such as "write" or "rename".
    public var operation: String
    /// The file's path.
    public var path: String
    /// Why it failed, such as "Permission denied".
    public var reason: String

    /// An error for `operation` on `path`.
    public init(operation: String, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// A sentence for the user, such as "Could not write /home/ann/.local/share/storefront/cart.json: Permission denied."
    public var description: String { "Could not \(operation) \(path): \(reason)." }
}
