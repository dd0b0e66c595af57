import CGtk
import CoordinatorGtk

/// Shared set-up and loop pumping for the GTK tests (XCTest runs `@MainActor` test methods
/// on the main thread, which is GTK's thread).
@MainActor
enum GtkTestSupport {
    /// Whether `gtk_init_check` succeeded (it runs once per process).
    private static var initialised = false

    /// Initialises GTK once; returns false when there is no display.
    @discardableResult
    static func setUp() -> Bool {
        if !initialised {
            initialised = gtk_init_check(nil, nil) != 0
        }
        return initialised
    }

    /// Turns GTK's animations on or off (the `gtk-enable-animations` setting).
    static func setAnimationsEnabled(_ enabled: Bool) {
        cgtk_object_set_bool(gtk_settings_get_default(), "gtk-enable-animations", enabled ? 1 : 0)
    }
}

/// Runs non-blocking iterations of the default GLib main context until `condition` holds or
/// `timeout` passes; returns whether the condition held. Never sleeps.
@MainActor
func pumpUntil(timeout: Duration = .seconds(3), _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline { return false }
        g_main_context_iteration(nil, 0)
    }
    return true
}

/// Dispatches pending GLib events without blocking, at most `limit` iterations (a source
/// that stays ready forever must not hang the tests).
@MainActor
func drainEvents(limit: Int = 200) {
    var iterations = 0
    while iterations < limit, g_main_context_iteration(nil, 0) != 0 {
        iterations += 1
    }
}

/// A main-actor mutable cell for observing callbacks in tests.
@MainActor
final class Recorder<Value> {
    /// The recorded values, in order.
    var values: [Value] = []
    /// Records `value`.
    func record(_ value: Value) { values.append(value) }
}

/// A plain object whose lifetime tests observe through weak references.
final class LifetimeToken {}

/// Runs a test body on the main actor. XCTest on Linux calls test methods on the main thread
/// but cannot call `@MainActor`-typed methods (it aborts with a failed function cast), so
/// test methods are nonisolated and enter the main actor through this.
func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}
