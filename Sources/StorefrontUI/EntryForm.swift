import CoordinatorGtk

/// A form of entries: each with its label (with a mnemonic) beside it, or above it where the
/// form is narrow, and its problem, if any, under it. Enter in an entry moves to the next one,
/// and in the last one calls ``onLastActivated``.
@MainActor
final class EntryForm {
    /// The form's widget.
    let box: FormBox
    /// The entries, in order.
    private(set) var entries: [Entry] = []
    /// The label under each entry saying its problem (hidden while it has none), in order.
    private(set) var problemLabels: [Label] = []
    /// Called when Enter is pressed in the last entry.
    var onLastActivated: (@MainActor () -> Void)?

    /// An empty form whose labels go above the entries where, beside them, an entry would be
    /// narrower than `entryWidthChars` characters.
    init(entryWidthChars: Int32 = FormBox.defaultFieldWidthChars) {
        box = FormBox(fieldWidthChars: entryWidthChars)
    }

    /// Adds a row labelled `mnemonicText` ("_Street") holding `entry`, a field to fill in before
    /// the form can go on (screen readers say it is required), as narrow as
    /// ``PageLayout/formEntryChars`` where the form is.
    func addRow(_ mnemonicText: String, _ entry: Entry) {
        entry.isRequired = true
        let label = Label()
        label.setTextWithMnemonic(mnemonicText)
        label.mnemonicWidget = entry
        label.xalign = 0
        // Above its entry, a label longer than the form is wide wraps between words.
        label.wraps = true
        label.keepWordsWhole()
        entry.widthChars = PageLayout.formEntryChars
        let problemLabel = PageLayout.errorLabel()
        box.addRow(label, field: entry, note: problemLabel)
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
