import FoundationEssentials

/// A state file that could not be used, and where it was kept.
public struct StateFileCorruption: Hashable, Sendable, CustomStringConvertible {
    /// Why a state file could not be used.
    public enum Reason: Hashable, Sendable {
        /// The file could not be read, for the reason the system gave ("permission denied").
        case unreadable(String)
        /// The file was read but its contents make no sense: what is wrong, for developers
        /// (`"items[2].price" is missing`, "the file is not valid JSON").
        case damaged(String)
    }

    /// What the file holds, such as "cart" or "navigation state".
    public var label: String
    /// What going on without the file means for the user, such as "The cart starts empty."
    public var loss: String
    /// The file that could not be used.
    public var file: URL
    /// Why.
    public var reason: Reason
    /// Where the bad file was moved (`<name>.bak`, or `<name>.2.bak`… beside earlier ones), or
    /// nil if it could not be moved.
    public var backup: URL?

    /// A corruption report.
    public init(label: String, loss: String, file: URL, reason: Reason, backup: URL?) {
        self.label = label
        self.loss = loss
        self.file = file
        self.reason = reason
        self.backup = backup
    }

    /// The warning for the user: what could not be read and why in plain words (a damaged
    /// file's details are for developers, who have the file), what that means for them, and
    /// where the file is.
    public var warning: Warning {
        let why = switch reason {
        case .unreadable(let systemReason): "the file could not be opened (\(systemReason))"
        case .damaged: "the file is damaged"
        }
        let kept = backup ?? file
        var folder = kept.deletingLastPathComponent().path(percentEncoded: false)
        if folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        let place = "“\(kept.lastPathComponent)” in \(folder)"
        let whereKept = backup == nil ? "The file is still \(place)." : "The file is kept as \(place)."
        return Warning(title: Warning.unreadableTitle,
                       message: "The saved \(label) could not be read: \(why). \(loss) \(whereKept)")
    }

    /// The warning's message, and for a damaged file what is wrong with it.
    public var description: String {
        guard case .damaged(let details) = reason else { return warning.message }
        return "\(warning.message) (\(details))"
    }
}
