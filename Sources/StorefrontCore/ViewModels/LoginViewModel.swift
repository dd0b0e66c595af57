/// The sign-in form: sign in to a local account, or create one.
@MainActor
public final class LoginViewModel {
    /// Which form is shown.
    public enum Mode: Sendable { case signIn, createAccount }
    /// A field of the form.
    public enum Field: Sendable { case username, password }

    /// The user name typed.
    public var username = "" { didSet { clearError() } }
    /// The password typed.
    public var password = "" { didSet { clearError() } }
    /// Which form is shown.
    public private(set) var mode: Mode
    /// The inline error, if any (a wrong password, a taken name, a new user name that cannot
    /// be: ``usernameProblem``), shown under the field it is about (``errorField``), else
    /// under the form.
    public var errorMessage: String? { usernameProblem ?? error?.description }
    /// The field the error is about (nil for none, such as a failed save): the view marks it,
    /// and puts the keyboard there after a failed attempt.
    public var errorField: Field? {
        if usernameProblem != nil { return .username }
        return switch error {
        case .invalidUsername?, .usernameTaken?, .unknownUser?: .username
        case .passwordTooShort?, .passwordOnlySpaces?, .wrongPassword?: .password
        case .saveFailed?, nil: nil
        }
    }
    private var error: AccountError?
    /// Why the user is asked to sign in now (a link followed while signed out opens once they
    /// have), in the words of each form; nil for none.
    public var notice: SignInNotice? { didSet { if notice != oldValue { onChange?() } } }
    /// The note over the form shown: ``notice`` in its words; nil for none.
    public var noticeText: String? { mode == .signIn ? notice?.signingIn : notice?.creatingAccount }
    /// Whether a sign-in is running (the button is insensitive meanwhile).
    public private(set) var isBusy = false
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Called with the user name once signed in (the coordinator listens).
    public var onSignedIn: ((String) -> Void)?

    private let accounts: AccountStore

    /// A form signing in through `accounts`: create-account mode when there is no account yet.
    /// With `restoring`, the form as the user left it when the app last quit.
    public init(accounts: AccountStore, restoring form: SessionState.SignInForm? = nil) {
        self.accounts = accounts
        mode = accounts.usernames.isEmpty || form?.createsAccount == true ? .createAccount : .signIn
        username = form?.username ?? ""
    }

    /// The form as it is, to restore when the app starts again; nil with no user name typed.
    public var restorableForm: SessionState.SignInForm? {
        guard !username.trimmed.isEmpty else { return nil }
        return SessionState.SignInForm(username: username, createsAccount: mode == .createAccount)
    }

    /// The main button's label.
    public var submitTitle: String { mode == .signIn ? "Sign In" : "Create Account" }
    /// The form's heading: a welcome back only once this computer has an account to sign in to.
    public var heading: String {
        if mode == .createAccount { return "Create Your Account" }
        return accounts.usernames.isEmpty ? "Sign In" : "Welcome Back"
    }
    /// The link to the other form.
    public var switchTitle: String { mode == .signIn ? "Create an Account" : "I Already Have an Account" }
    /// What a new user name must be, shown under the field while creating an account (nil
    /// when signing in): said before the user submits, not only after. Once capitals are
    /// typed, it also says they are saved in lowercase. (It is the field's accessible
    /// description too, which a screen reader reads again when it changes: it changes when
    /// capitals come or go, not with each key.)
    public var usernameHint: String? {
        guard mode == .createAccount else { return nil }
        let lengths = Account.usernameLengths
        let rules = "\(lengths.lowerBound) to \(lengths.upperBound) characters: "
            + "\(Account.usernameCharactersInWords)."
        let hasCapitals = AccountStore.normalizedUsername(username) != username.trimmed
        return hasCapitals ? rules + " Capital letters are saved in lowercase." : rules
    }
    /// What makes the new user name typed impossible, said as soon as it is sure, while the
    /// user types: a character not allowed (a space, an accent), or more characters than
    /// allowed. Nil while signing in, and while the name may still become valid (too short:
    /// the user may be typing on). The words change only when the problem does: a screen
    /// reader says them with the field, and would say them again at each key.
    public var usernameProblem: String? {
        guard mode == .createAccount else { return nil }
        // The character quoted as typed: "İ" is "i" and a combining dot once in lowercase, and
        // the dot alone looked like empty quotes.
        if let refused = username.trimmed.first(where: { character in
            character.lowercased().unicodeScalars.contains { !Account.isAllowedInUsername($0) }
        }) {
            return "\(Self.named(refused)) cannot be part of a username: use \(Account.usernameCharactersInWords)."
        }
        let maximum = Account.usernameLengths.upperBound
        return AccountStore.normalizedUsername(username).unicodeScalars.count > maximum
            ? "Usernames have at most \(maximum) characters." : nil
    }
    /// `character` as a message names it: a space in words; a character that shows nothing (a
    /// zero-width space, a right-to-left override, pasted along with a name) by its code point
    /// and Unicode name, as empty quotes would say nothing of what to delete; any other quoted,
    /// isolated so that a right-to-left letter does not turn the rest of the message around.
    private static func named(_ character: Character) -> String {
        if character.isWhitespace { return "A space" }
        let invisible: Set<Unicode.GeneralCategory> = [.format, .control, .nonspacingMark, .enclosingMark]
        guard character.unicodeScalars.allSatisfy({ invisible.contains($0.properties.generalCategory) }),
              let scalar = character.unicodeScalars.first else { return "“\u{2068}\(character)\u{2069}”" }
        let name = scalar.properties.name.map { " (\($0.lowercased()))" } ?? ""
        return "The invisible character \(scalar.codePointNotation)\(name)"
    }

    /// What a new password must be, shown under the field while creating an account (nil
    /// when signing in).
    public var passwordHint: String? {
        mode == .createAccount ? "At least \(AccountStore.minimumPasswordLength) characters." : nil
    }
    /// Whether the main button is enabled: not while the user name shown is one that cannot
    /// be (``usernameProblem`` says why, under the field).
    public var canSubmit: Bool { !isBusy && fieldToComplete == nil }
    /// The field that keeps the form from being submitted (a user name missing or one that
    /// cannot be, else a password missing); nil when it can be, or while signing in. Enter
    /// pressed too soon takes the keyboard there, where the field's hint or problem is said.
    public var fieldToComplete: Field? {
        guard !isBusy else { return nil }
        if username.trimmed.isEmpty || usernameProblem != nil { return .username }
        return password.isEmpty ? .password : nil
    }

    /// Why the main button is disabled, for its tooltip and screen readers, as Checkout's
    /// Continue says it: the field to complete. Nil while the button is enabled, and while
    /// busy (the spinner shows why).
    public var submitDisabledReason: String? {
        switch fieldToComplete {
        case .username?: usernameProblem ?? "Enter a username."
        case .password?: "Enter the password."
        case nil: nil
        }
    }

    /// Shows the other form.
    public func switchMode() {
        mode = mode == .signIn ? .createAccount : .signIn
        error = nil
        onChange?()
    }

    /// Signs in or creates the account; on failure the error is shown inline and nothing is lost.
    public func submit() async {
        guard canSubmit else { return }
        isBusy = true
        onChange?()
        defer {
            isBusy = false
            onChange?()
        }
        do throws(AccountError) {
            if mode == .createAccount {
                try await accounts.createAccount(username: username, password: password)
            } else {
                try await accounts.signIn(username: username, password: password)
            }
            password = ""
            onSignedIn?(AccountStore.normalizedUsername(username))
        } catch {
            self.error = error
        }
    }

    private func clearError() {
        guard error != nil else { return }
        error = nil
        onChange?()
    }
}
