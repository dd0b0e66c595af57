import FoundationEssentials
import Glibc
import StorefrontCore
import Testing

@Suite("The data folder's lock: one Storefront at a time")
struct DataDirectoryLockTests {
    private var thisProcess: String {
        var host = [UInt8](repeating: 0, count: 256)
        gethostname(&host, host.count - 1)
        return "process \(getpid()) on \(String(decoding: host.prefix { $0 != 0 }, as: UTF8.self))"
    }

    @Test("A second lock on a folder held is refused, naming the holder, and taken once the first is let go")
    func aHeldFolderKeepsOthersOutUntilReleased() throws {
        let folder = TemporaryDataFolder()
        let data = DataDirectory(url: folder.url.appending(path: "storefront"))
        var first: DataDirectoryLock? = try DataDirectoryLock(data)
        #expect(first?.isLocked == true, "the missing folder was created for the lock")
        #expect(throws: DataDirectoryLock.Held(holder: thisProcess)) { try DataDirectoryLock(data) }
        first = nil
        let second = try lockOnceReleased(data)
        #expect(second.isLocked)
    }

    /// Locks `data`, trying again for at most a second while the lock is still held: a child
    /// process another test spawns (an exit test) holds a copy of every open file, the lock
    /// file included, from its fork until its exec closes them, and a `flock` lasts until the
    /// last copy is closed.
    private func lockOnceReleased(_ data: DataDirectory) throws(DataDirectoryLock.Held) -> DataDirectoryLock {
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline {
            if let lock = try? DataDirectoryLock(data) { return lock }
            usleep(5_000)  // a polling interval: the condition decides
        }
        return try DataDirectoryLock(data)
    }

    @Test("A lock file left by a process that crashed keeps no one out")
    func aLockFileLeftBehindIsTaken() throws {
        let folder = TemporaryDataFolder()
        try folder.write("process 1 on elsewhere", to: DataDirectoryLock.fileName)
        let lock = try DataDirectoryLock(folder.dataDirectory)
        #expect(lock.isLocked)
        #expect(folder.text(of: DataDirectoryLock.fileName) == thisProcess, "the old holder's words are gone")
    }

    @Test("A folder that cannot hold a lock file is not locked, and nothing is refused")
    func aFolderWithAFileInTheWayIsNotLocked() throws {
        let folder = TemporaryDataFolder()
        try folder.write("x", to: "storefront")
        let data = DataDirectory(url: folder.url.appending(path: "storefront"))
        let lock = try DataDirectoryLock(data)
        #expect(!lock.isLocked)
        #expect(try !DataDirectoryLock(data).isLocked, "nothing can be saved there, so no one is kept out")
        #expect(folder.text(of: "storefront") == "x", "the file in the way is left alone")
    }

    @Test("Where the lock file cannot be opened (a folder in its place), the data folder itself keeps a second process out")
    func aLockFileThatCannotBeOpenedLocksTheFolderInstead() throws {
        let folder = TemporaryDataFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: DataDirectoryLock.fileName),
                                                withIntermediateDirectories: true)
        var first: DataDirectoryLock? = try DataDirectoryLock(folder.dataDirectory)
        #expect(first?.isLocked == true)
        #expect(throws: DataDirectoryLock.Held(holder: nil)) { try DataDirectoryLock(folder.dataDirectory) }
        first = nil
        #expect(try lockOnceReleased(folder.dataDirectory).isLocked)
    }

    @Test("The user kept out is told who holds the folder, which folder, and what to do")
    func theWarningNamesTheHolderAndTheFolder() {
        let data = DataDirectory(environment: ["XDG_DATA_HOME": "/home/ada/.local/share"])
        let held = DataDirectoryLock.Held(holder: "process 42 on ada-laptop")
        #expect(Warning.openElsewhere(held, folder: data) == Warning(
            title: "Storefront Is Already Open",
            message: "Storefront is open in another session of this account (process 42 on ada-laptop), with "
                + "the same data folder, /home/ada/.local/share/storefront. Quit it there, then try again: two "
                + "at once would save over each other’s cart, orders and reviews."))
        #expect(Warning.openElsewhere(DataDirectoryLock.Held(holder: nil), folder: data, again: true).message
            .hasPrefix("Storefront is still open in another session of this account, with the same data folder"))
    }
}
