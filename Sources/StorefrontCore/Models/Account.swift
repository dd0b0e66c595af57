/// A local account as stored: the password is kept only as a salted PBKDF2-HMAC-SHA256 hash.
public struct Account: Hashable, Sendable, Codable {
    /// The user's name: 3 to 32 characters among a–z, 0–9, ".", "_" and "-".
    public var username: String
    /// The random salt, in lowercase hexadecimal (16 bytes).
    public var salt: String
    /// The derived key, in lowercase hexadecimal (32 bytes).
    public var passwordHash: String
    /// The number of PBKDF2 iterations the hash was derived with.
    public var iterations: Int
    /// The day the account was created, in ISO 8601.
    public var created: String

    /// An account from its stored parts.
    public init(username: String, salt: String, passwordHash: String, iterations: Int, created: CalendarDate = .today) {
        self.username = username
        self.salt = salt
        self.passwordHash = passwordHash
        self.iterations = iterations
        self.created = created.iso8601
    }
}
