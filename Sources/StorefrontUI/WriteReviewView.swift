import CGtk
import CoordinatorGtk
import StorefrontCore

/// The "Write a Review" form, shown in a dialog: a rating, a title and the text; a hint says
/// what is missing, and the header bar's Done is enabled only once the review is valid.
@MainActor
public final class WriteReviewView: ScreenView {
    /// The view model shown.
    public let viewModel: WriteReviewViewModel
    /// The page.
    public let root: Widget
    /// "Your review of …".
    public let headingLabel: Label
    /// The rating, 1 to 5 stars (item ids "1"…"5"); none is chosen for the user: until one
    /// is, it shows "Choose a rating".
    public let ratingChooser: ComboBoxText
    /// The title.
    public let titleEntry: Entry
    /// The text.
    public let textView: TextView
    /// What is missing before Done is enabled.
    public let hintLabel: Label
    /// The rating's problem (none chosen, once Done was tried), under it (hidden while it has none).
    public let ratingProblemLabel = PageLayout.errorLabel()
    /// The title's problem, under it (hidden while it has none).
    public let titleProblemLabel = PageLayout.errorLabel()
    /// The text's problem, under it (hidden while it has none).
    public let textProblemLabel = PageLayout.errorLabel()
    /// Done, in the header bar.
    public let doneButton: Button

    /// Typing starts in the title; going on with a draft, in the field the user was in last
    /// (the cursor at the end of its text), or in the text when that is not known and there
    /// is text.
    public var initialFocus: Widget? {
        guard viewModel.resumesDraft else { return titleEntry }
        return switch viewModel.lastFieldUsed {
        case .rating: ratingChooser
        case .title: titleEntry
        case .text: textView
        case nil: viewModel.text.isEmpty ? titleEntry : textView
        }
    }
    /// Done at the end of the header bar (the dialog has Cancel and its close button already).
    public var headerBarEnd: [Widget] { [doneButton] }

    /// The id of the chooser's item shown until a rating is chosen.
    private static let noRatingID = "none"
    /// The names of the ratings, from one star to five.
    static let ratingNames = ["Poor", "Fair", "Good", "Very good", "Excellent"]

    /// A view of `viewModel`.
    public init(viewModel: WriteReviewViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column()
        headingLabel = PageLayout.paragraph("Your review of \(viewModel.productName)", style: .heading)

        ratingChooser = ComboBoxText()
        // Named for what it chooses, as the product list's Category is: ATK names a combo box
        // after its item, and a screen reader's list of the form's fields read "Choose a rating".
        ratingChooser.accessibleName = "Rating"
        // Until one is chosen, the chooser says what it is for, rather than showing a blank
        // button; the item goes once a rating is chosen, so it cannot be chosen back.
        if viewModel.rating == nil { ratingChooser.append("Choose a rating", id: Self.noRatingID) }
        // In words, not star glyphs: a screen reader reads the item's text, and "black star,
        // black star…" says nothing.
        for stars in 1...5 {
            ratingChooser.append("\(String.counted(stars, "star")): \(Self.ratingNames[stars - 1])",
                                 id: String(stars))
        }
        ratingChooser.activeID = viewModel.rating.map(String.init) ?? Self.noRatingID
        ratingChooser.halign = .start
        titleEntry = Entry(text: viewModel.title, placeholder: "Sum it up in a few words")
        titleEntry.hexpand = true
        textView = TextView(text: viewModel.text)
        textView.accessibleName = "Review"
        gtk_text_view_set_left_margin(textView.textView, 8)
        gtk_text_view_set_right_margin(textView.textView, 8)
        gtk_text_view_set_top_margin(textView.textView, 6)
        gtk_text_view_set_bottom_margin(textView.textView, 6)
        gtk_text_view_set_accepts_tab(textView.textView, 0)
        let textScroller = ScrolledWindow(child: textView)
        textScroller.hasFrame = true
        textScroller.minContentHeight = 160

        let form = FormBox()
        // A problem shows under its field, where the user is (the hint under the form was below
        // the fold at twice the text size).
        let rows: [(String, Widget, Label)] = [("_Rating", ratingChooser, ratingProblemLabel), ("_Title", titleEntry, titleProblemLabel),
                                               ("Re_view", textView, textProblemLabel)]
        for (text, widget, problem) in rows {
            let label = Label()
            label.setTextWithMnemonic(text)
            label.mnemonicWidget = widget
            label.xalign = 0
            widget.isRequired = true  // as the hint says, Done waits for each
            label.valign = widget === textView ? .start : .center
            if widget === textView { label.marginTop = 6 }
            form.addRow(label, field: widget === textView ? textScroller : widget, note: problem)
        }
        hintLabel = PageLayout.paragraph(style: .dim)
        doneButton = Button(label: "_Done", mnemonic: true)
        doneButton.style = .suggested
        [headingLabel, form, hintLabel].forEach(column.append)
        // Scrolling, as every page: the form needed 437 px of height, more than a small screen
        // has; with room, the text box takes all of it, as before.
        root = PageLayout.scrolling(column, width: PageLayout.formWidth + 60)

        ratingChooser.onChanged { [weak self] in
            guard let self, let id = ratingChooser.activeID, let rating = Int(id) else { return }
            // "Choose a rating", first of the items while there is one more than the ratings: done with.
            if ratingChooser.count > Self.ratingNames.count { ratingChooser.remove(at: 0) }
            if rating != viewModel.rating { viewModel.rating = rating }
        }
        titleEntry.onChanged { [weak self] in
            guard let self, viewModel.title != titleEntry.text else { return }
            viewModel.title = titleEntry.text
        }
        titleEntry.onActivate { [weak self] in self?.textView.grabFocus() }
        // The field the keyboard goes into is kept with the draft; Done or Cancel taking the
        // focus (nil) leaves the last field as it was.
        form.onFocusChildChange { [weak self, scroller = textScroller.widget] child in
            guard let self, let child else { return }
            viewModel.lastFieldUsed = switch child.widget {
            case ratingChooser.widget: .rating
            case titleEntry.widget: .title
            case scroller: .text
            default: viewModel.lastFieldUsed
            }
        }
        textView.onChanged { [weak self] in
            guard let self else { return }
            let text = textView.text
            if viewModel.text != text { viewModel.text = text }
        }
        // Ctrl+Enter in any field finishes the review (Enter alone goes on to the next field,
        // and makes a new line in the text).
        for field in [ratingChooser, titleEntry, textView] as [Widget] {
            field.onKeyPress { [weak self] keyval, state in
                guard state & GDK_CONTROL_MASK.rawValue != 0,
                      keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter) else { return false }
                self?.finish()
                return true
            }
        }
        doneButton.onClicked { [viewModel] in viewModel.done() }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    /// Done; with something still to fix, the focus goes to the first field to fix instead,
    /// and a screen reader hears everything to fix (Ctrl+Enter works while Done is disabled).
    private func finish() {
        viewModel.done()
        guard let field = viewModel.problem?.field else { return }
        widget(for: field).grabFocus()
        hintLabel.announce(viewModel.guidance)
    }

    private func widget(for field: ReviewField) -> Widget {
        switch field {
        case .rating: ratingChooser
        case .title: titleEntry
        case .text: textView
        }
    }

    private func refresh() {
        if let id = viewModel.rating.map(String.init), ratingChooser.activeID != id { ratingChooser.activeID = id }
        if titleEntry.text != viewModel.title { titleEntry.text = viewModel.title }
        if textView.text != viewModel.text { textView.text = viewModel.text }
        doneButton.disabledReason = viewModel.hint
        // A mistake (a title too long) is said at its field as soon as it is made, what is
        // missing once the user tried to finish without it.
        ratingChooser.errorMessage = viewModel.shownProblem(at: .rating)?.description
        titleEntry.errorMessage = viewModel.shownProblem(at: .title)?.description
        textView.errorMessage = viewModel.shownProblem(at: .text)?.description
        PageLayout.show(ratingChooser.errorMessage, in: ratingProblemLabel, announcing: false)  // the field says it
        PageLayout.show(titleEntry.errorMessage, in: titleProblemLabel, announcing: false)
        PageLayout.show(textView.errorMessage, in: textProblemLabel, announcing: false)
        hintLabel.text = viewModel.guidance
        hintLabel.styleHint(asError: viewModel.guidanceIsError)
    }
}
