import StorefrontCore
import Testing

@Suite("Fault injection")
struct FaultInjectionTests {
    @Test("The delay and failure variables are parsed")
    func parsing() {
        let faults = FaultInjection(environment: ["STOREFRONT_SERVICE_DELAY_MS": "1500", "STOREFRONT_SERVICE_FAIL": "once"])
        #expect(faults.delay == .milliseconds(1500))
        #expect(faults.failure == .first(1))
        #expect(faults.problems.isEmpty)
        #expect(FaultInjection(environment: ["STOREFRONT_SERVICE_FAIL": "Always"]).failure == .always)
        #expect(FaultInjection(environment: ["STOREFRONT_SERVICE_FAIL": "3"]).failure == .first(3))
        #expect(FaultInjection(environment: [:]) == FaultInjection())
        #expect(FaultInjection(environment: [:]).delay == .zero)
    }

    @Test("Meaningless values are ignored with a warning")
    func badValues() {
        let faults = FaultInjection(environment: ["STOREFRONT_SERVICE_DELAY_MS": "soon", "STOREFRONT_SERVICE_FAIL": "-2"])
        #expect(faults.delay == .zero)
        #expect(faults.failure == .never)
        #expect(faults.problems.count == 2)
    }

    @Test("Which attempts fail")
    func attempts() {
        #expect([1, 2, 3].map(FaultInjection(failure: .first(2)).fails(attempt:)) == [true, true, false])
        #expect([1, 50].map(FaultInjection(failure: .always).fails(attempt:)) == [true, true])
        #expect(!FaultInjection().fails(attempt: 1))
    }
}
