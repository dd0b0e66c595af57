/// A screen on a navigation stack, as the host tracks it: the screen, a unique page number,
/// the screens embedded in its slots, and the callbacks to run once it is removed.
@MainActor
public final class ScreenEntry {
    /// Unique within the process; the GTK layer names the screen's page after it.
    public let number: Int
    /// The screen.
    public let screen: any Screen
    /// The route that showed the screen, kept for ``RouteSnapshot`` (nil when shown without a route).
    public internal(set) var route: (any Sendable)?
    /// The screens embedded in this screen's slots, by slot name.
    public internal(set) var embedded: [String: ScreenEntry] = [:]

    private var onDismissed: [@MainActor () -> Void]
    private static var nextNumber = 0

    /// How many entries are alive in the process: a debug counter for leak checks (after a
    /// flow ends it returns to what it was before).
    public private(set) static var liveCount = 0

    init(_ placement: ScreenPlacement, route: (any Sendable)? = nil) {
        Self.nextNumber += 1
        number = Self.nextNumber
        screen = placement.screen
        self.route = route
        onDismissed = placement.onDismissed.map { [$0] } ?? []
        Self.liveCount += 1
    }

    isolated deinit { Self.liveCount -= 1 }

    /// The page name the GTK layer uses for this entry.
    public var pageName: String { "page-\(number)" }

    /// This entry and everything embedded in it, depth first.
    var withEmbedded: [ScreenEntry] {
        embedded.isEmpty ? [self] : [self] + embedded.keys.sorted().flatMap { embedded[$0]!.withEmbedded }
    }

    /// Whether removing this entry runs any callback.
    var hasDismissalCallbacks: Bool { !onDismissed.isEmpty || !embedded.isEmpty }

    /// Runs the dismissal callbacks, once: later calls do nothing.
    func runDismissalCallbacks() {
        let callbacks = onDismissed
        onDismissed = []
        callbacks.forEach { $0() }
    }
}
