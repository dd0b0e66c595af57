/// Why an account could not be created or signed in to.
public enum AccountError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The username breaks the rules: 3 to 32 characters among a–z, 0–9, ".", "_" and "-".
    case invalidUsername
    /// The password has fewer than `minimum` characters.
    case passwordTooShort(minimum: Int)
    /// The password is spaces and nothing else: long enough, and as easy to guess as none.
    case passwordOnlySpaces
    /// An account with this username exists already.
    case usernameTaken
    /// No account has this username.
    case unknownUser
    /// The password does not match the account's.
    case wrongPassword
    /// The accounts or session could not be written to disk, so nothing changed.
    case saveFailed(String)

    /// A sentence for the user, to show inline.
    public var description: String {
        switch self {
        case .invalidUsername:
            "Usernames have \(Account.usernameLengths.lowerBound) to \(Account.usernameLengths.upperBound) "
                + "characters: \(Account.usernameCharactersInWords)."
        case .passwordTooShort(let minimum): "The password must have at least \(minimum) characters."
        case .passwordOnlySpaces: "The password can’t be only spaces: add letters, digits or symbols."
        case .usernameTaken: "That username is taken; choose another one."
        case .unknownUser: "There is no account with that username."
        case .wrongPassword: "Wrong password."
        case .saveFailed(let reason): "The account could not be saved: \(reason)"
        }
    }
}
