import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Transition queue")
struct QueueTests {
    @Test func thousandRapidTriggersLeaveTheStackConsistent() async {
        let (host, navigator) = makeHost()
        navigator.suspensionsPerStep = 3  // every step lets the other triggers run, as an animation would
        let router = await rootRouter(host, "home")
        var expected = ["home"]
        var tasks: [Task<TransitionOutcome, Never>] = []
        for index in 0..<1_000 {
            if index % 3 == 2 {
                expected.removeLast()
                tasks.append(Task { await router.pop() })
            } else {
                expected.append("s\(index)")
                tasks.append(Task { await router.push(TestScreen("s\(index)")) })
            }
        }
        var outcomes: [TransitionOutcome] = []
        for task in tasks { outcomes.append(await task.value) }
        #expect(outcomes.allSatisfy { $0 == .completed }, "none dropped")
        #expect(navigator.screenIDs() == expected, "none interleaved: FIFO order kept")
        #expect(host.state.screens(in: .root).map(\.id) == navigator.screenIDs())
        #expect(navigator.transcript.count == 1_001)
        #expect(host.pendingCount == 0)
    }

    @Test func doublePushIsIgnoredUnlessAskedFor() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        async let first = router.push(TestScreen("detail"))
        async let second = router.push(TestScreen("detail"))
        let outcomes = await [first, second]
        #expect(outcomes.sorted { "\($0)" < "\($1)" } == [.completed, .ignoredDuplicate])
        #expect(navigator.screenIDs() == ["home", "detail"])
        #expect(await router.perform(.push(TestScreen("detail"), allowingDuplicate: true)) == .completed)
        #expect(navigator.screenIDs() == ["home", "detail", "detail"])
    }

    @Test func aTriggerDuringAnAlertWaitsForIt() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        navigator.suspensionsPerStep = 5
        let alert = Task { await router.alert(Alert(title: "Sure?")) }
        let push = Task { await router.push(TestScreen("next")) }
        _ = await (alert.value, push.value)
        #expect(navigator.transcript.suffix(2) == ["alert “Sure?” → OK", "push next on root"])
    }
}
