import CoordinatorGtk
import CoordinatorGtkTesting
import Glibc
import XCTest

final class UnixSignalsTests: XCTestCase {
    func testASignalRunsItsHandlerOnTheMainLoopEachTimeItArrives() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let received = Recorder<Int32>()
            UnixSignals.observe(SIGUSR2) { received.record(SIGUSR2) }
            raise(SIGUSR2)
            waitFor("the first signal") { received.values.count == 1 }
            raise(SIGUSR2)
            waitFor("the second signal") { received.values.count == 2 }
            XCTAssertEqual(received.values, [SIGUSR2, SIGUSR2], "the process lives on: the signal is an event, not a kill")
        }
    }
}
