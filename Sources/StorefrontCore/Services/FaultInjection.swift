/// Slowness and failures the product service pretends to suffer, so loading and error states can
/// be seen in demos and tested. Read from the environment:
///
/// - `STOREFRONT_SERVICE_DELAY_MS=1500`: every load waits 1.5 s.
/// - `STOREFRONT_SERVICE_FAIL=always`: every load fails; `once`: the first load fails;
///   a number N: the first N loads fail.
public struct FaultInjection: Hashable, Sendable {
    /// The variable holding the delay in milliseconds.
    public static let delayVariable = "STOREFRONT_SERVICE_DELAY_MS"
    /// The variable saying which loads fail.
    public static let failureVariable = "STOREFRONT_SERVICE_FAIL"

    /// Which loads fail.
    public enum Failure: Hashable, Sendable {
        /// None.
        case never
        /// All of them.
        case always
        /// The first `count` loads, then none.
        case first(Int)
    }

    /// How long each load waits before answering; zero for no wait.
    public var delay: Duration
    /// Which loads fail.
    public var failure: Failure
    /// The variables that were set to values that mean nothing, as warnings (they are ignored).
    public private(set) var problems: [String] = []

    /// The given faults (none by default).
    public init(delay: Duration = .zero, failure: Failure = .never) {
        self.delay = delay
        self.failure = failure
    }

    /// The faults `environment` asks for.
    public init(environment: [String: String]) {
        self.init()
        if let text = environment[Self.delayVariable]?.trimmed, !text.isEmpty {
            if let milliseconds = Int(text), milliseconds >= 0 {
                delay = .milliseconds(milliseconds)
            } else {
                problems.append("\(Self.delayVariable)=\(text) is not a number of milliseconds; ignored.")
            }
        }
        if let text = environment[Self.failureVariable]?.trimmed.lowercased(), !text.isEmpty {
            switch text {
            case "always": failure = .always
            case "once": failure = .first(1)
            case "never", "0": failure = .never
            default:
                if let count = Int(text), count > 0 {
                    failure = .first(count)
                } else {
                    problems.append("\(Self.failureVariable)=\(text) is not always, once or a number; ignored.")
                }
            }
        }
    }

    /// Whether load number `attempt` (counting from 1) fails.
    public func fails(attempt: Int) -> Bool {
        switch failure {
        case .never: false
        case .always: true
        case .first(let count): attempt <= count
        }
    }
}
