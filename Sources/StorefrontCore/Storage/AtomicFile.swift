import FoundationEssentials
import Glibc

/// A file that is replaced in one step: a write goes to a temporary file in the same folder, is
/// flushed to disk, then renamed over the file, so readers see the old contents or the new, never half.
public struct AtomicFile: Hashable, Sendable {
    /// Where the file lives.
    public let url: URL

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file's path.
    public var path: String { url.path(percentEncoded: false) }

    /// Whether the file exists.
    public var exists: Bool { access(path, F_OK) == 0 }

    /// The file's contents, or nil if it does not exist (also when a file has the name of one
    /// of its folders: nothing was saved there; writing says what is in the way). Anything but
    /// a regular file (a folder, a named pipe, a device) is refused at once, never waited on.
    public func read() throws(StorageError) -> Data? {
        // Non-blocking: opening a named pipe would otherwise wait for a writer, for ever.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw failure("read")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure("read") }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let reason = status.st_mode & S_IFMT == S_IFDIR ? String(cString: strerror(EISDIR)) : "Not a regular file"
            throw StorageError(operation: "read", path: path, reason: reason)
        }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw failure("read") }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return Data(bytes)
    }

    /// Replaces the file's contents with `data` atomically, creating its folder if needed.
    ///
    /// The new file is readable and writable by the owner only.
    public func write(_ data: Data) throws(StorageError) {
        let folder = url.deletingLastPathComponent()
        try Self.createFolder(folder)
        var template = Array("\(folder.path(percentEncoded: false))/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure("create a temporary file for") }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer { if !renamed { unlink(temporaryPath) } }
        do {
            defer { close(descriptor) }
            var offset = 0
            while offset < data.count {
                let written = data.withUnsafeBytes { bytes in
                    Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("write")
                }
                offset += written
            }
            guard fsync(descriptor) == 0 else { throw failure("flush") }
        }
        guard rename(temporaryPath, path) == 0 else { throw failure("replace") }
        renamed = true
        // Make the rename itself durable; failing here loses nothing already written, so it is not an error.
        let folderDescriptor = open(folder.path(percentEncoded: false), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Removes the file; nothing happens if it does not exist.
    public func remove() throws(StorageError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("remove") }
    }

    /// Renames the file to `destination`, replacing any file there.
    public func move(to destination: URL) throws(StorageError) {
        guard rename(path, destination.path(percentEncoded: false)) == 0 else { throw failure("rename") }
    }

    /// Creates `folder` and its parents if missing, readable by the owner only; the error names
    /// the first one that cannot be made, and why in the system's words ("permission denied"),
    /// or "a file has that name" when a file is where it should be.
    static func createFolder(_ folder: URL) throws(StorageError) {
        for made in folderChain(folder.path(percentEncoded: false)) {
            guard mkdir(made, 0o700) != 0 else { continue }
            let error = errno
            if error == EEXIST, isFolder(made) { continue }
            throw error == EEXIST ? fileInTheWay(of: made)
                : StorageError(operation: "create the folder", path: made, reason: String(cString: strerror(error)))
        }
    }

    /// `folder` and each folder above it, from the top down ("/a", "/a/b", …).
    static func folderChain(_ folder: String) -> [String] {
        var path = folder.hasPrefix("/") ? "" : "."
        return folder.split(separator: "/").map { component in
            path += "/" + component
            return path
        }
    }

    /// Whether `path` names a folder.
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The error for a file standing where the folder `path` is to be.
    static func fileInTheWay(of path: String) -> StorageError {
        StorageError(operation: "create the folder", path: path, reason: "a file has that name")
    }

    /// An error for `operation` from the current `errno`.
    private func failure(_ operation: String) -> StorageError {
        StorageError(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }
}
