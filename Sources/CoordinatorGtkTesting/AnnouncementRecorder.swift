import CGtk
import CoordinatorGtk

/// Records what the app announces to screen readers (``CoordinatorGtk/Widget/announce(_:)``),
/// from every widget, while it lives: for tests that check a message reaches a screen reader.
///
/// ```swift
/// let announcements = AnnouncementRecorder()
/// view.quantityButton.text = "99"
/// XCTAssertEqual(announcements.messages, ["Only 14 items of Aurora Headphones are in stock."])
/// ```
@MainActor
public final class AnnouncementRecorder {
    /// The messages announced since the recorder was made, in order.
    public private(set) var messages: [String] = []
    private let signal: guint
    private var hook: gulong = 0

    /// Starts recording. With an ATK older than 2.46, which cannot announce, nothing is ever
    /// recorded.
    public init() {
        signal = cgtk_announcement_signal()
        guard signal != 0 else { return }
        // An emission hook sees the signal on every accessible; the recorder removes it when
        // it goes, so the unretained pointer never outlives it.
        let thunk: GSignalEmissionHook = { _, count, values, data in
            guard let data, let values, count > 1, let text = g_value_get_string(values + 1) else { return 1 }
            let recorder = Unmanaged<AnnouncementRecorder>.fromOpaque(data).takeUnretainedValue()
            let message = String(cString: text)
            MainActor.assumeIsolated { recorder.messages.append(message) }
            return 1  // keep the hook
        }
        hook = g_signal_add_emission_hook(signal, 0, thunk, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    isolated deinit {
        if hook != 0 { g_signal_remove_emission_hook(signal, hook) }
    }
}
