import FoundationEssentials

/// The folder where the app keeps what it writes (account, cart, reviews, orders, navigation
/// state): `$XDG_DATA_HOME/storefront`, by default `~/.local/share/storefront`. Created on the first write.
public struct DataDirectory: Hashable, Sendable {
    /// The folder.
    public let url: URL

    /// The folder at `url` (tests pass a temporary folder).
    public init(url: URL) {
        self.url = url
    }

    /// The folder the XDG Base Directory rules give for `environment`.
    ///
    /// A relative or empty `XDG_DATA_HOME` is ignored, as the specification says.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            self.init(url: URL(filePath: dataHome, directoryHint: .isDirectory).appending(path: "storefront"))
        } else {
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
                ?? FileManager.default.homeDirectoryForCurrentUser.path(percentEncoded: false)
            self.init(url: URL(filePath: home, directoryHint: .isDirectory).appending(path: ".local/share/storefront"))
        }
    }

    /// The folder's path.
    public var path: String { url.path(percentEncoded: false) }

    /// The file called `name` in the folder.
    public func file(named name: String) -> URL { url.appending(path: name, directoryHint: .notDirectory) }

    /// The state file called `name` in the folder. Warnings name its contents `label` ("cart")
    /// and say what going on without it means for the user, `loss` ("The cart starts empty.").
    public func stateFile<Value: Codable>(named name: String, label: String, loss: String,
                                          of type: Value.Type = Value.self) -> StateFile<Value> {
        StateFile(url: file(named: name), label: label, loss: loss)
    }
}
