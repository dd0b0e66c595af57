// GTK navigator benchmarks, run by `make bench` under Xvfb in release mode.
// Push then pop of a page through a coordinator and GtkNavigator (animations off) against the
// same GtkStack calls made directly on the same kind of page, alternating rounds in one run,
// in wall-clock and in CPU time (the library side waits for libdispatch to wake the GLib loop
// for each main-actor task, which costs wall time but no work); then resident memory after
// 100 and after 10,000 push/pop cycles.
import CGtk
import CoordinatorGtk
import CoordinatorKit

guard gtk_init_check(nil, nil) != 0 else {
    print("GTK benchmarks need a display (make bench runs them under xvfb-run)")
    exit(1)
}
MainQueueBridge.install()
cgtk_object_set_bool(gtk_settings_get_default(), "gtk-enable-animations", 0)

let bench = NavigatorBench()

// `--only library|direct --cycles N`: one side alone, for counting its instructions under
// callgrind (Benchmarks/GtkBenchmarks/count-instructions): deterministic, unlike time.
if let only = CommandLine.arguments.firstIndex(of: "--only").map({ CommandLine.arguments[$0 + 1] }),
   let cycles = CommandLine.arguments.firstIndex(of: "--cycles").flatMap({ Int(CommandLine.arguments[$0 + 1]) }) {
    _ = only == "library" ? bench.timeLibrary(cycles: cycles) : bench.timeDirect(cycles: cycles)
    exit(0)
}

let cycles = 2_000
let rounds = 7
var library: [(wall: Duration, cpu: Duration)] = []
var direct: [(wall: Duration, cpu: Duration)] = []
for _ in 0..<rounds {
    library.append(bench.timeLibrary(cycles: cycles))
    direct.append(bench.timeDirect(cycles: cycles))
}
let perCycle = { (durations: [Duration]) in microseconds(durations.sorted()[rounds / 2]) / Double(cycles) }
let (libraryWall, directWall) = (perCycle(library.map(\.wall)), perCycle(direct.map(\.wall)))
let (libraryCPU, directCPU) = (perCycle(library.map(\.cpu)), perCycle(direct.map(\.cpu)))

bench.runLibraryCycles(100)
let after100 = residentKilobytes()
bench.runLibraryCycles(9_900)
let after10000 = residentKilobytes()

print("CoordinatorGtk: push then pop of a page (animations off), medians of \(rounds) rounds of \(cycles)")
print("                                     wall            CPU (user + system)")
print("  same widget work by hand           \(format(directWall)) µs/cycle    \(format(directCPU)) µs/cycle  1.00x")
print("  coordinator + GtkNavigator         \(format(libraryWall)) µs/cycle    \(format(libraryCPU)) µs/cycle  "
      + "wall \(format(libraryWall / directWall))x, CPU \(format(libraryCPU / directCPU))x  goal ≤ 1.10x")
print("  resident memory after 100 cycles     \(after100) kB")
print("  resident memory after 10,000 cycles  \(after10000) kB  "
      + "(\(format(100 * (Double(after10000) / Double(after100) - 1)))%, goal within 1%)")
