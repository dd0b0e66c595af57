/// The problems the app meets with its files that the user should hear of: a state file that
/// could not be read (so it starts fresh), a change that could not be saved. The services and
/// the app coordinator share one log (``StorefrontServices/warnings``); the app shows those met
/// before its window was up at start, then each new one as it comes, so none is dropped unseen.
@MainActor
public final class WarningLog {
    /// Every warning so far, oldest first.
    public private(set) var all: [Warning] = []
    private let observers = ChangeObservers<Warning>()

    /// An empty log.
    public init() {}

    /// Adds `warning`; observers hear of it at once.
    public func add(_ warning: Warning) {
        all.append(warning)
        observers.send(warning)
    }

    /// Adds the warning in `contents`, if it has one (an unreadable file), and returns its value.
    func value<Value>(of contents: StateFileContents<Value>) -> Value? {
        if let warning = contents.warning { add(warning) }
        return contents.value
    }

    /// Calls `handler` with each warning added from now on, until the returned observation is
    /// cancelled or released.
    public func observe(_ handler: @escaping @MainActor (Warning) -> Void) -> StoreObservation {
        observers.add(handler)
    }
}
