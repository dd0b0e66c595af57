import FoundationEssentials

/// What the user typed, read from a session file that could not be decoded whole: a place this
/// version does not know (saved by a newer one), a value of the wrong kind or a field gone
/// (a damaged file). Each part is read on its own, so one that cannot be read loses only
/// itself: the review being written (its title and text kept if its rating cannot be read),
/// the checkout's address and page, the sign-in form's user name, and the account they belong
/// to. The places are left behind; a review comes back over its product's reviews.
struct SessionStateSalvage: Decodable {
    /// The session holding what could be read, as ``SessionState/typedText`` holds it; nil
    /// when nothing typed could be.
    let typedText: SessionState?

    /// What comes back, for the warning: "The review you were writing and the address you
    /// typed for the checkout come back."
    private static func comingBack(_ typedText: SessionState) -> String {
        let parts = [typedText.openReview.map { _ in "the review you were writing" },
                     typedText.checkoutAddress.map { _ in "the address you typed for the checkout" },
                     typedText.signInForm.map { _ in "the username you typed" }].compactMap { $0 }
        let sentence = parts.joinedAsList + (parts.count > 1 ? " come back." : " comes back.")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    private enum Keys: String, CodingKey {
        case openReview, checkoutAddress, checkoutStep, signInForm, accountID
        case productID, draft, rating, title, text, lastFieldUsed
    }

    /// Loads `file`; one that cannot be decoded whole still gives back what was typed in it
    /// (``StateFileContents/salvaged(_:_:)``), its warning saying so after the file's loss.
    static func load(_ file: StateFile<SessionState>) -> StateFileContents<SessionState> {
        file.load { data in typedText(in: data).map { ($0, "\(file.loss) \(comingBack($0))") } }
    }

    /// Reads `data` (JSON) part by part; nil when it is not a JSON object at all (a file cut
    /// short), as nothing in it can be told apart then.
    private static func typedText(in data: Data) -> SessionState? {
        (try? JSONDecoder().decode(Self.self, from: data))?.typedText
    }

    init(from decoder: any Decoder) throws {
        let session = try decoder.container(keyedBy: Keys.self)
        let review = Self.review(in: session)
        let address = try? session.decode(Address.self, forKey: .checkoutAddress)
        let signInForm = try? session.decode(SessionState.SignInForm.self, forKey: .signInForm)
        guard review != nil || address != nil || signInForm != nil else {
            typedText = nil
            return
        }
        let places: [AppRoute]? = review.map { [.browse, .product($0.productID), .reviews($0.productID)] }
        typedText = SessionState(
            selectedTab: review == nil && address != nil ? .cart : .browse, tabs: places.map { [.browse: $0] } ?? [:],
            openReview: review, checkoutAddress: address,
            checkoutStep: address == nil ? nil : try? session.decode(CheckoutStep.self, forKey: .checkoutStep),
            signInForm: signInForm, accountID: try? session.decode(String.self, forKey: .accountID))
    }

    /// The review being written, field by field: what was typed comes back without a rating
    /// that cannot be read (the user chooses it again); nil without its product or any text.
    private static func review(in session: KeyedDecodingContainer<Keys>) -> SessionState.OpenReview? {
        guard let review = try? session.nestedContainer(keyedBy: Keys.self, forKey: .openReview),
              let productID = try? review.decode(Int.self, forKey: .productID),
              let draft = try? review.nestedContainer(keyedBy: Keys.self, forKey: .draft) else { return nil }
        let title = (try? draft.decode(String.self, forKey: .title)) ?? ""
        let text = (try? draft.decode(String.self, forKey: .text)) ?? ""
        guard !title.isEmpty || !text.isEmpty else { return nil }
        return SessionState.OpenReview(productID: productID, draft: ReviewDraft(
            rating: try? draft.decode(Int.self, forKey: .rating), title: title, text: text, lastFieldUsed: try? draft.decode(ReviewField.self, forKey: .lastFieldUsed)))
    }
}
