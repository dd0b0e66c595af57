/// What loading a ``StateFile`` found.
public enum StateFileContents<Value> {
    /// The file was read and decoded.
    case loaded(Value)
    /// There is no file yet: a first launch.
    case missing
    /// The file could not be read or decoded; it was moved aside and the app should start fresh.
    case corrupt(StateFileCorruption)
    /// The file could not be decoded whole, but part of it was read: the app goes on with that
    /// part (the corruption's loss says what is left behind, its backup where the file went,
    /// if it could be moved aside).
    case salvaged(Value, StateFileCorruption)

    /// The value, if it was loaded, or the part of it salvaged.
    public var value: Value? {
        switch self {
        case .loaded(let value), .salvaged(let value, _): value
        case .missing, .corrupt: nil
        }
    }

    /// The warning to show the user when the file was corrupt.
    public var warning: Warning? {
        switch self {
        case .corrupt(let corruption), .salvaged(_, let corruption): corruption.warning
        case .loaded, .missing: nil
        }
    }
}

extension StateFileContents: Sendable where Value: Sendable {}
