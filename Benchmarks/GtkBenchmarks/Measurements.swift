import Glibc

/// The process's resident set size in kilobytes, from `/proc/self/statm`.
func residentKilobytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0, resident = 0
    guard withUnsafeMutablePointer(to: &size, { sizePointer in
        withUnsafeMutablePointer(to: &resident) { residentPointer in
            withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
        }
    }) == 2 else { return 0 }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// `duration` in microseconds.
func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// `value` with two decimals.
func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = abs(hundredths % 100)
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// Wall-clock and CPU time (user + system, all threads) of `body`.
func measure(_ body: () -> Void) -> (wall: Duration, cpu: Duration) {
    let clock = ContinuousClock()
    let cpuBefore = processCPUTime()
    let wall = clock.measure(body)
    return (wall, processCPUTime() - cpuBefore)
}

/// The process's CPU time so far.
private func processCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}
