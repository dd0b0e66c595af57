import CoordinatorKit

/// Checks that a flow freed everything it created: coordinators, screens and view models.
///
/// Track objects while the flow runs (``track(_:as:)``; ``trackScreens(of:)`` to track every
/// screen a host shows and the objects each screen holds, such as its view model;
/// ``trackFlows(of:)`` for its coordinators too); once the flow has ended, ``survivors`` must
/// be empty, else ``verify()`` throws naming them, and saying which of them a host still
/// shows (a screen shown after the flow ended, or one it left behind). A test's own local that
/// still holds a screen or a view model (`let form = navigator.visibleScreen as! FormScreen`)
/// keeps it alive too: let it go out of scope before checking.
@MainActor
public final class LeakChecker {
    private struct Tracked {
        let name: String
        weak var object: AnyObject?
    }

    private struct WeakObject {
        weak var object: AnyObject?
    }

    private var tracked: [Tracked] = []
    private var hosts: [WeakObject] = []
    private var observations: [NavigationObservation] = []

    /// Creates a checker tracking nothing.
    public init() {}

    /// Tracks `object` under `name` (its type name by default).
    public func track(_ object: AnyObject, as name: String? = nil) {
        guard !tracked.contains(where: { $0.object === object }) else { return }
        tracked.append(Tracked(name: name ?? String(describing: type(of: object)), object: object))
    }

    /// Tracks every screen `host` shows from now on, embedded ones included, and every object
    /// each screen holds in its stored properties (its view model, for example). The screens
    /// on show when this is called are not tracked: they belong to the flows around the one
    /// under test, which outlive it. Call it for each host (window) under test.
    public func trackScreens(of host: NavigationHost) {
        hosts.append(WeakObject(object: host))
        let shownBefore = Self.screens(shownBy: host).map { WeakObject(object: $0) }
        observations.append(host.observe { [weak self, weak host] event in
            guard case .didNavigate = event, let self, let host else { return }
            for screen in Self.screens(shownBy: host) where !shownBefore.contains(where: { $0.object === screen }) {
                trackWithContents(screen)
            }
        })
    }

    /// Tracks every coordinator `host` starts from now on, a child flow's included, besides
    /// what ``trackScreens(of:)`` tracks. It follows the host's ``LiveObjectCensus``, giving the
    /// host one if it has none.
    public func trackFlows(of host: NavigationHost) {
        trackScreens(of: host)
        let census = host.census ?? LiveObjectCensus()
        let earlier = census.onTrack
        census.onTrack = { [weak self] object, kind in
            earlier?(object, kind)
            if kind == .coordinator { self?.track(object) }
        }
        host.census = census
    }

    /// Tracks `object` and the objects in its stored properties (optional ones included, when set).
    public func trackWithContents(_ object: AnyObject) {
        let owner = String(describing: type(of: object))
        track(object, as: owner)
        for (label, child) in storedObjects(of: object) { track(child, as: "\(owner).\(label)") }
    }

    /// The names of every object tracked, freed or alive, in the order they were first
    /// tracked: a test can check the checker saw what it asks about (a check that nothing
    /// named "EditCoordinator" survived passes as well when it was never tracked).
    public var trackedNames: [String] { tracked.map(\.name) }

    /// The names of the tracked objects still alive.
    public var survivors: [String] { tracked.filter { $0.object != nil }.map(\.name) }

    /// The names of the tracked screens that a host given to ``trackScreens(of:)`` shows now,
    /// with the objects they hold: alive because they are on show, such as a page a deep link
    /// opened as the flow under test ended. Go back first, or begin tracking after it. (Screens
    /// on show before the tracking began are not tracked, and do not count.)
    public var survivorsOnShow: [String] {
        var onShow: [AnyObject] = []
        for case let host as NavigationHost in hosts.map(\.object) {
            for screen in Self.screens(shownBy: host) where tracked.contains(where: { $0.object === screen }) {
                onShow.append(screen)
                onShow += storedObjects(of: screen).map(\.object)
            }
        }
        return tracked.filter { entry in onShow.contains { $0 === entry.object } }.map(\.name)
    }

    /// Throws a ``LeakError`` listing the survivors, if any.
    public func verify() throws(LeakError) {
        let alive = survivors
        if !alive.isEmpty { throw LeakError(survivors: alive, survivorsOnShow: survivorsOnShow) }
    }

    private static func screens(shownBy host: NavigationHost) -> [any Screen] {
        let state = host.state
        return (state.rootStacks + state.modals).flatMap { state.entries(in: $0).flatMap(\.withEmbedded) }.map(\.screen)
    }
}

/// Objects that should have been freed and were not.
public struct LeakError: Error, CustomStringConvertible, Equatable {
    /// Their names.
    public let survivors: [String]
    /// Those of them a tracked host still shows (``LeakChecker/survivorsOnShow``).
    public let survivorsOnShow: [String]

    /// "Still alive after the flow ended: …", and which of them are still on show.
    public var description: String {
        "Still alive after the flow ended: \(survivors.joined(separator: ", "))"
            + (survivorsOnShow.isEmpty ? "" : ". Still on show (go back before checking, or track from after they "
                + "are shown): \(survivorsOnShow.joined(separator: ", "))")
    }
}
