// GTK navigator benchmarks, run by `make bench` under Xvfb in release mode.
// Push then pop of a page through a coordinator and GtkNavigator (animations off) against the
// same GtkStack calls made directly on the same kind of page, alternating rounds in one run;
// then resident memory after 100 and after 10,000 push/pop cycles.
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
let cycles = 2_000
let rounds = 7
var library: [Duration] = []
var direct: [Duration] = []
for _ in 0..<rounds {
    library.append(bench.timeLibrary(cycles: cycles))
    direct.append(bench.timeDirect(cycles: cycles))
}
let libraryMedian = library.sorted()[rounds / 2]
let directMedian = direct.sorted()[rounds / 2]
let perCycle = { (duration: Duration) in microseconds(duration) / Double(cycles) }

bench.runLibraryCycles(100)
let after100 = residentKilobytes()
bench.runLibraryCycles(9_900)
let after10000 = residentKilobytes()

print("CoordinatorGtk: push then pop of a page (animations off), medians of \(rounds) rounds of \(cycles)")
print("  same widget work by hand           \(format(perCycle(directMedian))) µs/cycle  1.00x")
print("  coordinator + GtkNavigator         \(format(perCycle(libraryMedian))) µs/cycle  "
      + "\(format(perCycle(libraryMedian) / perCycle(directMedian)))x  goal ≤ 1.10x")
print("  resident memory after 100 cycles     \(after100) kB")
print("  resident memory after 10,000 cycles  \(after10000) kB  "
      + "(\(format(100 * (Double(after10000) / Double(after100) - 1)))%, goal within 1%)")
