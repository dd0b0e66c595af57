/// Who is signed in, as kept in `session.json` between launches.
public struct Session: Hashable, Sendable, Codable {
    /// The signed-in user's name.
    public var username: String
    /// The day they signed in, in ISO 8601.
    public var since: String

    /// A session for `username` starting on `day`.
    public init(username: String, since day: CalendarDate = .today) {
        self.username = username
        self.since = day.iso8601
    }
}
