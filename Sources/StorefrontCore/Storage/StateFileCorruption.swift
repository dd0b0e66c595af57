import FoundationEssentials

/// A state file that could not be used, and where it was kept.
public struct StateFileCorruption: Hashable, Sendable, CustomStringConvertible {
    /// What the file holds, such as "cart" or "navigation state".
    public var label: String
    /// The file that could not be used.
    public var file: URL
    /// Why, such as "the file is not valid JSON".
    public var reason: String
    /// Where the bad file was moved (`<name>.bak`), or nil if it could not be moved.
    public var backup: URL?

    /// A corruption report.
    public init(label: String, file: URL, reason: String, backup: URL?) {
        self.label = label
        self.file = file
        self.reason = reason
        self.backup = backup
    }

    /// A warning for the user, saying what was lost and where the bad file is.
    public var warning: String {
        let kept = backup.map { "The unreadable file was kept as \($0.path(percentEncoded: false))." }
            ?? "The unreadable file is still at \(file.path(percentEncoded: false))."
        return "The saved \(label) could not be read (\(reason)), so it starts fresh. \(kept)"
    }

    /// The same as ``warning``.
    public var description: String { warning }
}
