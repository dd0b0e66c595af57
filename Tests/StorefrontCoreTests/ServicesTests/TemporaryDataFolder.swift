import FoundationEssentials
import Glibc
import StorefrontCore

/// A fresh folder under the system's temporary directory, removed with everything in it when released.
final class TemporaryDataFolder: Sendable {
    let url: URL

    init() {
        var template = Array(
            FileManager.default.temporaryDirectory.appending(path: "storefront-tests.XXXXXX").path(percentEncoded: false)
                .utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed")
        url = URL(filePath: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self),
                  directoryHint: .isDirectory)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The folder as the app's data folder.
    var dataDirectory: DataDirectory { DataDirectory(url: url) }

    /// The names of the files in the folder, sorted (hidden ones included).
    func fileNames() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    var path: String { url.path(percentEncoded: false) }

    /// Writes `text` to the file `name` directly (not atomically), as a damaged or hand-made file.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appending(path: name))
    }

    /// The text of the file `name`, or nil if missing.
    func text(of name: String) -> String? {
        (try? Data(contentsOf: url.appending(path: name))).map { String(decoding: $0, as: UTF8.self) }
    }
}
