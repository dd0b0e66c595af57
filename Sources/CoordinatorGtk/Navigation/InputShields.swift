import CGtk

/// Where GDK's events pass before GTK sees them, so that the rest of the input that started a
/// navigation does not act on what the navigation brings: the rest of a burst of clicks
/// (``ClickThroughShield``), the repeats of an Enter or a space held down (``KeyRepeatShield``).
///
/// It is GDK's event handler (`gdk_event_handler_set`), handing every event it does not drop
/// to `gtk_main_do_event`. GDK has one event handler: the first navigator takes it, replacing
/// one an app set before, and a handler the app sets afterwards replaces the shields (which
/// then drop nothing).
@MainActor
enum InputShields {
    private static var isInstalled = false

    /// Puts the shields between GDK and GTK. Later calls do nothing.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        let handler: @convention(c) (UnsafeMutablePointer<GdkEvent>?, gpointer?) -> Void = { event, _ in
            guard let event else { return }
            let drop = MainActor.assumeIsolated { ClickThroughShield.drops(event) || KeyRepeatShield.drops(event) }
            if !drop { gtk_main_do_event(event) }
        }
        gdk_event_handler_set(handler, nil, nil)
    }

    /// A navigation begins: a page comes, a dialog or an alert opens or closes.
    static func arm() {
        ClickThroughShield.arm()
        KeyRepeatShield.arm()
    }
}
