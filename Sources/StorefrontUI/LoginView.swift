import CGtk
import CoordinatorGtk
import StorefrontCore

/// Sign in, or create an account: user name and password, an inline error, the main
/// button (enabled once both are filled in) and a link to the other form.
@MainActor
public final class LoginView: ScreenView {
    /// The view model shown.
    public let viewModel: LoginViewModel
    /// The page.
    public let root: Widget
    /// The form's heading.
    public let headingLabel: Label
    /// The note under the heading, such as why the user is asked to sign in now (hidden when
    /// there is none); announced when it comes while the page is on show.
    public let noticeLabel: Label
    /// The user name.
    public let usernameEntry: Entry
    /// The password (hidden).
    public let passwordEntry: Entry
    /// What a new user name must be (shown while creating an account).
    public let usernameHintLabel: Label
    /// What a new password must be (shown while creating an account).
    public let passwordHintLabel: Label
    /// The inline error (hidden when there is none).
    public let errorLabel: Label
    /// Sign In / Create Account.
    public let submitButton: Button
    /// The link to the other form.
    public let switchButton: Button
    /// Spins while signing in.
    public let spinner: Spinner

    /// Typing starts in the user name, or in the password when the name is there already
    /// (restored as the user left it when the app quit).
    public var initialFocus: Widget? { viewModel.username.isEmpty ? usernameEntry : passwordEntry }

    private var titleChanged: (@MainActor () -> Void)?

    /// The title follows the form: Sign In or Create Account.
    public func onTitleChange(_ handler: @escaping @MainActor () -> Void) { titleChanged = handler }

    /// A view of `viewModel`.
    public init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column()
        // From the top, not centred: an error coming or going under a field (a line more or
        // less) moves only what is below it, never the field being typed in.
        column.valign = .start
        column.marginTop = 72
        column.vexpand = true

        let icon = Image.decorative(iconName: "avatar-default-symbolic", pixelSize: PageLayout.largeIconSize)
        headingLabel = PageLayout.label("", style: .title)
        headingLabel.wraps = true
        headingLabel.centersLines = true
        headingLabel.marginBottom = 6
        noticeLabel = PageLayout.messageLabel()
        noticeLabel.centersLines = true
        noticeLabel.xalign = 0.5

        usernameEntry = Entry(text: viewModel.username)
        usernameEntry.hexpand = true
        gtk_entry_set_input_purpose(usernameEntry.entry, GTK_INPUT_PURPOSE_NAME)
        passwordEntry = Entry(text: viewModel.password)
        passwordEntry.isTextVisible = false
        passwordEntry.hexpand = true
        for entry in [usernameEntry, passwordEntry] {
            entry.isRequired = true
            entry.widthChars = PageLayout.formEntryChars
        }

        let usernameLabel = Label()
        usernameLabel.setTextWithMnemonic("_Username")
        usernameLabel.mnemonicWidget = usernameEntry
        usernameLabel.xalign = 0
        let passwordLabel = Label()
        passwordLabel.setTextWithMnemonic("_Password")
        passwordLabel.mnemonicWidget = passwordEntry
        passwordLabel.xalign = 0
        usernameHintLabel = PageLayout.messageLabel(style: .dim, styleClass: "caption")
        passwordHintLabel = PageLayout.messageLabel(style: .dim, styleClass: "caption")
        // Hints wrap under their field, no wider than it: a longer hint does not widen the form.
        for hint in [usernameHintLabel, passwordHintLabel] { hint.maxWidthChars = 40 }
        // A hint sits closer to its field (6 px) than to the next field.
        let form = FormBox()
        form.addRow(usernameLabel, field: usernameEntry, note: usernameHintLabel)
        form.addRow(passwordLabel, field: passwordEntry, note: passwordHintLabel)
        form.marginTop = 6

        errorLabel = PageLayout.errorLabel()
        errorLabel.halign = .center
        errorLabel.centersLines = true
        errorLabel.xalign = 0.5

        submitButton = Button(label: viewModel.submitTitle)
        submitButton.style = .suggested
        submitButton.hexpand = true
        spinner = Spinner()
        gtk_widget_set_no_show_all(spinner.widget, 1)
        let submitRow = Box(orientation: .horizontal, spacing: PageLayout.spacing)
        submitRow.append(submitButton)
        submitRow.packEnd(spinner)
        submitRow.marginTop = 6

        switchButton = Button(label: viewModel.switchTitle)
        switchButton.looksLikeLink = true
        switchButton.wrapLabel()
        switchButton.halign = .center

        [icon, headingLabel, noticeLabel, form, errorLabel, submitRow, switchButton].forEach(column.append)
        // Scrolling: at large text sizes the form is taller than a small screen.
        root = PageLayout.scrolling(column, width: PageLayout.formWidth)

        usernameEntry.onChanged { [weak self] in
            guard let self, viewModel.username != usernameEntry.text else { return }
            viewModel.username = usernameEntry.text
            refresh()
        }
        passwordEntry.onChanged { [weak self] in
            guard let self, viewModel.password != passwordEntry.text else { return }
            viewModel.password = passwordEntry.text
            refresh()
        }
        // A new username that cannot be keeps the keyboard, its problem said again: Return moved
        // on to the password, and the Return there came back.
        usernameEntry.onActivate { [weak self] in
            guard let self else { return }
            if let problem = viewModel.usernameProblem { usernameEntry.announce(problem) } else { passwordEntry.grabFocus() }
        }
        passwordEntry.onActivate { [weak self] in self?.submit() }
        submitButton.onClicked { [weak self] in self?.submit() }
        // The other form starts where this one did: in the user name (the link stays in place,
        // so the focus would otherwise stay on it, one Return from switching back). Where the
        // focus is in the user name already (Alt+Left there), a screen reader hears the heading.
        switchButton.onClicked { [weak self] in
            guard let self else { return }
            let focusStays = usernameEntry.isFocus
            viewModel.switchMode()
            usernameEntry.grabFocusInView()
            if focusStays { usernameEntry.announce(viewModel.heading) }
        }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    /// Create Account reads as a page over Sign In, so the ways back (Alt+Left, Escape, the
    /// mouse's back button) return to Sign In, as "I Already Have an Account" does; not while
    /// an account is being made.
    public func goBackWithinPage() -> Bool {
        guard viewModel.mode == .createAccount, switchButton.isSensitive else { return false }
        switchButton.click()
        return true
    }

    /// Submits the form if it can be submitted (Enter in the password does the same); else
    /// puts the keyboard in the field to complete and says why, unless the field says it (its
    /// problem, which a screen reader says with it): an Enter that did nothing would leave the
    /// user wondering, and Sign In's fields have no hints.
    public func submit() {
        guard viewModel.canSubmit else {
            guard let field = viewModel.fieldToComplete else { return }
            let entry = field == .username ? usernameEntry : passwordEntry
            entry.grabFocus()
            if let reason = viewModel.submitDisabledReason, entry.errorMessage != reason { entry.announce(reason) }
            return
        }
        Task { [viewModel] in await viewModel.submit() }
    }

    private var wasBusy = false

    /// Shows under `entry` its error, in red (the entry is marked too), else its hint, dim;
    /// either is what a screen reader says with the entry. The error sits by the field it is
    /// about, in the place of the hint; with neither, the line stays, empty: Sign In does not
    /// move away from the pointer as an error comes (a click on it again missed it).
    private func showNote(hint: String?, error: String?, in label: Label, for entry: Entry) {
        let note = error ?? hint ?? ""
        if label.text != note { label.text = note }  // not announced: the entry's description says it
        label.isVisible = true
        label.style = error == nil ? .dim : .body
        if error == nil { label.removeStyleClass("error") } else { label.addStyleClass("error") }
        entry.hint = hint
        entry.errorMessage = error
    }

    private func refresh() {
        defer { wasBusy = viewModel.isBusy }
        if headingLabel.text != viewModel.heading {
            headingLabel.text = viewModel.heading
            titleChanged?()
        }
        PageLayout.show(viewModel.noticeText, in: noticeLabel)
        if submitButton.label != viewModel.submitTitle { submitButton.label = viewModel.submitTitle }
        if switchButton.label != viewModel.switchTitle { switchButton.label = viewModel.switchTitle }
        if usernameEntry.text != viewModel.username { usernameEntry.text = viewModel.username }
        if passwordEntry.text != viewModel.password { passwordEntry.text = viewModel.password }
        submitButton.disabledReason = viewModel.submitDisabledReason
        if viewModel.isBusy { submitButton.isSensitive = false }
        usernameEntry.isSensitive = !viewModel.isBusy
        passwordEntry.isSensitive = !viewModel.isBusy
        switchButton.isSensitive = !viewModel.isBusy
        if viewModel.isBusy {
            spinner.show()
            spinner.start()
        } else {
            spinner.stop()
            spinner.hide()
        }
        // An error about a field is the field's own, under it (a screen reader says it with
        // the field when the focus comes back to it, below); any other is announced, under the form.
        showNote(hint: viewModel.usernameHint, error: viewModel.errorField == .username ? viewModel.errorMessage : nil,
                 in: usernameHintLabel, for: usernameEntry)
        showNote(hint: viewModel.passwordHint, error: viewModel.errorField == .password ? viewModel.errorMessage : nil,
                 in: passwordHintLabel, for: passwordEntry)
        PageLayout.show(viewModel.errorField == nil ? viewModel.errorMessage : nil, in: errorLabel)
        // After a failed attempt the keyboard goes to the field the error is about (else the
        // password), ready to retype.
        if wasBusy, !viewModel.isBusy, viewModel.errorMessage != nil {
            (viewModel.errorField == .username ? usernameEntry : passwordEntry).grabFocus()
        }
    }
}
