import FoundationEssentials
import Glibc

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

    /// Why nothing can be saved in the folder, if so, checked without creating anything: a
    /// file where the folder or one of its parents should be ("Could not create the folder
    /// …: a file has that name.", as the first save would say), or a folder the user may not
    /// write in. Nil when saving would work (or fails for a reason only a write meets).
    public var problem: StorageError? {
        var above = "/"
        for folder in AtomicFile.folderChain(path) {
            // Missing from here down: saving creates it in the folder above, if that may be written.
            guard access(folder, F_OK) == 0 else { return errno == ENOENT ? Self.writeProblem(in: above) : nil }
            guard AtomicFile.isFolder(folder) else { return AtomicFile.fileInTheWay(of: folder) }
            above = folder
        }
        return Self.writeProblem(in: above)
    }

    private static func writeProblem(in folder: String) -> StorageError? {
        guard access(folder, W_OK | X_OK) != 0 else { return nil }
        return StorageError(operation: "save in", path: folder, reason: String(cString: strerror(errno)))
    }

    /// The file called `name` in the folder.
    public func file(named name: String) -> URL { url.appending(path: name, directoryHint: .notDirectory) }

    /// The state file called `name` in the folder. Warnings name its contents `label` ("cart")
    /// and say what going on without it means for the user, `loss` ("The cart starts empty.").
    public func stateFile<Value: Codable>(named name: String, label: String, loss: String,
                                          of type: Value.Type = Value.self) -> StateFile<Value> {
        StateFile(url: file(named: name), label: label, loss: loss)
    }
}
