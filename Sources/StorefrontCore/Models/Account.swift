/// A local account as stored: the password is kept only as a salted PBKDF2-HMAC-SHA256 hash.
public struct Account: Hashable, Sendable, Codable {
    /// What the account's cart and orders are filed under: `account-` and 32 random hexadecimal
    /// digits, so an account created again under a name that was lost (a damaged accounts
    /// file) never sees the old account's cart and orders. It is longer than any username, so
    /// it is never one: an account stored before accounts had ids has its username as id,
    /// which its cart and orders were filed under then.
    public var id: String
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

    /// An account from its stored parts; a new one gets a new ``id`` (``makeID()``).
    public init(id: String = Account.makeID(), username: String, salt: String, passwordHash: String, iterations: Int,
                created: CalendarDate = .today) {
        self.id = id
        self.username = username
        self.salt = salt
        self.passwordHash = passwordHash
        self.iterations = iterations
        self.created = created.iso8601
    }

    /// A new, random account id: `account-` and 32 hexadecimal digits.
    public static func makeID() -> String {
        var generator = SystemRandomNumberGenerator()
        return idPrefix + Hexadecimal.encode((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// Whether `id` can be an account's ``id``: one ``makeID()`` made, or (for an account stored
    /// before ids) a valid username. Either is safe in a file name.
    public static func isWellFormed(id: String) -> Bool {
        let digits = id.dropFirst(idPrefix.count)
        let isMade = id.hasPrefix(idPrefix) && digits.count == 32 && digits.lowercased() == digits
            && Hexadecimal.decode(digits) != nil
        return isMade || isValid(username: id)
    }

    private static let idPrefix = "account-"

    /// How many characters a username may have.
    public static let usernameLengths = 3...32

    /// Whether `username` has 3 to 32 characters among a–z, 0–9, ".", "_" and "-".
    public static func isValid(username: String) -> Bool {
        usernameLengths.contains(username.unicodeScalars.count)
            && username.unicodeScalars.allSatisfy(isAllowedInUsername)
    }

    /// The characters a username may have (``isAllowedInUsername(_:)``), in the user's words.
    public static let usernameCharactersInWords = "letters a to z, digits, dots, underscores or hyphens"

    /// Whether `scalar` may be part of a username: a–z, 0–9, ".", "_" or "-".
    public static func isAllowedInUsername(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
    }
}

extension Account {
    private enum CodingKeys: String, CodingKey { case id, username, salt, passwordHash, iterations, created }

    /// Decodes an account; one stored before accounts had ids gets its username as id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        username = try container.decode(String.self, forKey: .username)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? username
        salt = try container.decode(String.self, forKey: .salt)
        passwordHash = try container.decode(String.self, forKey: .passwordHash)
        iterations = try container.decode(Int.self, forKey: .iterations)
        created = try container.decode(String.self, forKey: .created)
    }
}
