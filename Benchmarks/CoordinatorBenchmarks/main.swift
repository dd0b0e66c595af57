// Benchmarks for CoordinatorKit, run by `make bench` in release mode.
// Figures are ratios against a baseline measured in the same run (the machine is shared and
// noisy): each pair of contenders is measured in alternating rounds and each keeps its median.
import CoordinatorKit
import CoordinatorKitTesting

let pairs = 20_000
let rounds = 9

let (handWritten, library) = await Timing.alternating(rounds: rounds, operations: pairs * 2,
    HandWrittenRouterBench.workload(pairs: pairs, depth: 10),
    await LibraryRouteBench.workload(pairs: pairs, depth: 10))
let (shallow, deep) = await Timing.alternating(rounds: rounds, operations: pairs * 2,
    await LibraryRouteBench.workload(pairs: pairs, depth: 10),
    await LibraryRouteBench.workload(pairs: pairs, depth: 10_000))

let table = BenchTable(title: "CoordinatorKit: route triggers (push then pop), medians of \(rounds) rounds")
table.row("hand-written router (closures + array)", handWritten, baseline: handWritten)
table.row("coordinator + recording navigator", library, baseline: handWritten, goal: "≤ 3.0x")
table.row("push/pop at depth 10", shallow, baseline: shallow)
table.row("push/pop at depth 10,000", deep, baseline: shallow, goal: "≤ 1.2x")
table.print()
