import CGtk
import CoordinatorGtk
import StorefrontCore

/// Checkout's payment: card holder, card number and expiry (MM/YY), a hint naming the first
/// problem, and Continue (enabled once the card is valid).
@MainActor
public final class PaymentView: ScreenView {
    /// The view model shown.
    public let viewModel: PaymentViewModel
    /// The page.
    public let root: Widget
    /// The card holder.
    public let cardHolderEntry: Entry
    /// The card number.
    public let cardNumberEntry: Entry
    /// The expiry, MM/YY.
    public let expiryEntry: Entry
    /// What is still wrong.
    public let hintLabel: Label
    /// The view model's notice (a restored checkout's card to type again), if it has one.
    public let noticeLabel: Label?
    /// Continue.
    public let continueButton: Button
    /// A card's number is 19 characters with its spaces, and an entry's padding takes about
    /// two more: beside their labels, narrower entries showed "111 1111 1111" of it.
    private let form = EntryForm(entryWidthChars: 22)

    /// Typing starts in the card holder.
    public var initialFocus: Widget? { cardHolderEntry }

    /// A view of `viewModel`.
    public init(viewModel: PaymentViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column()
        let intro = PageLayout.paragraph("How would you like to pay?", style: .heading)
        intro.marginBottom = 6
        cardHolderEntry = Entry(text: viewModel.cardHolder, placeholder: "Name on the card")
        gtk_entry_set_input_purpose(cardHolderEntry.entry, GTK_INPUT_PURPOSE_NAME)
        cardNumberEntry = Entry(text: viewModel.cardNumber, placeholder: "1234 5678 9012 3456")
        expiryEntry = Entry(text: viewModel.expiry, placeholder: "MM/YY")
        expiryEntry.hint = "Month and year on the card, as MM/YY"  // the placeholder, for screen readers
        form.addRow("Card _holder", cardHolderEntry)
        form.addRow("Card _number", cardNumberEntry)
        form.addRow("_Expiry", expiryEntry)
        expiryEntry.hexpand = false
        expiryEntry.halign = .start
        hintLabel = PageLayout.paragraph(style: .dim)
        continueButton = Button(label: "_Continue", mnemonic: true)
        continueButton.style = .suggested
        let buttons = PageLayout.buttonRow([continueButton])
        buttons.marginTop = 6
        noticeLabel = viewModel.notice.map { PageLayout.paragraph($0) }
        noticeLabel?.marginBottom = 6
        cardHolderEntry.hint = viewModel.notice  // said with the field that has the focus
        [intro, noticeLabel, form.box, hintLabel, buttons].compactMap { $0 }.forEach(column.append)
        root = PageLayout.scrolling(column, width: PageLayout.formWidth)

        cardHolderEntry.onChanged { [weak self] in
            guard let self, viewModel.cardHolder != cardHolderEntry.text else { return }
            viewModel.cardHolder = cardHolderEntry.text
        }
        cardNumberEntry.onChanged { [weak self] in
            guard let self, viewModel.cardNumber != cardNumberEntry.text else { return }
            viewModel.cardNumber = cardNumberEntry.text
        }
        expiryEntry.onChanged { [weak self] in
            guard let self, viewModel.expiry != expiryEntry.text else { return }
            viewModel.expiry = expiryEntry.text
        }
        for field in PaymentField.allCases {
            entry(for: field).onFocusLeave { [viewModel] in viewModel.leave(field) }
        }
        form.onLastActivated = { [weak self] in
            guard let self else { return }
            viewModel.continueToConfirmation()
            if let problem = viewModel.shownProblems.first { form.focus(entry(for: problem.field)) }
        }
        continueButton.onClicked { [viewModel] in viewModel.continueToConfirmation() }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    private func refresh() {
        if cardHolderEntry.text != viewModel.cardHolder { cardHolderEntry.text = viewModel.cardHolder }
        if cardNumberEntry.text != viewModel.cardNumber { cardNumberEntry.text = viewModel.cardNumber }
        if expiryEntry.text != viewModel.expiry { expiryEntry.text = viewModel.expiry }
        continueButton.disabledReason = viewModel.hint
        form.showHint(viewModel.guidance, asError: viewModel.guidanceIsError, in: hintLabel,
                      problems: viewModel.shownProblems.map { (entry(for: $0.field), $0.description) })
    }

    private func entry(for field: PaymentField) -> Entry {
        switch field {
        case .cardHolder: cardHolderEntry
        case .cardNumber: cardNumberEntry
        case .expiry: expiryEntry
        }
    }
}
