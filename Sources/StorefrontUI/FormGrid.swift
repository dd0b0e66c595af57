import CoordinatorGtk

/// A two-column form: labels (with mnemonics) right-aligned in the first column, entries
/// filling the second, each with its problem, if any, under it. Enter in an entry moves to the
/// next one, and in the last one calls ``onLastActivated``.
@MainActor
final class FormGrid {
    /// The grid.
    let grid = Grid(rowSpacing: 12, columnSpacing: 12)
    /// The entries, in order.
    private(set) var entries: [Entry] = []
    /// The label under each entry saying its problem (hidden while it has none), in order.
    private(set) var problemLabels: [Label] = []
    /// Called when Enter is pressed in the last entry.
    var onLastActivated: (@MainActor () -> Void)?

    /// Adds a row labelled `mnemonicText` ("_Street") holding `entry`, a field to fill in before
    /// the form can go on (screen readers say it is required), as narrow as
    /// ``PageLayout/formEntryChars`` where the column is.
    func addRow(_ mnemonicText: String, _ entry: Entry) {
        entry.isRequired = true
        let label = Label()
        label.setTextWithMnemonic(mnemonicText)
        label.mnemonicWidget = entry
        label.xalign = 1
        // "Card" over "number" where the column is narrow (twice the text size in 360 px).
        label.wraps = true
        label.keepWordsWhole()
        label.alignsLinesRight = true
        entry.hexpand = true
        entry.widthChars = PageLayout.formEntryChars
        let problemLabel = PageLayout.errorLabel()
        let row = Int32(entries.count * 2)
        grid.attach(label, column: 0, row: row)
        grid.attach(entry, column: 1, row: row)
        grid.attach(problemLabel, column: 1, row: row + 1)  // a row of its own, empty while hidden
        let index = entries.count
        entry.onActivate { [weak self] in self?.activated(at: index) }
        entries.append(entry)
        problemLabels.append(problemLabel)
    }

    /// Shows `text` in `label` under the form, red when `isError` (dim while the user types);
    /// with `problems` (the entries to fix, each with what is wrong: those the user left with a
    /// problem, or all once they tried to go on), each entry is marked, with its problem as its
    /// error message (what a screen reader says with it) and in red under it, where the user
    /// sees it with the entry in a short window.
    func showHint(_ text: String, asError isError: Bool, in label: Label, problems: [(entry: Entry, message: String)]) {
        for (entry, problemLabel) in zip(entries, problemLabels) {
            let message = problems.first { $0.entry === entry }?.message
            entry.errorMessage = message
            PageLayout.show(message, in: problemLabel, announcing: false)  // the entry says it
        }
        if label.text != text { label.text = text }
        label.styleHint(asError: isError)
    }

    /// Gives `entry` the keyboard focus, in view with its problem under it when both fit.
    func focus(_ entry: Entry) {
        entry.grabFocusInView(with: entries.firstIndex { $0 === entry }.map { problemLabels[$0] })
    }

    private func activated(at index: Int) {
        if index + 1 < entries.count {
            entries[index + 1].grabFocus()
        } else {
            onLastActivated?()
        }
    }
}
