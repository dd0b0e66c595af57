import CoordinatorGtk
import StorefrontCore

/// Checkout's shipping address: a labelled entry per field, a hint naming the first
/// problem, and Continue (enabled once the address is valid).
@MainActor
public final class AddressView: ScreenView {
    /// The view model shown.
    public let viewModel: AddressViewModel
    /// The page.
    public let root: Widget
    /// The entry of each field.
    public let entries: [AddressField: Entry]
    /// What is still missing.
    public let hintLabel: Label
    /// Continue.
    public let continueButton: Button
    private let form = EntryForm()

    /// Typing starts in the first field.
    public var initialFocus: Widget? { entries[AddressField.allCases[0]] }
    /// An address filled in from the last order is a suggestion: the first key typed replaces
    /// the name instead of adding to it; an address the user typed (a draft restored after a
    /// restart) stays as they left it.
    public var selectsInitialText: Bool { !viewModel.isEdited }

    /// A view of `viewModel`.
    public init(viewModel: AddressViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column()
        let intro = PageLayout.paragraph("Where should we send your order?", style: .heading)
        intro.marginBottom = 6
        var entries: [AddressField: Entry] = [:]
        for field in AddressField.allCases {
            let entry = Entry(text: viewModel.values[field] ?? "")
            entries[field] = entry
            form.addRow(Self.mnemonicLabel(field), entry)
        }
        self.entries = entries
        hintLabel = PageLayout.paragraph(style: .dim)
        continueButton = Button(label: "_Continue", mnemonic: true)
        continueButton.style = .suggested
        let buttons = PageLayout.buttonRow([continueButton])
        buttons.marginTop = 6
        [intro, form.box, hintLabel, buttons].forEach(column.append)
        root = PageLayout.scrolling(column, width: PageLayout.formWidth)

        for field in AddressField.allCases {
            let entry = entries[field]!
            entry.onChanged { [viewModel, weak entry] in
                guard let entry, viewModel.values[field] != entry.text else { return }
                viewModel.set(entry.text, for: field)
            }
            entry.onFocusLeave { [viewModel] in viewModel.leave(field) }
        }
        // The view's `viewModel` and `entries`, not the initializer's parameter and local of the
        // same names (the closure would capture those, and its `self` would go unused).
        form.onLastActivated = { [weak self] in
            guard let self else { return }
            self.viewModel.continueToPayment()
            if let problem = self.viewModel.shownProblems.first, let entry = self.entries[problem.field] {
                self.form.focus(entry)
            }
        }
        continueButton.onClicked { [viewModel] in viewModel.continueToPayment() }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    private func refresh() {
        for (field, entry) in entries where entry.text != viewModel.values[field] ?? "" {
            entry.text = viewModel.values[field] ?? ""
        }
        continueButton.disabledReason = viewModel.hint
        form.showHint(viewModel.guidance, asError: viewModel.guidanceIsError, in: hintLabel,
                      problems: viewModel.shownProblems.compactMap { problem in
                          entries[problem.field].map { ($0, problem.description) }
                      })
    }

    /// The field's label with its mnemonic, unique on the page (Alt+C is Continue's).
    private static func mnemonicLabel(_ field: AddressField) -> String {
        switch field {
        case .fullName: "_Full name"
        case .street: "_Street"
        case .postalCode: "_Postal code"
        case .city: "C_ity"
        case .country: "Co_untry"
        }
    }
}
