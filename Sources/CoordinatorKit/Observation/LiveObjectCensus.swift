/// Counts the coordinators, screens and view models of a window that are still alive, for
/// leak checks in a running app (a debug overlay, a trace for end-to-end tests).
///
/// Set it as a host's ``NavigationHost/census`` and the host tracks, by weak reference, every
/// coordinator it starts (root or child), every screen it shows, and each screen's view model
/// (the object in the screen's stored property named `viewModel`, optional or not). After a
/// flow ends and its objects are freed, ``counts`` is back to what it was before the flow began.
///
/// Off by default: weak references cost a little on every retain of the objects they watch.
@MainActor
public final class LiveObjectCensus {
    /// What is counted.
    public enum Kind: String, CaseIterable, Sendable {
        /// A coordinator started by the host or by a parent flow.
        case coordinator
        /// A screen the host showed.
        case screen
        /// A screen's view model.
        case viewModel
    }

    private struct Tracked {
        let kind: Kind
        weak var object: AnyObject?
    }

    private var tracked: [Tracked] = []
    private var entries: [WeakEntry] = []

    /// Told of each object as it is first counted (a leak checker follows a host this way).
    public var onTrack: (@MainActor (AnyObject, Kind) -> Void)?

    /// Creates a census that has counted nothing yet.
    public init() {}

    /// Counts `object` as a `kind` while it lives (once, however often it is tracked).
    public func track(_ object: AnyObject, as kind: Kind) {
        tracked.removeAll { $0.object == nil }
        guard !tracked.contains(where: { $0.object === object }) else { return }
        tracked.append(Tracked(kind: kind, object: object))
        onTrack?(object, kind)
    }

    /// Counts `screen` and its view model.
    public func track(screen: any Screen) {
        track(screen, as: .screen)
        for (label, object) in storedObjects(of: screen) where label == "viewModel" { track(object, as: .viewModel) }
    }

    /// Counts the screen of `entry` and its view model, and keeps a weak reference to the entry
    /// itself for ``liveEntries``.
    func track(entry: ScreenEntry) {
        track(screen: entry.screen)
        entries.removeAll { $0.entry == nil }
        entries.append(WeakEntry(entry: entry))
    }

    /// The entries of the screens the host has shown that are still alive, oldest first: when
    /// ``ScreenEntry/liveCount`` is more than the stacks show, the ones no stack holds are the
    /// screens that outlived their page (an entry no navigation applied is not among them).
    public var liveEntries: [ScreenEntry] { entries.compactMap(\.entry) }

    /// How many of each kind are alive now (every kind present, zero included).
    public var counts: [Kind: Int] {
        var counts = Dictionary(uniqueKeysWithValues: Kind.allCases.map { ($0, 0) })
        for entry in tracked where entry.object != nil { counts[entry.kind, default: 0] += 1 }
        return counts
    }
}

@MainActor
private struct WeakEntry {
    weak var entry: ScreenEntry?
}
