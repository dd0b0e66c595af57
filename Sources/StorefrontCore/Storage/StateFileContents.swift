/// What loading a ``StateFile`` found.
public enum StateFileContents<Value> {
    /// The file was read and decoded.
    case loaded(Value)
    /// There is no file yet: a first launch.
    case missing
    /// The file could not be read or decoded; it was moved aside and the app should start fresh.
    case corrupt(StateFileCorruption)

    /// The value, if it was loaded.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// The warning to show the user when the file was corrupt.
    public var warning: Warning? {
        if case .corrupt(let corruption) = self { corruption.warning } else { nil }
    }
}

extension StateFileContents: Sendable where Value: Sendable {}
