import FoundationEssentials

/// A `Codable` value kept as JSON in a file: saved atomically, and on loading, a file that cannot
/// be decoded is moved aside as `<name>.bak` (`<name>.2.bak`… when an earlier one is there) so the app
/// starts fresh with a warning instead of failing.
///
/// ```swift
/// let file = dataDirectory.stateFile(named: "cart.json", label: "cart", loss: "The cart starts empty.",
///                                    of: Cart.self)
/// switch file.load() {
/// case .loaded(let cart): use(cart)
/// case .missing: use(Cart())
/// case .corrupt(let corruption): show(corruption.warning); use(Cart())
/// case .salvaged(let part, let corruption): show(corruption.warning); use(part)  // with `load(salvaging:)`
/// }
/// ```
public struct StateFile<Value: Codable>: Sendable {
    /// The file.
    public let file: AtomicFile
    /// What the file holds, for warnings ("cart", "navigation state").
    public let label: String
    /// What going on without the file means for the user, for warnings ("The cart starts empty.").
    public let loss: String

    /// The state file at `url`, holding `label`; going on without it means `loss` to the user.
    public init(url: URL, label: String, loss: String) {
        self.file = AtomicFile(url: url)
        self.label = label
        self.loss = loss
    }

    /// Where a corrupt file is moved now: the same path with ".bak" appended or, if a backup of
    /// an earlier damage is there, ".2.bak", ".3.bak"…: a backup is never replaced, as it may
    /// hold what the user would want back.
    private var freeBackupURL: URL {
        let folder = file.url.deletingLastPathComponent()
        let name = file.url.lastPathComponent
        return (1...).lazy.map { folder.appending(path: $0 == 1 ? "\(name).bak" : "\(name).\($0).bak") }
            .first { !AtomicFile(url: $0).exists }!
    }

    /// Reads and decodes the file; a file that cannot be read or decoded is renamed to a backup
    /// beside it (see above) and reported as ``StateFileContents/corrupt(_:)``, or, when
    /// `salvage` reads part of what it holds, as ``StateFileContents/salvaged(_:_:)`` with
    /// that part and the loss `salvage` words for it.
    public func load(salvaging salvage: (Data) -> (value: Value, loss: String)? = { _ in nil }) -> StateFileContents<Value> {
        let reason: StateFileCorruption.Reason
        var salvaged: (value: Value, loss: String)?
        do {
            guard let data = try file.read() else { return .missing }
            do {
                return .loaded(try JSONDecoder().decode(Value.self, from: data))
            } catch {
                salvaged = salvage(data)
                throw error
            }
        } catch let error as StorageError {
            reason = .unreadable(error.reason.lowercased())
        } catch {
            reason = .damaged(ErrorText.describe(error))
        }
        let backup = freeBackupURL
        let moved = (try? file.move(to: backup)) != nil
        let corruption = StateFileCorruption(label: label, loss: salvaged?.loss ?? loss, file: file.url, reason: reason,
                                             backup: moved ? backup : nil)
        return salvaged.map { .salvaged($0.value, corruption) } ?? .corrupt(corruption)
    }

    /// Encodes `value` as readable JSON and replaces the file with it atomically.
    public func save(_ value: Value) throws(StorageError) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            data = try encoder.encode(value)
        } catch {
            throw StorageError(operation: "encode the \(label) for", path: file.path, reason: ErrorText.describe(error))
        }
        try file.write(data)
    }

    /// Deletes the file; nothing happens if there is none.
    public func remove() throws(StorageError) {
        try file.remove()
    }
}
