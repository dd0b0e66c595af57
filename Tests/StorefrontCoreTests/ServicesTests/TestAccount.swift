import StorefrontCore

extension Account {
    /// A new account called `username`, with a new id and no password anyone could type (for
    /// stores that only need an owner).
    static func named(_ username: String) -> Account {
        Account(username: username, salt: "", passwordHash: "", iterations: 1)
    }
}
