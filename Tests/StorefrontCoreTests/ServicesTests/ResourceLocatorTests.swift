import FoundationEssentials
import StorefrontCore
import Testing

@Suite("Resource locator")
struct ResourceLocatorTests {
    @Test("STOREFRONT_RESOURCES wins and is the only place tried")
    func environmentVariable() throws {
        let folder = TemporaryDataFolder()
        try folder.write("{}", to: "catalog.json")
        let locator = ResourceLocator(environment: ["STOREFRONT_RESOURCES": folder.path], executablePath: nil)
        #expect(try locator.resourcesFolder().path(percentEncoded: false).hasPrefix(folder.path))
        #expect(try locator.catalogURL().lastPathComponent == "catalog.json")

        let empty = TemporaryDataFolder()
        let wrong = ResourceLocator(environment: ["STOREFRONT_RESOURCES": empty.path], executablePath: nil)
        #expect(wrong.candidates.count == 1)
        let error = #expect(throws: ResourceLocatorError.self) { try wrong.resourcesFolder() }
        #expect(error?.description.contains("STOREFRONT_RESOURCES") == true)
        #expect(error?.description.contains(empty.path) == true)
    }

    @Test("Beside the executable: ../../Resources, ../../../Resources, then ../share/storefront")
    func besideExecutable() throws {
        let root = TemporaryDataFolder()
        let installed = root.url.appending(path: "usr/share/storefront")
        try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: installed.appending(path: "catalog.json"))
        let executable = root.url.appending(path: "usr/bin/storefront").path(percentEncoded: false)
        let locator = ResourceLocator(environment: [:], executablePath: executable,
                                      sourceFilePath: "/nowhere/Sources/StorefrontCore/Storage/ResourceLocator.swift")
        let paths = locator.candidates.map { $0.folder.path(percentEncoded: false) }
        let rootPath = root.url.standardized.path(percentEncoded: false)
        let parent = root.url.deletingLastPathComponent().standardized.path(percentEncoded: false)
        #expect(paths.count == 4)
        #expect(paths[0].hasPrefix(rootPath) && paths[0].hasSuffix("/Resources/"))
        #expect(paths[1] == parent + (parent.hasSuffix("/") ? "" : "/") + "Resources/")
        #expect(paths[2].hasPrefix(rootPath) && paths[2].hasSuffix("/usr/share/storefront/"))
        #expect(paths[3] == "/nowhere/Resources/")
        #expect(try locator.resourcesFolder().path(percentEncoded: false) == paths[2])
    }

    @Test("With nothing else, the checkout's Resources folder is found; a missing resource is named")
    func checkout() throws {
        let locator = ResourceLocator(environment: [:], executablePath: nil)
        let catalog = try locator.catalogURL()
        #expect(FileManager.default.fileExists(atPath: catalog.path(percentEncoded: false)))
        #expect(try locator.url(forResource: "storefront.svg").lastPathComponent == "storefront.svg")
        #expect(try locator.url(forResource: "storefront.desktop").lastPathComponent == "storefront.desktop")
        let error = #expect(throws: ResourceLocatorError.self) { try locator.url(forResource: "nope.png") }
        #expect(error?.missingResource == "nope.png")
    }

    @Test("No folder with catalog.json gives an error listing where it looked")
    func notFound() {
        let locator = ResourceLocator(environment: [:], executablePath: "/nonexistent/bin/storefront",
                                      sourceFilePath: "/nonexistent/src/Sources/StorefrontCore/Storage/X.swift")
        let error = #expect(throws: ResourceLocatorError.self) { try locator.resourcesFolder() }
        #expect(error?.searched.count == 4)
        #expect(error?.description.contains("/nonexistent/share/storefront") == true)
    }
}
