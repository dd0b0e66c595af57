/// The app's settings kept between launches (`settings.json`).
public struct AppSettings: Hashable, Sendable, Codable {
    /// Whether the "How to shop" walkthrough was finished once.
    public var hasSeenWalkthrough = false
    /// The main window's size and state when the app last quit (absent from older files).
    public var window: WindowGeometry?

    /// Settings as on a first launch.
    public init() {}

    /// Reads the settings; a window geometry that cannot be read is dropped, and costs
    /// nothing else (the walkthrough stays seen).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        hasSeenWalkthrough = try container.decode(Bool.self, forKey: .hasSeenWalkthrough)
        window = try? container.decodeIfPresent(WindowGeometry.self, forKey: .window)
    }
}
