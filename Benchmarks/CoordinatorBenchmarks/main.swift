// Benchmarks for CoordinatorKit, run by `make bench` in release mode.
// Figures are ratios against a baseline measured in the same run (the machine is shared and
// noisy): each contender is measured against its baseline in alternating rounds and each
// keeps its median.
import CoordinatorKit
import CoordinatorKitTesting

let pairs = 20_000
let rounds = 15

/// A recording navigator that records at full speed (no simulated animation).
@MainActor func recordingNavigator() -> RecordingNavigator {
    let navigator = RecordingNavigator()
    navigator.suspensionsPerStep = 0
    return navigator
}

/// `contender` against the hand-written router, in alternating rounds.
@MainActor func againstHandWritten(_ contender: () async -> Void) async -> (baseline: Timing, contender: Timing) {
    await Timing.alternating(rounds: rounds, operations: pairs * 2,
                             HandWrittenRouterBench.workload(pairs: pairs, depth: 10), contender)
}

let library = await againstHandWritten(
    await LibraryRouteBench.workload(pairs: pairs, depth: 10, navigator: recordingNavigator()))
let core = await againstHandWritten(await LibraryRouteBench.workload(pairs: pairs, depth: 10, navigator: NullNavigator()))
let floor = await againstHandWritten(AsyncFloorBench.workload(pairs: pairs))
let minimal = await againstHandWritten(await MinimalHostBench.workload(pairs: pairs, depth: 10))
let lean = await againstHandWritten(await LeanDesignBench.workload(pairs: pairs, depth: 10))
let (shallow, deep) = await Timing.alternating(rounds: rounds, operations: pairs * 2,
    await LibraryRouteBench.workload(pairs: pairs, depth: 10, navigator: recordingNavigator()),
    await LibraryRouteBench.workload(pairs: pairs, depth: 10_000, navigator: recordingNavigator()))

let table = BenchTable(title: "CoordinatorKit: route triggers (push then pop), medians of \(rounds) rounds")
table.row("hand-written router (closures + array)", library.baseline, baseline: library.baseline)
table.row("coordinator + recording navigator", library.contender, baseline: library.baseline, goal: "≤ 3.0x")
table.row("coordinator + navigator doing nothing (the core alone)", core.contender, baseline: core.baseline)
table.row("two awaited main-actor calls, no navigation (async floor)", floor.contender, baseline: floor.baseline)
table.row("entry + change objects, keyed stack, async navigator (API floor)", minimal.contender,
          baseline: minimal.baseline)
table.row("the same with a push's and a pop's features and a recording (lean design)", lean.contender,
          baseline: lean.baseline)
table.row("push/pop at depth 10", shallow, baseline: shallow)
table.row("push/pop at depth 10,000", deep, baseline: shallow, goal: "≤ 1.2x")
table.print()
