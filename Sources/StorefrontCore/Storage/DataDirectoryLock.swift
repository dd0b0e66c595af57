import FoundationEssentials
import Glibc

/// Keeps a second Storefront process out of the data folder while this one uses it.
///
/// Two processes on one folder would each save their own cart, orders and session over the
/// other's. Within one desktop session the second launch never gets this far: GApplication
/// hands it over to the first process. The lock covers what GApplication cannot see: the same
/// account logged in twice (a second graphical login, `ssh -X`), each login with its own
/// session bus.
///
/// It is an advisory `flock` on the file `storefront.lock` in the folder, held while the value
/// lives and released by the system when the process ends, a crash included: a lock file left
/// behind never keeps anyone out. A lock file this account may only read (left by another
/// user, `sudo storefront`) is locked all the same; where it cannot be opened at all (a folder
/// in its place) while the folder is there, the folder itself is locked.
public final class DataDirectoryLock {
    /// Another process holds the folder.
    public struct Held: Error, Equatable, Sendable {
        /// The holder as it describes itself, such as "process 1234 on ada-laptop"; nil when
        /// it has not said (it took the lock a moment ago).
        public let holder: String?

        /// The refusal of a folder `holder` holds.
        public init(holder: String?) { self.holder = holder }
    }

    /// The name of the lock file in the data folder.
    public static let fileName = "storefront.lock"

    /// The open lock file, or the folder where it cannot be opened; -1 when neither can be.
    private let descriptor: Int32

    /// Locks `directory` for this process, creating the folder if it is missing.
    ///
    /// Throws ``Held`` when another process holds it. A folder that is not there and cannot be
    /// made (a file in the way, no permission) is not locked and throws nothing: nothing can be
    /// saved there either, so no process can overwrite another's files, and the app already
    /// says that nothing is saved (``DataDirectory/problem``).
    public init(_ directory: DataDirectory) throws(Held) {
        let path = directory.file(named: Self.fileName).path(percentEncoded: false)
        try? AtomicFile.createFolder(directory.url)
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor < 0 { descriptor = open(path, O_RDONLY | O_CLOEXEC) }  // the holder's words not written then
        if descriptor < 0 {
            descriptor = open(directory.url.path(percentEncoded: false), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            self.descriptor = -1
            return
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = Self.holder(writtenIn: descriptor)
            close(descriptor)
            throw Held(holder: holder)
        }
        self.descriptor = descriptor
        Self.describeThisProcess(in: descriptor)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether this process holds the folder (false for a folder that is not there and cannot be made).
    public var isLocked: Bool { descriptor >= 0 }

    /// Writes "process <pid> on <host>" into the lock file, for a process kept out to tell its user.
    private static func describeThisProcess(in descriptor: Int32) {
        var host = [UInt8](repeating: 0, count: 256)
        let hostName = gethostname(&host, host.count - 1) == 0
            ? String(decoding: host.prefix { $0 != 0 }, as: UTF8.self) : ""
        let text = "process \(getpid())" + (hostName.isEmpty ? "" : " on \(hostName)")
        _ = ftruncate(descriptor, 0)
        _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    /// What the holder wrote into the lock file; nil when it is empty.
    private static func holder(writtenIn descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }
}
