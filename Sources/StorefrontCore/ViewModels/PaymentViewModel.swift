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
    public var hint: String? {
        PaymentDetails.problems(cardHolder: cardHolder, cardNumber: cardNumber, expiry: expiry).first?.description
    }

    /// Whether Continue is enabled.
    public var canContinue: Bool { hint == nil }

    /// Whether the user typed anything.
    public var hasTypedText: Bool { ![cardHolder, cardNumber, expiry].allSatisfy { $0.trimmed.isEmpty } }

    /// The user pressed Continue.
    public func continueToConfirmation() {
        guard let payment = try? PaymentDetails(cardHolder: cardHolder, cardNumber: cardNumber, expiry: expiry) else {
            return
        }
        onContinue?(payment)
    }
}
