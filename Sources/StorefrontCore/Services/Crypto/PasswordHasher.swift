/// Turns passwords into salted PBKDF2-HMAC-SHA256 hashes and checks passwords against them.
public struct PasswordHasher: Hashable, Sendable {
    /// The iterations new hashes use unless told otherwise.
    public static let defaultIterations = 10_000
    /// The salt size in bytes.
    public static let saltSize = 16

    /// The iterations new hashes use; stored in each ``Account`` so it can change later.
    public var iterations: Int

    /// A hasher using `iterations` rounds for new hashes (tests use few to stay fast).
    public init(iterations: Int = PasswordHasher.defaultIterations) {
        precondition(iterations >= 1, "PBKDF2 needs at least one iteration")
        self.iterations = iterations
    }

    /// A stored account for `username` with `password`, with a fresh random salt.
    public func makeAccount(username: String, password: String, created: CalendarDate = .today) -> Account {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<Self.saltSize).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let hash = PBKDF2.sha256(password: Self.bytes(of: password), salt: salt, iterations: iterations)
        return Account(username: username, salt: Hexadecimal.encode(salt), passwordHash: Hexadecimal.encode(hash),
                       iterations: iterations, created: created)
    }

    /// Whether `password` is the password of `account`, compared in constant time: in any
    /// Unicode form ("é" as one character or as "e" and a combining accent, as a paste from
    /// another program may give it). A hash made before passwords were normalized also
    /// matches the bytes as they were typed then.
    public func verify(_ password: String, against account: Account) -> Bool {
        guard let salt = Hexadecimal.decode(account.salt), let expected = Hexadecimal.decode(account.passwordHash),
            account.iterations >= 1, !expected.isEmpty
        else { return false }
        func matches(_ bytes: [UInt8]) -> Bool {
            let actual = PBKDF2.sha256(password: bytes, salt: salt, iterations: account.iterations, length: expected.count)
            return zip(actual, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
        }
        let normalized = Self.bytes(of: password), typed = Array(password.utf8)
        return matches(normalized) || (typed != normalized && matches(typed))
    }

    /// The bytes hashed for `password`: UTF-8 of its canonical composition (NFC), so that
    /// canonically equivalent texts are one password, as NIST SP 800-63B asks. (The standard
    /// library's `_nfcCodeUnits`: FoundationEssentials has no normalization, and this module
    /// stays off the full Foundation.)
    private static func bytes(of password: String) -> [UInt8] { Array(password._nfcCodeUnits) }
}
