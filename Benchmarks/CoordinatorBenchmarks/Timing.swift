/// The median time per operation of several runs of the same work.
struct Timing {
    /// The median run's time per operation (one trigger), in nanoseconds.
    let nanosecondsPerOperation: Double

    var triggersPerSecond: Double { 1e9 / nanosecondsPerOperation }

    /// Runs `first` and `second` in alternating rounds (so drift on a shared machine hits
    /// both alike) and returns each one's median time per operation.
    @MainActor
    static func alternating(rounds: Int, operations: Int, _ first: () async -> Void, _ second: () async -> Void)
        async -> (Timing, Timing) {
        let clock = ContinuousClock()
        var firstSamples: [Duration] = []
        var secondSamples: [Duration] = []
        for _ in 0..<rounds {
            firstSamples.append(await clock.measure { await first() })
            secondSamples.append(await clock.measure { await second() })
        }
        return (Timing(median: firstSamples, operations: operations), Timing(median: secondSamples, operations: operations))
    }

    private init(median samples: [Duration], operations: Int) {
        let median = samples.sorted()[samples.count / 2]
        let nanoseconds = Double(median.components.seconds) * 1e9 + Double(median.components.attoseconds) / 1e9
        nanosecondsPerOperation = nanoseconds / Double(operations)
    }
}
