/// What the app saves on quit and restores on the next launch: the tab on show, the places
/// open in each tab, and (when the session ends with no one to ask) a review being written
/// and a checkout under way with its address. Card details are never saved.
public struct SessionState: Hashable, Sendable, Codable {
    /// A review being written when the app quit.
    public struct OpenReview: Hashable, Sendable, Codable {
        /// The product reviewed.
        public var productID: Int
        /// What was typed.
        public var draft: ReviewDraft
    }

    /// The tab on show.
    public var selectedTab: AppTab
    /// Each tab's places, bottom first.
    public var tabs: [AppTab: [AppRoute]]
    /// The review being written, if any.
    public var openReview: OpenReview?
    /// The shipping address of a checkout under way, as typed, if any.
    public var checkoutAddress: Address?
    /// The product list's search, if the user typed one (absent from older files).
    public var browseQuery: String?
    /// The product list's category, if the user chose one (absent from older files).
    public var browseCategory: Category?
}

/// The app's settings kept between launches.
public struct AppSettings: Hashable, Sendable, Codable {
    /// Whether the "How to shop" walkthrough was finished once.
    public var hasSeenWalkthrough = false
}
