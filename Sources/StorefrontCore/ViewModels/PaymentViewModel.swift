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

    /// An empty form.
    public init() {}

    /// The first problem with the card, shown under the form.
    public var hint: String? { firstProblem?.description }
    /// The field of the first problem once the user tried to go on with one (Enter in the
    /// last field): the view marks it and puts the keyboard there. Nil while they type.
    public var shownProblem: PaymentField? { triedToContinue ? firstProblem?.field : nil }
    private var triedToContinue = false

    private var firstProblem: PaymentError? {
        PaymentDetails.problems(cardHolder: cardHolder, cardNumber: cardNumber, expiry: expiry).first
    }

    /// Whether Continue is enabled.
    public var canContinue: Bool { hint == nil }

    /// Whether the user typed anything.
    public var hasTypedText: Bool { ![cardHolder, cardNumber, expiry].allSatisfy { $0.trimmed.isEmpty } }

    /// The user pressed Continue (or Enter in the last field).
    public func continueToConfirmation() {
        guard let payment = try? PaymentDetails(cardHolder: cardHolder, cardNumber: cardNumber, expiry: expiry) else {
            triedToContinue = true
            onChange?()
            return
        }
        onContinue?(payment)
    }
}
