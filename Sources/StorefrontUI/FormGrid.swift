import CoordinatorGtk

/// A two-column form: labels (with mnemonics) right-aligned in the first column, entries
/// filling the second. Enter in an entry moves to the next one, and in the last one calls
/// ``onLastActivated``.
@MainActor
final class FormGrid {
    /// The grid.
    let grid = Grid(rowSpacing: 12, columnSpacing: 12)
    /// The entries, in order.
    private(set) var entries: [Entry] = []
    /// The labels, in order.
    private(set) var labels: [Label] = []
    /// Called when Enter is pressed in the last entry.
    var onLastActivated: (@MainActor () -> Void)?

    /// Adds a row labelled `mnemonicText` ("_Street") holding `entry`, a field to fill in before
    /// the form can go on: screen readers say it is required.
    func addRow(_ mnemonicText: String, _ entry: Entry) {
        entry.isRequired = true
        let label = Label()
        label.setTextWithMnemonic(mnemonicText)
        label.mnemonicWidget = entry
        label.xalign = 1
        entry.hexpand = true
        let row = Int32(entries.count)
        grid.attach(label, column: 0, row: row)
        grid.attach(entry, column: 1, row: row)
        let index = entries.count
        entry.onActivate { [weak self] in self?.activated(at: index) }
        entries.append(entry)
        labels.append(label)
    }

    /// Shows `hint` in `label` under the form: dim while the user types; with a `problem` (the
    /// entry to fix: one the user left with a problem, or the first after they tried to go on),
    /// that entry is marked, with the hint as its error message (what a screen reader says with
    /// it), and the hint is an error.
    func showHint(_ hint: String, in label: Label, problem: Entry?) {
        for entry in entries { entry.errorMessage = entry === problem ? hint : nil }
        if label.text != hint { label.text = hint }
        label.styleHint(asError: problem != nil)
    }

    private func activated(at index: Int) {
        if index + 1 < entries.count {
            entries[index + 1].grabFocus()
        } else {
            onLastActivated?()
        }
    }
}
