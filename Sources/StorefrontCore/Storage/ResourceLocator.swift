import FoundationEssentials
import Glibc

/// Finds the folder of read-only resources (`catalog.json`, the icon, the desktop file).
///
/// The first of these folders that holds `catalog.json` wins:
/// 1. `$STOREFRONT_RESOURCES`, when set (and then only it);
/// 2. beside the running executable: `../../Resources` and `../../../Resources` (a build folder
///    such as `.build/debug` or `.build/x86_64-unknown-linux-gnu/release` in a checkout), then
///    `../share/storefront` (an installation in `/usr/bin` or `/usr/local/bin`);
/// 3. the `Resources` folder of the checkout this file was compiled from.
public struct ResourceLocator: Hashable, Sendable {
    /// The environment variable that names the resources folder.
    public static let environmentVariable = "STOREFRONT_RESOURCES"
    /// The file a folder must hold to count as the resources folder.
    public static let catalogFileName = "catalog.json"

    /// This source file's path at compile time, for the checkout fallback.
    private static let sourceFilePath = #filePath

    /// The folders to try, in order, each with where it comes from.
    public let candidates: [Candidate]

    /// A folder that may hold the resources.
    public struct Candidate: Hashable, Sendable, CustomStringConvertible {
        /// The folder.
        public var folder: URL
        /// Where it comes from, such as "beside the executable".
        public var origin: String

        /// "<path> (<origin>)".
        public var description: String { "\(folder.path(percentEncoded: false)) (\(origin))" }
    }

    /// A locator for `environment`, the executable at `executablePath` (nil: none) and the checkout
    /// holding `sourceFilePath` (nil: this file's compile-time path).
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = ResourceLocator.currentExecutablePath(),
        sourceFilePath: String? = nil
    ) {
        if let folder = environment[Self.environmentVariable], !folder.isEmpty {
            candidates = [Candidate(folder: URL(filePath: folder, directoryHint: .isDirectory),
                                    origin: "$\(Self.environmentVariable)")]
            return
        }
        var candidates: [Candidate] = []
        if let executablePath {
            let folder = URL(filePath: executablePath).deletingLastPathComponent()
            for relative in ["../../Resources", "../../../Resources", "../share/storefront"] {
                candidates.append(Candidate(folder: folder.appending(path: relative, directoryHint: .isDirectory)
                                                .standardized,
                                            origin: "beside the executable"))
            }
        }
        var checkout = URL(filePath: sourceFilePath ?? Self.sourceFilePath)
        for _ in 0..<4 { checkout.deleteLastPathComponent() }  // Storage, StorefrontCore, Sources, file
        candidates.append(Candidate(folder: checkout.appending(path: "Resources", directoryHint: .isDirectory),
                                    origin: "the source checkout"))
        self.candidates = candidates
    }

    /// The resources folder: the first candidate holding `catalog.json`.
    public func resourcesFolder() throws(ResourceLocatorError) -> URL {
        guard let found = candidates.first(where: { Self.exists($0.folder.appending(path: Self.catalogFileName)) })
        else { throw ResourceLocatorError(searched: candidates) }
        return found.folder
    }

    /// The resource called `name`, such as "storefront.svg"; throws if the folder or the file is missing.
    public func url(forResource name: String) throws(ResourceLocatorError) -> URL {
        let url = try resourcesFolder().appending(path: name)
        guard Self.exists(url) else { throw ResourceLocatorError(searched: candidates, missingResource: name) }
        return url
    }

    /// `catalog.json` in the resources folder.
    public func catalogURL() throws(ResourceLocatorError) -> URL {
        try url(forResource: Self.catalogFileName)
    }

    /// The running executable's path, from `/proc/self/exe`; nil if it cannot be read.
    public static func currentExecutablePath() -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { pointer in
            pointer.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1) }
        }
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }

    private static func exists(_ url: URL) -> Bool {
        access(url.path(percentEncoded: false), R_OK) == 0
    }
}
