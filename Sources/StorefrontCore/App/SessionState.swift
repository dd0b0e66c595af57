/// What the app saves on quit and restores on the next launch: the tab on show, the places
/// open in each tab, and (when the session ends with no one to ask) a review being written
/// and a checkout under way with its address and page; signed out, the user name typed on
/// the sign-in form. Card details and passwords are never saved.
public struct SessionState: Hashable, Sendable, Codable {
    /// The sign-in form as the user left it, signed out (never its password).
    public struct SignInForm: Hashable, Sendable, Codable {
        /// The user name typed.
        public var username: String
        /// Whether the form was the one creating an account.
        public var createsAccount: Bool

        /// The form with `username` typed, creating an account or not.
        public init(username: String, createsAccount: Bool) {
            self.username = username
            self.createsAccount = createsAccount
        }
    }

    /// A review being written when the app quit.
    public struct OpenReview: Hashable, Sendable, Codable {
        /// The product reviewed.
        public var productID: Int
        /// What was typed.
        public var draft: ReviewDraft
    }

    /// The tab on show.
    public var selectedTab: AppTab
    /// Each tab's places, bottom first.
    public var tabs: [AppTab: [AppRoute]]
    /// The review being written, if any.
    public var openReview: OpenReview?
    /// The shipping address of a checkout under way, as typed, if any.
    public var checkoutAddress: Address?
    /// The page that checkout was on (absent from older files: the address).
    public var checkoutStep: CheckoutStep?
    /// The product list's search, if the user typed one (absent from older files).
    public var browseQuery: String?
    /// The product list's category, if the user chose one (absent from older files).
    public var browseCategory: Category?
    /// The sign-in form, when the app quit signed out with a user name typed (absent from
    /// older files); the tabs' places are empty then.
    public var signInForm: SignInForm?
    /// The account signed in when the session was saved (absent from older files, and signed
    /// out): the session comes back to that account only, never to another one signing in.
    public var accountID: String?

    /// Whether the session holds nothing but the sign-in form, which the form itself restores.
    var holdsOnlyTheSignInForm: Bool {
        self == SessionState(selectedTab: selectedTab, tabs: [:], signInForm: signInForm)
    }

    /// What the user typed, without the places: the review being written with the places that
    /// lead to it, the checkout's address and page, the sign-in form's user name; nil when
    /// nothing was typed. `--no-restore` starts fresh with this alone, so starting fresh never
    /// throws away text (the user can still discard it, and is asked first).
    public var typedText: SessionState? {
        guard openReview != nil || checkoutAddress != nil || signInForm != nil else { return nil }
        let reviewPlaces = openReview == nil ? nil : tabs[.browse]
        return SessionState(selectedTab: openReview == nil && checkoutAddress != nil ? .cart : .browse,
                            tabs: reviewPlaces.map { [.browse: $0] } ?? [:], openReview: openReview,
                            checkoutAddress: checkoutAddress, checkoutStep: checkoutStep, signInForm: signInForm,
                            accountID: accountID)
    }
}
