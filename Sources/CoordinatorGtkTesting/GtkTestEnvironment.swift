import CGtk
import CoordinatorGtk

/// GTK set-up for tests. XCTest runs test methods on the main thread, which is GTK's thread,
/// so GTK tests belong in XCTest (Swift Testing's `@MainActor` tests run on another thread).
@MainActor
public enum GtkTestEnvironment {
    private static var initialised: Bool?

    /// Initialises GTK, once per process, and installs the ``MainQueueBridge`` (tasks and
    /// main-queue work then run as the GLib loop is pumped); false when there is no display
    /// (skip the test then).
    ///
    /// From then on a GTK or GLib critical warning stops the test process, as
    /// `G_DEBUG=fatal-criticals` would: each one is a bug (a key sent to a widget off screen,
    /// a signal on a destroyed object) that would otherwise scroll by in a passing run's log.
    @discardableResult
    public static func setUp() -> Bool {
        if initialised == nil {
            initialised = gtk_init_check(nil, nil) != 0
            if initialised == true {
                _ = g_log_set_always_fatal(G_LOG_LEVEL_CRITICAL)
                AccessibleStates.install()
                MainQueueBridge.install()
            }
        }
        return initialised ?? false
    }

    /// Turns GTK's animations on or off (the `gtk-enable-animations` setting).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        cgtk_object_set_bool(gtk_settings_get_default(), "gtk-enable-animations", enabled ? 1 : 0)
    }
}
