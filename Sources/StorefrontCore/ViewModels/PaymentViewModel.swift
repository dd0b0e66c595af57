/// Checkout's second step: the card.
@MainActor
public final class PaymentViewModel {
    /// The card holder typed.
    public var cardHolder = "" { didSet { onChange?() } }
    /// The card number typed.
    public var cardNumber = "" { didSet { onChange?() } }
    /// The expiry typed (MM/YY).
    public var expiry = "" { didSet { onChange?() } }
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Called with the card when the user continues.
    public var onContinue: ((PaymentDetails) -> Void)?

    /// A note above the form, if any: in a checkout restored after Storefront closed, that the
    /// card must be typed again (``restoredCheckoutNotice``).
    public let notice: String?

    /// An empty form, with `notice` above it if given.
    public init(notice: String? = nil) { self.notice = notice }

    /// The note of a checkout restored after Storefront closed: its address came back, a card
    /// typed then did not, and the user should not have to find that out from an empty form.
    public static let restoredCheckoutNotice =
        "Card details are never kept when Storefront closes: type the card here to finish the checkout you began."

    /// The first problem with the card, shown under the form.
    public var hint: String? { problems.first?.description }
    /// The problems the form marks, each on its field, in the form's order (see
    /// ``FormFeedback``): on fields typed in and left, and all of them after Enter in the last
    /// field (which puts the keyboard on the first). None while the user types.
    public var shownProblems: [PaymentError] {
        feedback.shownProblems(among: problems, field: \.field) { text(of: $0).isBlank }
    }
    private var feedback = FormFeedback<PaymentField>()
    /// The line under the form: what comes next, or the first problem, while the user types;
    /// the fields to fix once some are marked (``guidanceIsError``).
    public var guidance: String {
        FormFeedback<PaymentField>.line(hint: hint ?? "Next: check and place your order.",
                                        fixing: shownProblems.map(\.field.label))
    }
    /// Whether ``guidance`` names fields to fix, an error.
    public var guidanceIsError: Bool { !shownProblems.isEmpty }

    /// The keyboard focus left `field` for another widget.
    public func leave(_ field: PaymentField) {
        if feedback.leave(field, empty: text(of: field).isBlank) { onChange?() }
    }

    private var problems: [PaymentError] {
        PaymentDetails.problems(cardHolder: cardHolder, cardNumber: cardNumber, expiry: expiry)
    }

    private func text(of field: PaymentField) -> String {
        switch field {
        case .cardHolder: cardHolder
        case .cardNumber: cardNumber
        case .expiry: expiry
        }
    }

    /// Whether Continue is enabled.
    public var canContinue: Bool { hint == nil }

    /// Whether the user typed anything.
    public var hasTypedText: Bool { ![cardHolder, cardNumber, expiry].allSatisfy { $0.trimmed.isEmpty } }

    /// The user pressed Continue (or Enter in the last field).
    public func continueToConfirmation() {
        guard let payment = try? PaymentDetails(cardHolder: cardHolder, cardNumber: cardNumber, expiry: expiry) else {
            feedback.triedToContinue = true
            onChange?()
            return
        }
        onContinue?(payment)
    }
}
