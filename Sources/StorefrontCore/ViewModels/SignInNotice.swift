/// Why the sign-in page is shown now, such as a link followed while signed out that opens once
/// the user is signed in, in the words of each of its forms: "sign in" said over Create
/// Account sent a new user the wrong way, and an order's link cannot open for a new account.
public struct SignInNotice: Equatable, Sendable {
    /// Said over the Sign In form.
    public var signingIn: String
    /// Said over the Create Account form.
    public var creatingAccount: String

    /// A notice saying `signingIn` over Sign In and `creatingAccount` over Create Account.
    public init(signingIn: String, creatingAccount: String) {
        self.signingIn = signingIn
        self.creatingAccount = creatingAccount
    }
}
