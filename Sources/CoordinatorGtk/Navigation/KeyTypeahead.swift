import CGtk
import CoordinatorKit

/// Holds the keys typed in a window while a navigation is under way (a page sliding in, a
/// page waiting its turn behind it) and handles them once every navigation asked for before
/// them is over, in order, as if typed then.
///
/// So a shortcut acts on the page the keys before it led to, and letters typed after a
/// shortcut go where it put the focus: Alt+Left, Ctrl+F and a search typed at once fill the
/// search field of the page gone back to, not the row the slide left the focus on. Each key
/// waits a slide at most (a few hundred milliseconds), only while one runs.
@MainActor
final class KeyTypeahead {
    private weak var host: NavigationHost?
    private var held: [UnsafeMutablePointer<GdkEvent>] = []
    private var isReplaying = false
    private var replay: Task<Void, Never>?

    /// Holds `window`'s keys from now on; connect it before the window's other key handlers.
    init(window: Window) {
        for signal in ["key-press-event", "key-release-event"] {
            Signals.connectEvent(window.widget, signal) { [weak self] event in self?.hold(event) ?? false }
        }
    }

    isolated deinit {
        held.forEach { gdk_event_free($0) }
    }

    /// Holds keys while `host` navigates.
    func attach(to host: NavigationHost) { self.host = host }

    private func hold(_ event: UnsafeMutablePointer<GdkEvent>?) -> Bool {
        guard let event, !isReplaying, let host, host.isNavigating || !held.isEmpty,
              let copy = gdk_event_copy(event) else { return false }
        held.append(copy)
        if replay == nil { replay = Task { await replayHeld() } }
        return true
    }

    private func replayHeld() async {
        while !held.isEmpty {
            await host?.waitUntilIdle()
            let event = held.removeFirst()
            isReplaying = true
            gtk_main_do_event(event)
            isReplaying = false
            gdk_event_free(event)
            // A navigation the key set off (a shortcut's task) takes its place in the queue first.
            await Task.yield()
        }
        replay = nil
    }
}
