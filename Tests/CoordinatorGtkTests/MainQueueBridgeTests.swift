import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import Dispatch
import Glibc
import XCTest

final class MainQueueBridgeTests: XCTestCase {
    func testMainActorTasksSleepsAndMainQueueBlocksRunUnderTheGLibLoop() throws { try onMainActor { try Self.mainMainActorTasksSleepsAndMainQueueBlocksRunUnderTheGLibLoop() } }

    @MainActor
    private static func mainMainActorTasksSleepsAndMainQueueBlocksRunUnderTheGLibLoop() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        MainQueueBridge.install()
        MainQueueBridge.install() // idempotent
        XCTAssertTrue(MainQueueBridge.isInstalled)

        let events = Recorder<String>()
        Task { @MainActor in events.record("task") }
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(20))
            events.record("sleep")
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { events.record("dispatch") }
        }
        // Nothing has run yet: all three wait for the main queue to be drained.
        XCTAssertEqual(events.values, [])

        XCTAssertTrue(pumpUntil { events.values.count == 3 }, "ran: \(events.values)")
        XCTAssertEqual(Set(events.values), ["task", "sleep", "dispatch"])
        XCTAssertEqual(events.values.last, "sleep")
    }

    func testIdleLoopUsesAlmostNoCPUWithTheBridgeInstalled() throws { try onMainActor { try Self.mainIdleLoopUsesAlmostNoCPUWithTheBridgeInstalled() } }

    @MainActor
    private static func mainIdleLoopUsesAlmostNoCPUWithTheBridgeInstalled() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        MainQueueBridge.install()

        // Signal the eventfd once so a bridge that forgot to reset it would spin from now on.
        let events = Recorder<String>()
        DispatchQueue.main.async { MainActor.assumeIsolated { events.record("before") } }
        XCTAssertTrue(pumpUntil { events.values == ["before"] })

        // And once more in the middle of the idle window.
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) {
            MainActor.assumeIsolated { events.record("during") }
        }

        let done = Recorder<Bool>()
        let stop: GSourceFunc = { data in
            Unmanaged<Recorder<Bool>>.fromOpaque(data!).takeUnretainedValue().values.append(true)
            return 0 // G_SOURCE_REMOVE
        }
        g_timeout_add(300, stop, Unmanaged.passUnretained(done).toOpaque())

        let cpuStart = processCPUTime()
        let wallStart = monotonicTime()
        var iterations = 0
        while done.values.isEmpty {
            g_main_context_iteration(nil, 1) // blocks until a source is ready
            iterations += 1
        }
        let wall = monotonicTime() - wallStart
        let cpu = processCPUTime() - cpuStart

        XCTAssertEqual(events.values, ["before", "during"])
        XCTAssertGreaterThanOrEqual(wall, 0.29)
        XCTAssertLessThan(cpu, wall * 0.25, "CPU \(cpu)s over \(wall)s wall, \(iterations) iterations")
        XCTAssertLessThan(iterations, 1_000, "the loop woke up \(iterations) times while idle")
    }

    private static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func monotonicTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
