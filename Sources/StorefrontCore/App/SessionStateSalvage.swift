import FoundationEssentials

/// What the user typed, read from a session file that could not be decoded whole: a place this
/// version does not know (saved by a newer one), a value of the wrong kind or a field gone
/// (a damaged file). Each part is read on its own, so one that cannot be read loses only
/// itself: the review being written (its title and text kept if its rating cannot be read),
/// the checkout's address and page, the sign-in form's user name. The places are left behind;
/// a review comes back over its product's reviews. Nothing comes back when the account the
/// text belongs to cannot be read: it must never be shown to another one.
struct SessionStateSalvage: Decodable {
    /// The session holding what could be read, as ``SessionState/typedText`` holds it; nil
    /// when nothing typed could be.
    let typedText: SessionState?

    private enum Keys: String, CodingKey {
        case openReview, checkoutAddress, checkoutStep, signInForm, accountID
        case productID, draft, rating, title, text, lastFieldUsed
    }

    /// Loads `file`; one that cannot be decoded whole still gives back what was typed in it
    /// (``StateFileContents/salvaged(_:_:)``), its warning saying what does.
    static func load(_ file: StateFile<SessionState>) -> StateFileContents<SessionState> {
        file.load { data in typedText(in: data).map { ($0, loss(keeping: $0)) } }
    }

    /// Reads `data` (JSON) part by part; nil when it is not a JSON object at all (a file cut
    /// short), as nothing in it can be told apart then.
    private static func typedText(in data: Data) -> SessionState? {
        (try? JSONDecoder().decode(Self.self, from: data))?.typedText
    }

    /// What the warning says is lost, and what is not: "Only what was being typed comes back,
    /// not the other pages open then: the review you were writing."
    private static func loss(keeping typedText: SessionState) -> String {
        let parts = [typedText.openReview.map { _ in "the review you were writing" },
                     typedText.checkoutAddress.map { _ in "the address you typed for the checkout" },
                     typedText.signInForm.map { _ in "the username you typed" }].compactMap { $0 }
        return "Only what was being typed comes back, not the other pages open then: \(parts.joinedAsList)."
    }

    init(from decoder: any Decoder) throws {
        let session = try decoder.container(keyedBy: Keys.self)
        let account = try? session.decode(String.self, forKey: .accountID)
        guard account != nil || !session.contains(.accountID) else {
            typedText = nil  // whose it is cannot be told
            return
        }
        let review = Self.review(in: session)
        let address = try? session.decode(Address.self, forKey: .checkoutAddress)
        let places: [AppRoute]? = review.map { [.browse, .product($0.productID), .reviews($0.productID)] }
        typedText = SessionState(
            selectedTab: .browse, tabs: places.map { [.browse: $0] } ?? [:], openReview: review,
            checkoutAddress: address, checkoutStep: try? session.decode(CheckoutStep.self, forKey: .checkoutStep),
            signInForm: try? session.decode(SessionState.SignInForm.self, forKey: .signInForm), accountID: account
        ).typedText
    }

    /// The review being written, field by field: what was typed comes back without a value
    /// that cannot be read (a rating the user then chooses again); nil without its product,
    /// or with nothing chosen or typed that can be read.
    private static func review(in session: KeyedDecodingContainer<Keys>) -> SessionState.OpenReview? {
        guard let review = try? session.nestedContainer(keyedBy: Keys.self, forKey: .openReview),
              let productID = try? review.decode(Int.self, forKey: .productID),
              let fields = try? review.nestedContainer(keyedBy: Keys.self, forKey: .draft) else { return nil }
        let draft = ReviewDraft(rating: try? fields.decode(Int.self, forKey: .rating),
                                title: (try? fields.decode(String.self, forKey: .title)) ?? "",
                                text: (try? fields.decode(String.self, forKey: .text)) ?? "",
                                lastFieldUsed: try? fields.decode(ReviewField.self, forKey: .lastFieldUsed))
        guard draft.rating != nil || !draft.title.isEmpty || !draft.text.isEmpty else { return nil }
        return SessionState.OpenReview(productID: productID, draft: draft)
    }
}
