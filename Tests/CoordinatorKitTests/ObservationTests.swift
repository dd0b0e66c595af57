import CoordinatorKit
import CoordinatorKitTesting
import InMemoryLogging
import Logging
import Testing

@MainActor
@Suite("Observation and logging")
struct ObservationTests {
    @Test func observersHearWillAndDidForEveryNavigation() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        var events: [String] = []
        let observation = host.observe { event in
            events.append("\(event) [\(navigator.screenIDs().joined(separator: ","))]")
        }
        await router.push(TestScreen("detail"))
        await navigator.simulateBack(.backKey)
        #expect(events == [
            "will forward root: +[detail] -[] (code) [home]",
            "did forward root: +[detail] -[] (code) [home,detail]",
            "will backward root: +[] -[detail] (user (Alt+Left)) [home,detail]",
            "did backward root: +[] -[detail] (user (Alt+Left)) [home]",
        ])
        observation.cancel()
        await router.push(TestScreen("again"))
        #expect(events.count == 4, "a cancelled observation hears nothing")
    }

    @Test func eventsAreAnAsyncSequence() async {
        let (host, _) = makeHost()
        let router = await rootRouter(host, "home")
        let events = host.events()
        await router.push(TestScreen("detail"))
        var iterator = events.makeAsyncIterator()
        let will = await iterator.next()
        let did = await iterator.next()
        #expect(will?.description == "will forward root: +[detail] -[] (code)")
        #expect(did?.record.steps == ["forward root: +[detail] -[]"])
        let later = host.events()
        let ending = Task { for await _ in later {}; return true }
        host.close()
        #expect(await valueSoon { await ending.value } == true, "a `for await` ends with the window")
    }

    @Test func everyTransitionIsLoggedAtDebugLevel() async {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .debug
        let navigator = RecordingNavigator()
        let host = NavigationHost(navigator: navigator, logger: logger)
        let router = await rootRouter(host, "home")
        await router.push(TestScreen("detail"))
        await router.push(TestScreen("detail"))
        await router.perform(.pop(toScreenWithID: "nowhere"))
        let lines = handler.entries.map { "\($0.level) \($0.message)" }
        #expect(lines == [
            "debug navigate: forward root: +[home] -[] (code)",
            "debug navigate: forward root: +[detail] -[] (code)",
            "debug ignored a duplicate push (code)",
            "debug navigation failed: No screen “nowhere” is on the stack. (code)",
        ])
    }
}
