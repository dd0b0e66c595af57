import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Waiting for a condition")
struct EventuallyTests {
    @Test func itHoldsOnceAnotherTaskMakesItHold() async {
        var shown = false
        Task { shown = true }
        #expect(await eventually { shown })
    }

    @Test func aConditionThatNeverHoldsGivesUpAfterTheTimeout() async {
        let start = ContinuousClock.now
        #expect(await eventually(timeout: .milliseconds(50)) { false } == false)
        #expect(ContinuousClock.now - start >= .milliseconds(50))
    }
}
