import CoordinatorKit

/// A problem the user should hear of, worded for them: a short title for the alert and a
/// message saying what happened and what it means for them.
public struct Warning: Hashable, Sendable, CustomStringConvertible {
    /// The alert's title, the same for every problem of a kind ("Changes Could Not Be Saved").
    public var title: String
    /// What happened and what it means for the user.
    public var message: String

    /// A warning titled `title` saying `message`.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    /// The title for a saved file that could not be used.
    public static let unreadableTitle = "Saved Data Could Not Be Read"
    /// The title for a change that could not be saved.
    public static let notSavedTitle = "Changes Could Not Be Saved"

    /// A change that could not be saved: `consequence` (what it means for the user), then why.
    public static func notSaved(_ consequence: String, because error: StorageError) -> Warning {
        Warning(title: notSavedTitle, message: "\(consequence) \(error)")
    }

    /// The title for a data folder where nothing can be saved.
    public static let cannotSaveTitle = "Changes Cannot Be Saved"

    /// The data folder cannot keep files, because of `error`: said at start-up, before the
    /// user makes changes that would be lost.
    public static func cannotSave(because error: StorageError) -> Warning {
        Warning(title: cannotSaveTitle,
                message: "\(error) Until that is fixed, nothing you change is kept after Storefront quits.")
    }

    /// The title for a data folder another Storefront process holds.
    public static let openElsewhereTitle = "Storefront Is Already Open"

    /// Another Storefront process, `held.holder`, uses `folder` (in another login of the same
    /// account): the user is asked to close it there first. `again` when the user already
    /// tried again and it is still open.
    public static func openElsewhere(_ held: DataDirectoryLock.Held, folder: DataDirectory, again: Bool = false)
        -> Warning {
        let holder = held.holder.map { " (\($0))" } ?? ""
        return Warning(
            title: openElsewhereTitle,
            message: "Storefront is \(again ? "still " : "")open in another session of this account\(holder), "
                + "with the same data folder, \(folder.path). Quit it there, then try again: two at once "
                + "would save over each other’s cart, orders and reviews.")
    }

    /// One warning saying all of `warnings` (problems met together, such as several damaged
    /// files at start-up: one alert to close, not one each), under their title when they
    /// share it, each said once (a save that failed twice in a row is one problem); nil when
    /// there are none.
    public static func combining(_ warnings: [Warning]) -> Warning? {
        var seen: Set<Warning> = []
        let warnings = warnings.filter { seen.insert($0).inserted }
        guard let first = warnings.first else { return nil }
        guard warnings.count > 1 else { return first }
        let title = warnings.allSatisfy { $0.title == first.title } ? first.title : severalProblemsTitle
        return Warning(title: title, message: warnings.map(\.message).joined(separator: "\n\n"))
    }

    /// The title for problems of different kinds said together.
    public static let severalProblemsTitle = "Storefront Met Several Problems"

    /// The alert that tells the user, with an OK to close it.
    public var alert: Alert { Alert(title: title, message: message) }

    /// "Title: message", for logs and test messages.
    public var description: String { "\(title): \(message)" }
}
