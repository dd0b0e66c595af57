/// A small text table of timings and their ratio to a baseline.
final class BenchTable {
    private let title: String
    private var rows: [(String, String, String, String)] = []

    init(title: String) { self.title = title }

    /// Adds `name` measured at `timing`, as a ratio to `baseline`.
    func row(_ name: String, _ timing: Timing, baseline: Timing, goal: String = "") {
        let ratio = timing.nanosecondsPerOperation / baseline.nanosecondsPerOperation
        rows.append((name, "\(format(timing.triggersPerSecond / 1_000, digits: 0))k/s",
                     "\(format(ratio, digits: 2))x", goal))
    }

    func print() {
        let header = ("", "triggers", "ratio", "goal")
        let all = [header] + rows
        let widths = [all.map(\.0.count).max()!, all.map(\.1.count).max()!, all.map(\.2.count).max()!, 0]
        Swift.print(title)
        for row in all {
            Swift.print("  " + pad(row.0, widths[0]) + "  " + pad(row.1, widths[1], right: true) + "  "
                        + pad(row.2, widths[2], right: true) + "  " + row.3)
        }
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}

/// `value` with `digits` decimals.
func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    guard digits > 0 else { return String(Int(rounded)) }
    let whole = Int(rounded)
    let fraction = Int(((rounded - Double(whole)) * scale).rounded())
    let fractionText = String(fraction)
    return "\(whole).\(String(repeating: "0", count: digits - fractionText.count))\(fractionText)"
}
