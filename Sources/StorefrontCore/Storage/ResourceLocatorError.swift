/// The resources folder, or a resource in it, could not be found.
public struct ResourceLocatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folders that were tried, in order.
    public var searched: [ResourceLocator.Candidate]
    /// The file that is missing from the resources folder, or nil when no folder was found at all.
    public var missingResource: String?

    /// An error after trying `searched`.
    public init(searched: [ResourceLocator.Candidate], missingResource: String? = nil) {
        self.searched = searched
        self.missingResource = missingResource
    }

    /// A message that says where the app looked and how to point it at the right folder.
    public var description: String {
        if let missingResource {
            return "The resource \(missingResource) is missing from the Storefront resources folder."
        }
        let places = searched.map { "  - \($0)" }.joined(separator: "\n")
        return """
            The Storefront resources (\(ResourceLocator.catalogFileName)) were not found. Looked in:
            \(places)
            Set \(ResourceLocator.environmentVariable) to the folder that holds \(ResourceLocator.catalogFileName).
            """
    }
}
