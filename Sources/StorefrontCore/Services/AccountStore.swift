/// Local accounts and who is signed in, kept in `accounts.json` and `session.json` in the data folder.
///
/// Passwords are stored only as salted PBKDF2-HMAC-SHA256 hashes, computed off the main thread.
/// Usernames are trimmed and lowercased before use, so "Ann" and "ann" are the same account.
@MainActor
public final class AccountStore {
    /// The file that keeps the accounts.
    public static let accountsFileName = "accounts.json"
    /// The file that keeps who is signed in.
    public static let sessionFileName = "session.json"
    /// The fewest characters a password may have.
    public static let minimumPasswordLength = 8

    /// The signed-in user's name, or nil when no one is signed in.
    public private(set) var currentUser: String? {
        didSet { if currentUser != oldValue { observers.send(currentUser) } }
    }
    /// Where problems go (corrupt files, a session that could not be removed), for the app to show.
    public let warnings: WarningLog

    private let hasher: PasswordHasher
    private let accountsFile: StateFile<[Account]>
    private let sessionFile: StateFile<Session>
    private var accounts: [String: Account] = [:]
    private let observers = ChangeObservers<String?>()

    /// A store in `dataDirectory`, hashing new passwords with `hasher` and telling problems to
    /// `warnings`; reads the two small files now.
    public init(dataDirectory: DataDirectory = DataDirectory(), hasher: PasswordHasher = PasswordHasher(),
                warnings: WarningLog = WarningLog()) {
        self.hasher = hasher
        self.warnings = warnings
        accountsFile = dataDirectory.stateFile(named: Self.accountsFileName, label: "accounts",
                                               loss: Self.accountsLoss)
        sessionFile = dataDirectory.stateFile(named: Self.sessionFileName, label: "sign-in",
                                              loss: "You are signed out.")
        let listed = accountsFile.load()
        let list = repairingIDs(of: warnings.value(of: listed) ?? [])
        accounts = Dictionary(list.map { ($0.username, $0) }, uniquingKeysWith: { first, _ in first })
        if let session = warnings.value(of: sessionFile.load()) {
            if accounts[session.username] != nil {
                currentUser = session.username
            } else if listed.warning == nil {  // the file replaced by hand, by an older copy (damaged, it is said)
                warnings.add(Warning(title: "Signed Out", message: "The account “\(session.username)”, signed in last "
                    + "time, is no longer among this computer’s accounts, so you are signed out. Its cart and orders "
                    + "stay in the data folder."))
                try? sessionFile.remove()  // said once: a sign-out, as any other
            }
        }
    }

    /// What a damaged accounts file costs the user, said with it: an account created again
    /// under the same name is a new account, and does not find the old one's cart and orders.
    static let accountsLoss = "Every account is gone: create yours again to sign in. "
        + "An account created again starts with an empty cart and no orders; "
        + "the old ones stay in the data folder."

    /// Whether someone is signed in.
    public var isSignedIn: Bool { currentUser != nil }

    /// The signed-in account, if any: its ``Account/id`` is what its cart and orders are filed under.
    public var currentAccount: Account? { currentUser.flatMap { accounts[$0] } }

    /// The usernames of every account, sorted.
    public var usernames: [String] { accounts.keys.sorted() }

    /// Whether an account called `username` (normalized) exists.
    public func hasAccount(named username: String) -> Bool { accounts[Self.normalizedUsername(username)] != nil }

    /// Creates an account and signs in to it.
    ///
    /// - Throws: ``AccountError/invalidUsername``, ``AccountError/passwordTooShort(minimum:)``,
    ///   ``AccountError/passwordOnlySpaces``, ``AccountError/usernameTaken`` or
    ///   ``AccountError/saveFailed(_:)``.
    public func createAccount(username: String, password: String) async throws(AccountError) {
        let username = Self.normalizedUsername(username)
        try Self.validate(username: username)
        try Self.validate(password: password)
        guard accounts[username] == nil else { throw .usernameTaken }
        let account = await Self.makeAccount(hasher: hasher, username: username, password: password)
        guard accounts[username] == nil else { throw .usernameTaken }  // created meanwhile
        var updated = accounts
        updated[username] = account
        do {
            try accountsFile.save(updated.values.sorted { $0.username < $1.username })
        } catch {
            throw .saveFailed(error.description)
        }
        accounts = updated
        try startSession(for: username)
    }

    /// Signs in to the account `username` with `password`.
    ///
    /// - Throws: ``AccountError/unknownUser``, ``AccountError/wrongPassword`` or ``AccountError/saveFailed(_:)``.
    public func signIn(username: String, password: String) async throws(AccountError) {
        let username = Self.normalizedUsername(username)
        guard let account = accounts[username] else { throw .unknownUser }
        guard await Self.verify(hasher: hasher, password: password, account: account) else { throw .wrongPassword }
        try startSession(for: username)
    }

    /// Signs out; the next launch starts at Login. Never fails: if the session file cannot be
    /// removed, a warning is added to ``warnings``.
    public func signOut() {
        currentUser = nil
        do { try sessionFile.remove() } catch {
            warnings.add(.notSaved("You are signed out, but the next launch may sign you in again.", because: error))
        }
    }

    /// Calls `handler` with the signed-in user's name (nil after signing out) after each change.
    public func observe(_ handler: @escaping @MainActor (String?) -> Void) -> StoreObservation {
        observers.add(handler)
    }

    /// `username` without surrounding spaces, lowercased.
    public static func normalizedUsername(_ username: String) -> String { username.trimmed.lowercased() }

    /// Throws ``AccountError/invalidUsername`` unless `username` has 3 to 32 characters among a–z, 0–9, ".", "_", "-".
    public static func validate(username: String) throws(AccountError) {
        guard Account.isValid(username: username) else { throw .invalidUsername }
    }

    /// Throws ``AccountError/passwordTooShort(minimum:)`` unless `password` has at least 8
    /// characters, and ``AccountError/passwordOnlySpaces`` if they are all spaces (a passphrase
    /// may have spaces between its words).
    public static func validate(password: String) throws(AccountError) {
        guard password.count >= minimumPasswordLength else { throw .passwordTooShort(minimum: minimumPasswordLength) }
        guard !password.allSatisfy(\.isWhitespace) else { throw .passwordOnlySpaces }
    }

    /// `list` with a new id for each account whose id is damaged (a hand-edited file: an id
    /// that is not one would name its cart file wrongly) or another account's (the two would
    /// share a cart and orders), saved, and a warning naming them.
    private func repairingIDs(of list: [Account]) -> [Account] {
        var repaired = list
        var seen: Set<String> = []
        var damaged: [String] = []
        for index in repaired.indices where !Account.isWellFormed(id: repaired[index].id)
            || !seen.insert(repaired[index].id).inserted {
            repaired[index].id = Account.makeID()
            damaged.append("“\(repaired[index].username)”")
        }
        guard !damaged.isEmpty else { return list }
        warnings.add(Warning(title: Warning.unreadableTitle, message: """
            These accounts had a damaged id and have a new one: \(damaged.joined(separator: ", ")). A cart or past \
            orders filed under an old id could not be found.
            """))
        do { try accountsFile.save(repaired) } catch {
            warnings.add(.notSaved("The repaired accounts were not saved.", because: error))
        }
        return repaired
    }

    private func startSession(for username: String) throws(AccountError) {
        do { try sessionFile.save(Session(username: username)) } catch { throw .saveFailed(error.description) }
        currentUser = username
    }

    @concurrent
    private nonisolated static func makeAccount(hasher: PasswordHasher, username: String, password: String) async
        -> Account
    {
        hasher.makeAccount(username: username, password: password)
    }

    @concurrent
    private nonisolated static func verify(hasher: PasswordHasher, password: String, account: Account) async -> Bool {
        hasher.verify(password, against: account)
    }
}
