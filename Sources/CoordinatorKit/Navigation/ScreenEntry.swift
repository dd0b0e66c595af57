import Synchronization

/// A screen on a navigation stack, as the host tracks it: the screen, a unique page number,
/// the screens embedded in its slots, and the callbacks to run once it is removed.
@MainActor
public final class ScreenEntry {
    /// Unique within the process; the GTK layer names the screen's page after it.
    public let number: Int
    /// The screen.
    public let screen: any Screen
    // Spelt `Optional<…>`, not `(any Sendable)?`: a `?` variable starts out nil, so storing the
    // route in `init` would be an assignment, with an exclusivity check and the nil destroyed
    // through the existential’s value witness (about 300 instructions a push; measured under callgrind).
    /// The route that showed the screen, kept for ``RouteSnapshot``: nil when shown without a
    /// route, for an embedded screen, and for all but the last screen one route showed.
    public internal(set) var route: Optional<any Sendable>
    // This entry's lists are main-actor state, never edited across a suspension: unchecked, as
    // every push and pop reads them and a dynamic exclusivity check costs more than the read.
    /// The screens embedded in this screen's slots, by slot name.
    @exclusivity(unchecked) public internal(set) var embedded: [String: ScreenEntry] = [:]

    /// For the first screen of a modal: the router of the flow that opened the modal (the
    /// parent of a modal child flow, or the flow that presented a screen on its own). The
    /// modal closes when that flow's screens leave, or those of a flow that started it.
    var opener: Router?

    @exclusivity(unchecked) private var onDismissed: [@MainActor () -> Void]  // unchecked, as `embedded`
    /// The routers whose flows began with this screen. Unowned, not weak (a weak reference
    /// would move every router's reference count to a side table, and triggers retain
    /// routers): a router takes itself off this list when its flow ends or it goes away.
    @exclusivity(unchecked) private var flowRouters: [FlowRouter] = []  // unchecked, as `embedded`
    /// The last number given, and the entries alive: atomic, so an entry's deinit needs no
    /// actor (an isolated deinit checks its actor each time).
    private nonisolated static let lastNumber = Atomic(0)
    private nonisolated static let alive = Atomic(0)

    /// How many entries are alive in the process: a debug counter for leak checks (after a
    /// flow ends it returns to what it was before).
    public static var liveCount: Int { alive.load(ordering: .relaxed) }

    init(_ placement: ScreenPlacement, route: consuming (any Sendable)? = nil) {
        number = Self.lastNumber.wrappingAdd(1, ordering: .relaxed).newValue
        screen = placement.screen
        self.route = route
        // No closure here: a closure in main-actor code checks its actor when it runs.
        if let onDismissed = placement.onDismissed { self.onDismissed = [onDismissed] } else { onDismissed = [] }
        Self.alive.wrappingAdd(1, ordering: .relaxed)
    }

    deinit { Self.alive.wrappingSubtract(1, ordering: .relaxed) }

    /// The page name the GTK layer uses for this entry.
    public var pageName: String { "page-\(number)" }

    /// This entry and everything embedded in it, depth first.
    package var withEmbedded: [ScreenEntry] {
        embedded.isEmpty ? [self] : [self] + embedded.keys.sorted().flatMap { embedded[$0]!.withEmbedded }
    }

    /// Whether removing this entry runs any callback.
    var hasDismissalCallbacks: Bool { !onDismissed.isEmpty || !embedded.isEmpty }

    /// Notes that `router`'s flow begins with this screen.
    func rememberFlow(of router: Router) { flowRouters.append(FlowRouter(router)) }

    /// Forgets `router` (its flow ended, moved its first screen, or the router is going away:
    /// compared by identity, so a router being destroyed is never loaded).
    func forgetFlow(of router: Router) {
        let id = ObjectIdentifier(router)
        flowRouters.removeAll { $0.id == id }
    }

    /// Ends the flows that began with this screen, newest first. Each is taken off the list
    /// before it is told, and a router that goes away meanwhile has taken itself off.
    func endFlows(origin: DismissalOrigin) {
        while let flow = flowRouters.popLast() { flow.router.end(origin: origin) }
    }

    /// Runs the dismissal callbacks, once: later calls do nothing.
    func runDismissalCallbacks() {
        let callbacks = onDismissed
        onDismissed = []
        callbacks.forEach { $0() }
    }
}

/// A router a screen entry knows without keeping it alive.
@MainActor
private struct FlowRouter {
    unowned let router: Router
    let id: ObjectIdentifier

    init(_ router: Router) {
        self.router = router
        id = ObjectIdentifier(router)
    }
}

extension [ScreenEntry] {
    /// These entries and everything embedded in them, each depth first; the array itself
    /// (no copy) when nothing is embedded, as is usual.
    @MainActor var includingEmbedded: [ScreenEntry] {
        // A loop, not `contains(where:)`: a closure in main-actor code checks its actor, and
        // every pop asks.
        for entry in self where !entry.embedded.isEmpty { return flatMap { $0.withEmbedded } }
        return self
    }
}
