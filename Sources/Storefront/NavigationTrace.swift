import CGtk
import CoordinatorGtk
import CoordinatorKit
import FoundationEssentials
import Glibc

/// With `STOREFRONT_NAVIGATION_TRACE=<file>`, writes the navigation state after every
/// navigation (JSON: the selected stack, the visible screen's title, each stack's screens, the
/// live screen-entry count, the navigations waiting their turn, and how many coordinators,
/// screens and view models are alive) so end-to-end tests compare what AT-SPI shows with what
/// the app believes, and watch for leaks.
///
/// `SIGUSR1` rewrites it at once: a child coordinator is released when its parent's task
/// resumes, which can be after the last navigation's snapshot, so a test that asks what is
/// alive now sends the signal and waits for the file to count one more signal answered. The
/// signal also hands freed heap back to the system (`malloc_trim`), so that a resident-memory
/// reading right after it counts memory in use rather than what malloc keeps for later.
@MainActor
final class NavigationTrace {
    private struct Snapshot: Encodable {
        /// How many times the trace has been written, this one included: a test that waits
        /// for the trace to change compares this rather than the file's modification time,
        /// which two writes in one clock tick share where the kernel stamps files coarsely.
        let writes: Int
        /// How many `SIGUSR1` requests have been answered, this write included if it answers
        /// one: a test that asked knows its answer has arrived when this count has grown.
        let signalsAnswered: Int
        let topStack: String
        let visibleTitle: String?
        let stacks: [String: [String]]
        let modals: [String]
        let liveScreenEntries: Int
        /// The screen entries alive that no stack holds (embedded screens included), as
        /// "page-12 product-42 “Title”": what a leak check names when the count is too high.
        let strayEntries: [String]
        /// Navigation requests waiting behind the one running (``NavigationHost/pendingCount``).
        let pendingNavigations: Int
        /// Alive now, by kind: `coordinator`, `screen`, `viewModel` (see ``LiveObjectCensus``).
        let live: [String: Int]
    }

    private let url: URL
    private let census = LiveObjectCensus()
    private var observation: NavigationObservation?
    private var writes = 0
    private var signalsAnswered = 0

    init?(environment: [String: String], host: NavigationHost) {
        guard let path = environment["STOREFRONT_NAVIGATION_TRACE"], !path.isEmpty else { return nil }
        url = URL(filePath: path)
        host.census = census
        observation = host.observe { [weak self, weak host] event in
            guard case .didNavigate = event else { return }
            // Written on the next turn: during `didNavigate` the screens just removed are still
            // held by the navigation being finished, and would be counted as alive.
            Task { [weak self, weak host] in
                guard let self, let host else { return }
                write(host)
            }
        }
        UnixSignals.observe(SIGUSR1) { [weak self, weak host] in
            guard let self, let host else { return }
            malloc_trim(0)
            signalsAnswered += 1
            write(host)
        }
    }

    private func write(_ host: NavigationHost) {
        let state = host.state
        let stackIDs = state.rootStacks + state.modals
        let stacks = stackIDs.map { ($0.rawValue, state.screens(in: $0).map(\.title)) }
        let onStacks = Set(stackIDs.flatMap { state.entries(in: $0).map(ObjectIdentifier.init) })
        let stray = census.liveEntries.filter { !onStacks.contains(ObjectIdentifier($0)) }
        writes += 1
        let snapshot = Snapshot(
            writes: writes, signalsAnswered: signalsAnswered,
            topStack: state.topStack.rawValue, visibleTitle: state.visibleScreen?.title,
            stacks: Dictionary(stacks) { first, _ in first }, modals: state.modals.map(\.rawValue),
            liveScreenEntries: ScreenEntry.liveCount,
            strayEntries: stray.map { "\($0.pageName) \($0.screen.id) “\($0.screen.title)”" },
            pendingNavigations: host.pendingCount,
            live: Dictionary(uniqueKeysWithValues: census.counts.map { ($0.key.rawValue, $0.value) }))
        try? JSONEncoder().encode(snapshot).write(to: url, options: .atomic)
    }
}
