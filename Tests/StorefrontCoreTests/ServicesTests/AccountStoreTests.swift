import FoundationEssentials
import StorefrontCore
import Testing

@MainActor
@Suite("Account store")
struct AccountStoreTests {
    private let folder = TemporaryDataFolder()

    private func makeStore() -> AccountStore {
        AccountStore(dataDirectory: folder.dataDirectory, hasher: PasswordHasher(iterations: 100))
    }

    @Test("Creating an account signs in and stores only a salted hash")
    func create() async throws {
        let store = makeStore()
        #expect(!store.isSignedIn)
        try await store.createAccount(username: "  Ann.Lee ", password: "sup3r secret")
        #expect(store.currentUser == "ann.lee")
        #expect(store.hasAccount(named: "ANN.LEE"))
        let stored = try #require(folder.text(of: "accounts.json"))
        #expect(!stored.contains("sup3r secret"))
        #expect(stored.contains("passwordHash") && stored.contains("salt"))
        #expect(folder.text(of: "session.json")?.contains("ann.lee") == true)
    }

    @Test("Username and password rules", arguments: [
        ("ab", "long enough", AccountError.invalidUsername),
        (String(repeating: "a", count: 33), "long enough", .invalidUsername),
        ("ann lee", "long enough", .invalidUsername),
        ("ann!", "long enough", .invalidUsername),
        ("annë", "long enough", .invalidUsername),
        ("ann", "short", .passwordTooShort(minimum: 8)),
        ("ann", String(repeating: " ", count: 8), .passwordOnlySpaces),
        ("ann", " \u{3000}  \u{A0}    ", .passwordOnlySpaces),
    ])
    func rules(username: String, password: String, error: AccountError) async {
        let store = makeStore()
        await #expect(throws: error) { try await store.createAccount(username: username, password: password) }
        #expect(store.currentUser == nil)
        #expect(folder.text(of: "accounts.json") == nil)
    }

    @Test("Accepted usernames")
    func acceptedUsernames() throws {
        for username in ["abc", "a.b_c-d", "user42", String(repeating: "z", count: 32)] {
            try AccountStore.validate(username: username)
        }
    }

    @Test("Accepted passwords: eight characters of any kind, spaces between words too")
    func acceptedPasswords() throws {
        for password in ["12345678", "correct horse battery", "  padded  ", "пароль12"] {
            try AccountStore.validate(password: password)
        }
    }

    @Test("An account stored before ids keeps its name as id; a new one gets a random id no username can be")
    func accountIDs() async throws {
        let old = PasswordHasher(iterations: 100).makeAccount(username: "ann", password: "password1")
        try folder.write("""
            [{"username": "ann", "salt": "\(old.salt)", "passwordHash": "\(old.passwordHash)", \
            "iterations": 100, "created": "2024-05-31"}]
            """, to: AccountStore.accountsFileName)
        let store = makeStore()
        try await store.signIn(username: "ann", password: "password1")
        #expect(store.currentAccount?.id == "ann", "the name its cart and orders were filed under")
        try await store.createAccount(username: "bob", password: "password2")
        let bob = try #require(store.currentAccount)
        #expect(bob.id.hasPrefix("account-") && bob.id.count == 40)
        #expect(throws: AccountError.invalidUsername) { try AccountStore.validate(username: bob.id) }
        let reloaded = makeStore()
        try await reloaded.signIn(username: "bob", password: "password2")
        #expect(reloaded.currentAccount?.id == bob.id, "kept in the accounts file")
        #expect(Account.makeID() != Account.makeID())
    }

    @Test("An account whose id is damaged (it would name its cart file wrongly) gets a new one, and a warning says so",
          arguments: ["../../evil", "account-XYZ", "account-0123456789ABCDEF0123456789ABCDEF", ""])
    func damagedID(id: String) async throws {
        let account = PasswordHasher(iterations: 100).makeAccount(username: "ann", password: "password1")
        try folder.write("""
            [{"id": "\(id)", "username": "ann", "salt": "\(account.salt)", "passwordHash": "\(account.passwordHash)", \
            "iterations": 100, "created": "2024-05-31"}]
            """, to: AccountStore.accountsFileName)
        let store = makeStore()
        #expect(store.warnings.all.map(\.message) == [
            "These accounts had a damaged id and have a new one: “ann”. "
                + "A cart or past orders filed under an old id could not be found.",
        ])
        try await store.signIn(username: "ann", password: "password1")
        let repaired = try #require(store.currentAccount?.id)
        #expect(Account.isWellFormed(id: repaired) && repaired.hasPrefix("account-"))
        let reloaded = makeStore()
        #expect(reloaded.warnings.all.isEmpty, "the repair was saved")
        try await reloaded.signIn(username: "ann", password: "password1")
        #expect(reloaded.currentAccount?.id == repaired)
    }

    @Test("Of two accounts with the same id (they would share a cart and orders), the second gets a new one")
    func sharedID() async throws {
        let hasher = PasswordHasher(iterations: 100)
        let ann = hasher.makeAccount(username: "ann", password: "password1")
        var bob = hasher.makeAccount(username: "bob", password: "password2")
        bob.id = ann.id
        try folder.write(String(decoding: try JSONEncoder().encode([ann, bob]), as: UTF8.self),
                         to: AccountStore.accountsFileName)
        let store = makeStore()
        #expect(store.warnings.all.map(\.message).first?.contains(": “bob”. A cart") == true)
        try await store.signIn(username: "ann", password: "password1")
        #expect(store.currentAccount?.id == ann.id)
        try await store.signIn(username: "bob", password: "password2")
        #expect(store.currentAccount.map { Account.isWellFormed(id: $0.id) && $0.id != ann.id } == true)
    }

    @Test("A damaged accounts file says the accounts are gone, and that one made again finds no cart or orders")
    func damagedAccounts() throws {
        try folder.write("[{\"username\": 3", to: AccountStore.accountsFileName)
        let store = makeStore()
        let message = try #require(store.warnings.all.first?.message)
        #expect(message.contains("Every account is gone"))
        #expect(message.contains("starts with an empty cart and no orders"))
        #expect(store.usernames.isEmpty)
    }

    @Test("A taken username is refused")
    func taken() async throws {
        let store = makeStore()
        try await store.createAccount(username: "ann", password: "password1")
        await #expect(throws: AccountError.usernameTaken) {
            try await store.createAccount(username: "ANN", password: "password2")
        }
    }

    @Test("Sign in: the right password works, a wrong one and an unknown user are told apart")
    func signIn() async throws {
        let store = makeStore()
        try await store.createAccount(username: "ann", password: "password1")
        store.signOut()
        #expect(store.currentUser == nil)
        #expect(folder.text(of: "session.json") == nil)
        await #expect(throws: AccountError.wrongPassword) { try await store.signIn(username: "ann", password: "password2") }
        await #expect(throws: AccountError.unknownUser) { try await store.signIn(username: "bob", password: "password1") }
        #expect(store.currentUser == nil)
        try await store.signIn(username: "Ann", password: "password1")
        #expect(store.currentUser == "ann")
    }

    @Test("Accounts and the session persist across store instances")
    func persisted() async throws {
        do {
            let store = makeStore()
            try await store.createAccount(username: "ann", password: "password1")
            try await store.createAccount(username: "bob", password: "password2")
        }
        let relaunched = makeStore()
        #expect(relaunched.currentUser == "bob")
        #expect(relaunched.usernames == ["ann", "bob"])
        relaunched.signOut()
        let third = makeStore()
        #expect(third.currentUser == nil)
        try await third.signIn(username: "ann", password: "password1")
        await #expect(throws: AccountError.wrongPassword) { try await third.signIn(username: "bob", password: "password1") }
    }

    @Test("Observers hear sign in and sign out")
    func observe() async throws {
        let store = makeStore()
        var heard: [String?] = []
        let observation = store.observe { heard.append($0) }
        try await store.createAccount(username: "ann", password: "password1")
        store.signOut()
        #expect(heard == ["ann", nil])
        observation.cancel()
        try await store.signIn(username: "ann", password: "password1")
        #expect(heard.count == 2)
    }

    @Test("Corrupt account files start fresh with warnings and backups")
    func corrupt() throws {
        try folder.write("nope", to: "accounts.json")
        try folder.write("{}", to: "session.json")
        let store = makeStore()
        #expect(store.currentUser == nil)
        #expect(store.warnings.all.count == 2)
        #expect(try folder.fileNames() == ["accounts.json.bak", "session.json.bak"])
    }

    @Test("A sign-in kept for an account no longer listed signs out and says so")
    func signedInToAnAccountGone() async throws {
        try await makeStore().createAccount(username: "ann", password: "password1")
        try folder.write("[]", to: "accounts.json")  // replaced by hand, or restored from an older copy
        let store = makeStore()
        #expect(store.currentUser == nil)
        #expect(store.warnings.all.map(\.message) == [
            "The account “ann”, signed in last time, is no longer among this computer’s accounts, so you are "
                + "signed out. Its cart and orders stay in the data folder."])
        #expect(makeStore().warnings.all.isEmpty, "said once: the next launch is simply signed out")
    }

    @Test("The default hasher uses the default iteration count")
    func defaultIterations() async throws {
        let store = AccountStore(dataDirectory: folder.dataDirectory)
        try await store.createAccount(username: "ann", password: "password1")
        #expect(folder.text(of: "accounts.json")?.contains("\"iterations\" : \(PasswordHasher.defaultIterations)") == true)
        store.signOut()
        try await store.signIn(username: "ann", password: "password1")
    }
}
