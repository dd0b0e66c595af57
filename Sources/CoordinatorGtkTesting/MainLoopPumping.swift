import CGtk
import XCTest

/// Runs non-blocking iterations of the default GLib main context until `condition` holds or
/// `timeout` passes; returns whether it held. Never sleeps.
@MainActor
@discardableResult
public func pumpUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) -> Bool {
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
public func drainEvents(limit: Int = 500) {
    var iterations = 0
    while iterations < limit, g_main_context_iteration(nil, 0) != 0 { iterations += 1 }
}

/// Pumps until `condition` holds; fails the test, naming `what`, if it never does.
@MainActor
public func waitFor(_ what: String, timeout: Duration = .seconds(5), file: StaticString = #filePath,
                    line: UInt = #line, _ condition: () -> Bool) {
    XCTAssertTrue(pumpUntil(timeout: timeout, condition), "timed out waiting for \(what)", file: file, line: line)
}

/// Runs `body` as a main-actor task and pumps the GLib loop until it has finished (bounded);
/// fails the test if it does not finish in time. ``GtkTestEnvironment/setUp()`` installs the
/// bridge that runs the task.
@MainActor
public func runTask(timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line,
                    _ body: @escaping @MainActor () async -> Void) {
    let completion = Completion()
    Task { @MainActor in
        await body()
        completion.isDone = true
    }
    XCTAssertTrue(pumpUntil(timeout: timeout) { completion.isDone }, "the task did not finish in time",
                  file: file, line: line)
}

/// Whether a task ``runTask(timeout:file:line:_:)`` started has finished.
@MainActor
private final class Completion {
    var isDone = false
}

/// Runs a test body on the main actor. XCTest on Linux calls test methods on the main thread
/// but cannot call synchronous `@MainActor` ones (it aborts with a failed function cast; an
/// `async` one it can), so synchronous test methods are nonisolated and enter the main actor
/// through this.
public func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// ``onMainActor(_:)`` for a body that uses the test case itself (its properties, its own
/// helpers), handed to it as `test`: in Swift 6 a main-actor body cannot capture `self` of a
/// nonisolated test method ("sending 'self' risks causing data races"). XCTest calls test
/// methods on the main thread, so the test case never leaves it.
///
/// ```swift
/// func testTheListTakesTheFocus() throws {
///     try onMainActor(self) { test in
///         try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
///         test.window = Window(title: "Shop")
///     }
/// }
/// ```
public func onMainActor<Test: XCTestCase>(_ test: Test, _ body: @MainActor (Test) throws -> Void) rethrows {
    nonisolated(unsafe) let test = test  // on the main thread all along: checked by assumeIsolated
    try MainActor.assumeIsolated { try body(test) }
}
