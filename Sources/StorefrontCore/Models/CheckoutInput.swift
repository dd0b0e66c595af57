/// What the user has typed in a checkout not yet placed: what leaving it would lose.
public struct CheckoutInput: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Input with the bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// An address the user changed from the one the form started with.
    public static let address = CheckoutInput(rawValue: 1 << 0)
    /// Card details typed in.
    public static let payment = CheckoutInput(rawValue: 1 << 1)

    /// What leaving the checkout would lose, in a sentence ("The address you entered will be
    /// lost."); nil when nothing was typed.
    public var lossWarning: String? {
        let parts = [contains(.address) ? "address" : nil, contains(.payment) ? "payment details" : nil]
            .compactMap(\.self)
        return parts.isEmpty ? nil : "The \(parts.joinedAsList) you entered will be lost."
    }
}
