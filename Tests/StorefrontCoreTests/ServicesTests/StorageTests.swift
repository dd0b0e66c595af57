import FoundationEssentials
import Glibc
import StorefrontCore
import Testing

@Suite("Atomic files, state files and the data folder")
struct StorageTests {
    private struct Sample: Codable, Equatable {
        var name: String
        var count: Int
    }

    @Test("A file where the data folder should be: nothing to read, and saving says what is in the way")
    func aFileWhereTheFolderShouldBe() throws {
        let folder = TemporaryDataFolder()
        try folder.write("x", to: "storefront")
        let file = AtomicFile(url: folder.url.appending(path: "storefront/cart.json"))
        #expect(try file.read() == nil, "nothing was saved there: not a damaged file")
        #expect {
            try file.write(Data("{}".utf8))
        } throws: { error in
            let blocked = folder.url.appending(path: "storefront").path(percentEncoded: false)
            return (error as? StorageError)?.description == "Could not create the folder \(blocked): a file has that name."
        }
        #expect(folder.text(of: "storefront") == "x", "the file in the way is left alone")
    }

    @Test("The data folder says, before anything is saved, when a file stands where it or a parent should be")
    func fileInTheDataFolderPlace() throws {
        let folder = TemporaryDataFolder()
        let data = DataDirectory(url: folder.url.appending(path: "storefront"))
        #expect(data.problem == nil, "missing: the first save creates it")
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: false)
        #expect(data.problem == nil)
        try FileManager.default.removeItem(at: data.url)
        try folder.write("x", to: "storefront")
        let inTheWay = "Could not create the folder \(data.path): a file has that name."
        #expect(data.problem?.description == inTheWay, "the words the first save would say")
        #expect(DataDirectory(url: data.url.appending(path: "deeper")).problem?.description == inTheWay,
                "a parent in the way is named")
    }

    @Test("A data folder the user may not write in is said before anything is saved",
          .enabled(if: getuid() != 0, "root may write in any folder"))
    func unwritableDataFolder() throws {
        let folder = TemporaryDataFolder()
        let data = DataDirectory(url: folder.url.appending(path: "storefront"))
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        #expect(data.problem?.description == "Could not save in \(folder.path.dropLast()): Permission denied.")
    }

    @Test("An atomic write replaces the file, creates its folder, and leaves no temporary file behind")
    func atomicWrite() throws {
        let folder = TemporaryDataFolder()
        let file = AtomicFile(url: folder.url.appending(path: "nested/deeper/state.json"))
        #expect(try file.read() == nil)
        #expect(!file.exists)
        try file.write(Data("first".utf8))
        try file.write(Data("second".utf8))
        #expect(try file.read() == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/nested/deeper") == ["state.json"])
        try file.remove()
        try file.remove()  // removing a missing file is fine
        #expect(!file.exists)
    }

    @Test("A failed atomic write reports the path and leaves the old contents and no temporary file")
    func atomicWriteFailure() throws {
        let folder = TemporaryDataFolder()
        try folder.write("old", to: "data.json")
        // A folder where the file should go makes the final rename fail.
        let blocked = AtomicFile(url: folder.url.appending(path: "blocked"))
        try FileManager.default.createDirectory(at: blocked.url.appending(path: "inside"),
                                                withIntermediateDirectories: true)
        #expect(throws: StorageError.self) { try blocked.write(Data("new".utf8)) }
        #expect(try folder.fileNames() == ["blocked", "data.json"])
        #expect(folder.text(of: "data.json") == "old")
    }

    @Test("A named pipe or a folder where a file should be is refused at once, never waited on")
    func aNamedPipeOrAFolderInPlaceOfTheFile() throws {
        let folder = TemporaryDataFolder()
        #expect(mkfifo(folder.path + "pipe.json", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: folder.path + "folder.json", withIntermediateDirectories: false)
        for (name, reason) in [("pipe.json", "Not a regular file"), ("folder.json", "Is a directory")] {
            let file = AtomicFile(url: folder.url.appending(path: name))
            #expect(throws: StorageError(operation: "read", path: folder.path + name, reason: reason)) {
                try file.read()
            }
        }
        let sample = folder.dataDirectory.stateFile(named: "pipe.json", label: "sample", loss: Self.loss, of: Sample.self)
        guard case .corrupt(let corruption) = sample.load() else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(corruption.backup?.lastPathComponent == "pipe.json.bak", "moved aside as damaged files are")
        #expect(sample.load().value == nil && !sample.file.exists, "the next save writes a file in its place")
    }

    @Test("A state file round-trips its value and reports a missing file")
    func stateFileRoundTrip() throws {
        let folder = TemporaryDataFolder()
        let file = folder.dataDirectory.stateFile(named: "sample.json", label: "sample", loss: Self.loss,
                                                  of: Sample.self)
        #expect(file.load().value == nil)
        guard case .missing = file.load() else { Issue.record("expected .missing"); return }
        try file.save(Sample(name: "a/b", count: 2))
        #expect(file.load().value == Sample(name: "a/b", count: 2))
        #expect(folder.text(of: "sample.json")?.contains("\"a/b\"") == true)
        #expect(try folder.fileNames() == ["sample.json"])
    }

    private static let loss = "The samples start over."

    @Test("A corrupt state file is reported, kept beside as .bak, and the original is gone", arguments: [
        ("{ not json", "not valid JSON"),
        ("{\"name\": \"x\"}", "\"count\" is missing"),
        ("{\"name\": \"x\", \"count\": \"two\"}", "\"count\" is not an Int"),
        ("", "not valid JSON"),
    ])
    func corruptStateFile(contents: String, reason: String) throws {
        let folder = TemporaryDataFolder()
        try folder.write(contents, to: "sample.json")
        let file = folder.dataDirectory.stateFile(named: "sample.json", label: "sample", loss: Self.loss,
                                                  of: Sample.self)
        guard case .corrupt(let corruption) = file.load() else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(Self.detail(of: corruption).contains(reason), "\(corruption.reason)")
        #expect(corruption.backup == folder.url.appending(path: "sample.json.bak"))
        // The user reads what was lost, in plain words, and where the file went; developers
        // get what is wrong with it.
        let warning = corruption.warning
        let shownFolder = folder.path.hasSuffix("/") ? String(folder.path.dropLast()) : folder.path
        #expect(warning.title == Warning.unreadableTitle)
        #expect(warning.message == "The saved sample could not be read: the file is damaged. \(Self.loss) "
                + "The file is kept as “sample.json.bak” in \(shownFolder).")
        #expect(corruption.description.hasSuffix("(\(Self.detail(of: corruption)))"))
        #expect(try folder.fileNames() == ["sample.json.bak"])
        #expect(folder.text(of: "sample.json.bak") == contents)
        // The next launch starts fresh, and a new save works.
        guard case .missing = file.load() else { Issue.record("expected .missing after the backup"); return }
        try file.save(Sample(name: "fresh", count: 1))
        #expect(file.load().value == Sample(name: "fresh", count: 1))
    }

    private static func detail(of corruption: StateFileCorruption) -> String {
        if case .damaged(let detail) = corruption.reason { detail } else { "" }
    }

    @Test("The data folder follows XDG_DATA_HOME, else ~/.local/share, and ignores a relative XDG_DATA_HOME")
    func dataDirectory() {
        #expect(DataDirectory(environment: ["XDG_DATA_HOME": "/tmp/xdg", "HOME": "/home/ann"]).path
            == "/tmp/xdg/storefront")
        #expect(DataDirectory(environment: ["HOME": "/home/ann"]).path == "/home/ann/.local/share/storefront")
        #expect(DataDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ann"]).path
            == "/home/ann/.local/share/storefront")
        #expect(DataDirectory(url: URL(filePath: "/d")).file(named: "cart.json").path(percentEncoded: false)
            == "/d/cart.json")
    }

    @Test("The data folder is created on the first write, with its parents")
    func dataDirectoryCreatedOnDemand() throws {
        let folder = TemporaryDataFolder()
        let data = DataDirectory(environment: ["XDG_DATA_HOME": folder.path + "/xdg"])
        #expect(!FileManager.default.fileExists(atPath: data.path))
        try data.stateFile(named: "cart.json", label: "cart", loss: "", of: Cart.self).save(Cart())
        #expect(FileManager.default.fileExists(atPath: data.path + "/cart.json"))
    }
}
