import CGtk

/// GTK set-up for tests. XCTest runs test methods on the main thread, which is GTK's thread,
/// so GTK tests belong in XCTest (Swift Testing's `@MainActor` tests run on another thread).
@MainActor
public enum GtkTestEnvironment {
    private static var initialised: Bool?

    /// Initialises GTK, once per process; false when there is no display (skip the test then).
    @discardableResult
    public static func setUp() -> Bool {
        if initialised == nil { initialised = gtk_init_check(nil, nil) != 0 }
        return initialised ?? false
    }

    /// Turns GTK's animations on or off (the `gtk-enable-animations` setting).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        cgtk_object_set_bool(gtk_settings_get_default(), "gtk-enable-animations", enabled ? 1 : 0)
    }
}
