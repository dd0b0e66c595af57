import CGtk

/// Where GDK's events pass before GTK sees them, so that the rest of the input that started a
/// navigation does not act on what the navigation brings: the rest of a burst of clicks
/// (``ClickThroughShield``), the repeats of an Enter or a space held down (``KeyRepeatShield``).
///
/// It is GDK's event handler (`gdk_event_handler_set`), handing every event it does not drop
/// to `gtk_main_do_event`. GDK has one event handler: the first navigator takes it, replacing
/// one an app set before, and a handler the app set afterwards would put the shields out of
/// work. An app that needs to see GDK's events first adds a filter instead (``addFilter(_:)``).
@MainActor
public enum InputShields {
    private static var isInstalled = false
    private static var filters: [@MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool] = []

    /// Shows `filter` every event GDK hands over, after the shields and before GTK, for the
    /// rest of the app's life: it returns true to drop the event, false to let GTK have it.
    /// Filters run in the order they were added; the first that drops an event ends its way.
    ///
    /// This is how an app handles events before GTK does, instead of setting GDK's one event
    /// handler itself (which would replace the shields). Events the shields drop never reach
    /// a filter.
    public static func addFilter(_ filter: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool) {
        filters.append(filter)
        install()
    }

    /// Puts the shields between GDK and GTK. Later calls do nothing.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        let handler: @convention(c) (UnsafeMutablePointer<GdkEvent>?, gpointer?) -> Void = { event, _ in
            guard let event else { return }
            // `InputShields.` spelled out: an implicit `Self` here crashes Swift 6.3.1's
            // region analysis (SendNonSendable).
            let drop = MainActor.assumeIsolated { InputShields.drops(event) }
            if !drop { gtk_main_do_event(event) }
        }
        gdk_event_handler_set(handler, nil, nil)
    }

    /// Whether a shield or a filter drops `event`.
    private static func drops(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        if ClickThroughShield.drops(event) || KeyRepeatShield.drops(event) { return true }
        for filter in filters where filter(event) { return true }
        return false
    }

    /// Something new comes under the pointer and the focus: the rest of the burst of clicks
    /// that brought it, and the repeats of a Return or a space held down through it, are
    /// dropped. The navigator calls this as a navigation begins (a page comes, a dialog or an
    /// alert opens or closes); an app calls it when a click changes what lies under the pointer
    /// without a navigation, such as a Show More whose first new row takes the button's place
    /// (the second click of a double click on it opened that row).
    public static func arm() {
        ClickThroughShield.arm()
        KeyRepeatShield.arm()
    }
}
