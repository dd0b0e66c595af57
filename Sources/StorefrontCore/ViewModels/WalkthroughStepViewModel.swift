/// One step of the first-launch "How to shop" walkthrough.
@MainActor
public final class WalkthroughStepViewModel {
    /// What the user can do on a step.
    public enum Event: Sendable { case next, skip, startOver, startShopping }

    /// The step's number, from 1.
    public let number: Int
    /// How many steps there are.
    public let count: Int
    /// The step's heading.
    public let heading: String
    /// The step's text.
    public let text: String
    /// The step's icon name.
    public let iconName: String
    /// A note under the step's text (why a link the user followed has not opened yet); nil for none.
    public var notice: String? { didSet { if notice != oldValue { onChange?() } } }
    /// Where the events go (the coordinator).
    public var onEvent: ((Event) -> Void)?
    /// Called when ``notice`` changes (the view).
    public var onChange: (() -> Void)?

    /// Creates step `number` of `count`.
    public init(number: Int, count: Int, heading: String, text: String, iconName: String) {
        self.number = number
        self.count = count
        self.heading = heading
        self.text = text
        self.iconName = iconName
    }

    /// Whether this is the last step (Start over and Start shopping instead of Skip and Next).
    public var isLast: Bool { number == count }

    /// "Step 2 of 4".
    public var progress: String { "Step \(number) of \(count)" }

    /// The user pressed Next.
    public func next() { onEvent?(.next) }
    /// The user pressed Skip: no more steps, straight to shopping.
    public func skip() { onEvent?(.skip) }
    /// The user pressed Start over.
    public func startOver() { onEvent?(.startOver) }
    /// The user pressed Start shopping.
    public func startShopping() { onEvent?(.startShopping) }
}
