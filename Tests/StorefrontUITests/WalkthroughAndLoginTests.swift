import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import StorefrontCore
import StorefrontUI
import XCTest

final class WalkthroughViewTests: XCTestCase {
    func testAStepShowsItsTextAndSkipAndNextReachTheViewModel() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = WalkthroughStepViewModel(number: 2, count: 4, heading: "Add to Your Cart",
                                                     text: "Open a product and press Add to Cart.",
                                                     iconName: "list-add-symbolic")
            var events: [WalkthroughStepViewModel.Event] = []
            viewModel.onEvent = { events.append($0) }
            let view = WalkthroughStepView(viewModel: viewModel)
            XCTAssertEqual(view.progressLabel.text, "Step 2 of 4")
            XCTAssertTrue(view.progressLabel.hasStyleClass("dim-label"), "the progress is dim")
            XCTAssertEqual(view.headingLabel.style, .title)
            XCTAssertEqual(view.headingLabel.text, "Add to Your Cart")
            XCTAssertEqual(view.textLabel.text, "Open a product and press Add to Cart.")
            XCTAssertEqual(view.icon.iconName, "list-add-symbolic")
            XCTAssertEqual(view.icon.accessibleName, "",
                           "the icon illustrates the heading: a screen reader does not read it out as “Add”")
            let next = try XCTUnwrap(view.nextButton)
            XCTAssertEqual(next.style, .suggested)
            XCTAssertNil(view.startOverButton)
            XCTAssertTrue(view.initialFocus === next, "Enter moves on")
            XCTAssertEqual(next.accessibleDescription, "Step 2 of 4. Add to Your Cart. Open a product and press Add to Cart.",
                           "a screen reader reads the step with the button that has the focus")
            let skip = try XCTUnwrap(view.skipButton)
            XCTAssertEqual(skip.style, .normal, "Skip is not the suggested action")
            XCTAssertEqual(Set(mnemonicKeys(in: view.root)).count, 2, "Skip and Next each have their own Alt key")
            next.click()
            skip.click()
            XCTAssertEqual(events, [.next, .skip])
            view.root.destroy()
        }
    }

    func testAtDoubleTextSizeAStepScrollsInASmallWindowRatherThanGrowingIt() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            setTextScale(2)  // GDK_DPI_SCALE=2
            defer { resetTextScale() }
            let viewModel = WalkthroughStepViewModel(
                number: 2, count: 4, heading: "Read the Reviews",
                text: "Each product has reviews from other shoppers. Add your own from the reviews page.",
                iconName: "user-bookmarks-symbolic")
            let view = WalkthroughStepView(viewModel: viewModel)
            let window = TestWindow(view, title: "How to Shop", width: 600, height: 400)
            defer { window.close() }
            waitForPaint(of: window.window)
            XCTAssertEqual(window.window.size.height, 400, "the window keeps the size it was given")
            let next = try XCTUnwrap(view.nextButton)
            waitFor("Next, which has the focus, scrolled into view") { next.hasFocus && isInView(next, of: view.root) }
            let page = try XCTUnwrap(view.root as? ScrolledWindow, "the step is a scrolling page")
            XCTAssertTrue(page.overflowsVertically, "taller than the window: it scrolls")
        }
    }

    func testANoticeThatComesWhileAStepIsOnShowIsShownAndSaidOnce() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = WalkthroughStepViewModel(number: 1, count: 4, heading: "Browse", text: "Search.",
                                                     iconName: "system-search-symbolic")
            let view = WalkthroughStepView(viewModel: viewModel)
            let window = TestWindow(view, title: "How to Shop")
            defer { window.close() }
            activateForKeyboard(window.window)
            let next = try XCTUnwrap(view.nextButton)
            waitFor("Next has the focus") { next.hasFocus }
            XCTAssertFalse(view.noticeLabel.isVisible, "no notice, no empty line")
            let announcements = AnnouncementRecorder()

            viewModel.notice = "The link you followed opens when the walkthrough ends."
            XCTAssertTrue(view.noticeLabel.isVisible)
            XCTAssertEqual(view.noticeLabel.text, viewModel.notice)
            XCTAssertEqual(next.accessibleDescription,
                           "Step 1 of 4. Browse. Search. The link you followed opens when the walkthrough ends.",
                           "the focused button's new description is what a screen reader says")
            XCTAssertEqual(announcements.messages, [], "not said a second time")

            try XCTUnwrap(view.skipButton).grabFocus()
            viewModel.notice = "The link you followed opens when the walkthrough ends and you have signed in."
            XCTAssertEqual(announcements.messages, [viewModel.notice],
                           "with the focus on Skip, whose description does not change, the news is announced")
        }
    }

    func testTheLastStepOffersStartOverAndStartShopping() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = WalkthroughStepViewModel(number: 4, count: 4, heading: "Check Out", text: "Pay.",
                                                     iconName: "emblem-ok-symbolic")
            var events: [WalkthroughStepViewModel.Event] = []
            viewModel.onEvent = { events.append($0) }
            let view = WalkthroughStepView(viewModel: viewModel)
            XCTAssertNil(view.nextButton)
            XCTAssertNil(view.skipButton, "nothing left to skip")
            let startOver = try XCTUnwrap(view.startOverButton)
            let startShopping = try XCTUnwrap(view.startShoppingButton)
            XCTAssertEqual(startShopping.style, .suggested)
            XCTAssertEqual(startShopping.accessibleDescription, "Step 4 of 4. Check Out. Pay.")
            startOver.click()
            startShopping.click()
            XCTAssertEqual(events, [.startOver, .startShopping])
            view.root.destroy()
        }
    }
}

final class LoginViewTests: XCTestCase {
    @MainActor
    private static func makeAccounts() -> AccountStore {
        AccountStore(dataDirectory: DataDirectory(environment: UITest.environment()), hasher: PasswordHasher(iterations: 1))
    }

    func testARestoredUsernameIsShownAndTypingStartsInThePassword() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let accounts = Self.makeAccounts()
            let form = SessionState.SignInForm(username: "ada", createsAccount: false)
            let view = LoginView(viewModel: LoginViewModel(accounts: accounts, restoring: form))
            XCTAssertEqual(view.usernameEntry.text, "ada")
            XCTAssertTrue(view.initialFocus === view.passwordEntry, "the name is there: the password is next")
            XCTAssertTrue(view.usernameEntry.isRequired && view.passwordEntry.isRequired, "as a screen reader says")
            view.root.destroy()
        }
    }

    func testANoticeShowsOverTheFormAndIsAnnouncedWhenItComes() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = LoginViewModel(accounts: Self.makeAccounts())
            let view = LoginView(viewModel: viewModel)
            let window = TestWindow(view, title: "Sign In")
            defer { window.close() }
            XCTAssertFalse(view.noticeLabel.isVisible, "no notice, no room taken")
            let announcements = AnnouncementRecorder()
            viewModel.notice = SignInNotice(signingIn: "Sign in to open the link you followed.",
                                            creatingAccount: "The link you followed opens once your account is created.")
            XCTAssertTrue(view.noticeLabel.isVisible)
            XCTAssertEqual(view.noticeLabel.text, "The link you followed opens once your account is created.",
                           "no account yet: in the words of Create Account")
            XCTAssertEqual(announcements.messages, ["The link you followed opens once your account is created."],
                           "said to a screen reader user, whose focus stays in the form")
            view.switchButton.click()
            XCTAssertEqual(view.noticeLabel.text, "Sign in to open the link you followed.", "in the words of Sign In")
            viewModel.notice = nil
            XCTAssertFalse(view.noticeLabel.isVisible)
        }
    }

    func testTheFormKeepsItsWidthWhenTheUsernameHintGrows() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = LoginViewModel(accounts: Self.makeAccounts())
            let view = LoginView(viewModel: viewModel)
            let window = TestWindow(view, title: "Create Account")
            defer { window.close() }
            waitForPaint(of: window.window)
            let width = gtk_widget_get_allocated_width(view.usernameEntry.widget)
            view.usernameEntry.text = "Grace"  // the hint grows by a sentence
            waitForPaint(of: window.window)
            XCTAssertTrue(view.usernameHintLabel.text.hasSuffix("saved in lowercase."))
            XCTAssertEqual(gtk_widget_get_allocated_width(view.usernameEntry.widget), width,
                           "the hint wraps under its field: the form does not jump wider")
        }
    }

    func testAtDoubleTextSizeTheFormScrollsInsteadOfHoldingTheWindowTall() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            setTextScale(2)  // GDK_DPI_SCALE=2
            defer { resetTextScale() }
            let viewModel = LoginViewModel(accounts: Self.makeAccounts())
            let view = LoginView(viewModel: viewModel)
            if viewModel.mode == .signIn { view.switchButton.click() }  // Create Account: the longer form
            let window = TestWindow(view, title: "Create Account", width: 600, height: 500)
            defer { window.close() }
            waitForPaint(of: window.window)
            var minimum: Int32 = 0
            gtk_widget_get_preferred_height(view.root.widget, &minimum, nil)
            XCTAssertLessThan(minimum, 300, "a 768 px screen holds the window at any text size")
            XCTAssertLessThanOrEqual(gtk_widget_get_allocated_height(window.window.widget), 500 + 100,
                                     "the window opens at the size asked (with its header bar)")
            view.switchButton.grabFocus()  // the form's last widget, as Tab reaches it
            waitFor("the last widget scrolled into view") {
                view.switchButton.isFocus && isInView(view.switchButton, of: view.root)
            }
        }
    }

    func testANewUsernameThatCannotBeMarksTheFieldWhileTyping() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = LoginViewModel(accounts: Self.makeAccounts())
            let view = LoginView(viewModel: viewModel)
            view.usernameEntry.text = "grace h"
            XCTAssertEqual(view.usernameHintLabel.text, viewModel.usernameProblem, "said under the field, for the rules")
            XCTAssertTrue(view.usernameHintLabel.hasStyleClass("error") && view.usernameHintLabel.style == .body,
                          "in red, not dimmed")
            XCTAssertFalse(view.errorLabel.isVisible, "not under the form, away from the field")
            XCTAssertTrue(view.usernameEntry.hasStyleClass("error"), "the field is marked")
            XCTAssertEqual(view.usernameEntry.accessibleDescription, viewModel.usernameProblem,
                           "a screen reader says the problem with the field")
            let window = TestWindow(view, title: "Create Account")
            defer { window.close() }
            let announcements = AnnouncementRecorder()
            view.usernameEntry.grabFocus()
            gtk_widget_activate(view.usernameEntry.widget)  // Return
            XCTAssertTrue(view.usernameEntry.isFocus, "Return stays on a username that cannot be")
            XCTAssertEqual(announcements.messages, [viewModel.usernameProblem], "and says why again")
            view.usernameEntry.text = "İpek"
            XCTAssertEqual(viewModel.usernameProblem?.hasPrefix("“\u{2068}İ\u{2069}” cannot be part of a username"), true,
                           "the character as typed, not the combining dot its lowercase adds")
            view.usernameEntry.text = "grace"
            XCTAssertEqual(view.usernameHintLabel.text, viewModel.usernameHint, "the rules again")
            XCTAssertFalse(view.usernameHintLabel.hasStyleClass("error"))
            XCTAssertEqual(view.usernameHintLabel.style, .dim)
            XCTAssertFalse(view.usernameEntry.hasStyleClass("error"))
            XCTAssertEqual(view.usernameEntry.accessibleDescription, viewModel.usernameHint)
        }
    }

    func testTheWaysBackLeaveCreateAccountForSignIn() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = LoginViewModel(accounts: Self.makeAccounts())
            let view = LoginView(viewModel: viewModel)
            let window = TestWindow(view, title: "Sign In")
            defer { window.close() }
            if viewModel.mode == .signIn { view.switchButton.click() }
            view.passwordEntry.grabFocus()
            XCTAssertTrue(view.goBackWithinPage(), "Alt+Left, Escape or the mouse's back button on Create Account")
            XCTAssertEqual(viewModel.mode, .signIn)
            XCTAssertTrue(view.usernameEntry.hasFocus, "as “I Already Have an Account” does")
            XCTAssertFalse(view.goBackWithinPage(), "Sign In has no way back")
            XCTAssertEqual(viewModel.mode, .signIn)

            // From the user name, where the focus stays: a screen reader hears of the other form all the same.
            view.switchButton.click()
            XCTAssertTrue(view.usernameEntry.hasFocus)
            let announcements = AnnouncementRecorder()
            XCTAssertTrue(view.goBackWithinPage())
            XCTAssertEqual(announcements.messages, [viewModel.heading])
        }
    }

    func testTypingReachesTheViewModelAndEnablesTheButton() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = LoginViewModel(accounts: Self.makeAccounts())
            let view = LoginView(viewModel: viewModel)
            XCTAssertTrue(view.initialFocus === view.usernameEntry)
            XCTAssertFalse(view.passwordEntry.isTextVisible, "the password is hidden")
            XCTAssertEqual(view.submitButton.style, .suggested)
            XCTAssertEqual(view.submitButton.label, "Create Account", "no account yet: create one")
            XCTAssertFalse(view.submitButton.isSensitive)
            XCTAssertEqual(view.submitButton.disabledReason, "Enter a username.", "says why, as Continue does")
            XCTAssertTrue(view.passwordHintLabel.isVisible && view.usernameHintLabel.isVisible,
                          "what a new account needs is said before submitting")
            XCTAssertEqual(view.passwordHintLabel.text, "At least 8 characters.")
            XCTAssertEqual(view.passwordEntry.accessibleDescription, "At least 8 characters.",
                           "and said with the field")
            XCTAssertEqual(view.usernameEntry.accessibleDescription, viewModel.usernameHint)
            XCTAssertEqual(view.usernameHintLabel.text, viewModel.usernameHint)
            view.usernameEntry.text = "Ann"
            XCTAssertEqual(viewModel.username, "Ann")
            XCTAssertFalse(view.submitButton.isSensitive)
            XCTAssertEqual(view.submitButton.disabledReason, "Enter the password.")
            view.passwordEntry.text = "correct horse"
            XCTAssertEqual(viewModel.password, "correct horse")
            XCTAssertTrue(view.submitButton.isSensitive)
            XCTAssertNil(view.submitButton.accessibleDescription, "and nothing once enabled")
            var titleChanges = 0
            view.onTitleChange { titleChanges += 1 }
            view.switchButton.click()
            XCTAssertEqual(viewModel.mode, .signIn)
            XCTAssertEqual(titleChanges, 1, "the header bar follows: Sign In")
            XCTAssertEqual(view.submitButton.label, "Sign In")
            XCTAssertEqual(view.switchButton.label, viewModel.switchTitle)
            XCTAssertTrue(view.passwordHintLabel.text.isEmpty && view.usernameHintLabel.text.isEmpty,
                          "signing in needs no rules")
            XCTAssertNil(view.passwordEntry.accessibleDescription)

            let window = TestWindow(view, title: "Sign In")
            defer { window.close() }
            view.switchButton.grabFocus()
            view.switchButton.click()
            XCTAssertEqual(viewModel.mode, .createAccount)
            XCTAssertTrue(view.usernameEntry.hasFocus, "the other form starts in the user name, not on the link")
        }
    }


    func testEnterTooSoonTakesTheKeyboardToTheFieldToComplete() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let view = LoginView(viewModel: LoginViewModel(accounts: Self.makeAccounts()))
            let window = TestWindow(view, title: "Create Account")
            defer { window.close() }
            waitForPaint(of: window.window)
            let announcements = AnnouncementRecorder()
            view.passwordEntry.grabFocus()
            view.passwordEntry.text = "correct horse"
            gtk_widget_activate(view.passwordEntry.widget)  // Enter, with no user name
            XCTAssertTrue(view.usernameEntry.hasFocus, "in the user name, whose hint a screen reader says")
            XCTAssertEqual(announcements.messages, ["Enter a username."], "and why the Enter went there")
            view.usernameEntry.text = "a!"
            view.passwordEntry.grabFocus()
            gtk_widget_activate(view.passwordEntry.widget)
            XCTAssertTrue(view.usernameEntry.hasFocus, "in the user name, whose problem a screen reader says")
            XCTAssertEqual(announcements.messages, ["Enter a username."], "said with the field: not twice")
            XCTAssertEqual(view.passwordEntry.text, "correct horse", "nothing typed is lost")
        }
    }

    func testEnterInAnEmptySignInFormSaysWhatIsMissing() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let viewModel = LoginViewModel(accounts: Self.makeAccounts())
            let view = LoginView(viewModel: viewModel)
            if viewModel.mode != .signIn { view.switchButton.click() }
            let window = TestWindow(view, title: "Sign In")
            defer { window.close() }
            XCTAssertNil(view.usernameEntry.accessibleDescription, "Sign In's fields have no hints to say")
            let announcements = AnnouncementRecorder()
            view.passwordEntry.grabFocus()
            gtk_widget_activate(view.passwordEntry.widget)
            XCTAssertTrue(view.usernameEntry.hasFocus)
            XCTAssertEqual(announcements.messages, ["Enter a username."], "a screen reader hears why, not only “Username”")
            view.usernameEntry.text = "ada"
            view.passwordEntry.grabFocus()
            gtk_widget_activate(view.passwordEntry.widget)
            XCTAssertTrue(view.passwordEntry.hasFocus)
            XCTAssertEqual(announcements.messages, ["Enter a username.", "Enter the password."])
        }
    }

    func testEnterInThePasswordSignsInAndAFailureShowsInline() throws {
        try onMainActor {
            try XCTSkipUnless(UITest.setUp(), "no display")
            let accounts = Self.makeAccounts()
            runTask { try? await accounts.createAccount(username: "ann", password: "correct horse") }
            accounts.signOut()
            let viewModel = LoginViewModel(accounts: accounts)
            var signedIn: [String] = []
            viewModel.onSignedIn = { signedIn.append($0) }
            let view = LoginView(viewModel: viewModel)
            let window = TestWindow(view, title: "Sign In")
            defer { window.close() }
            waitForPaint(of: window.window)
            let passwordTop = verticalSpan(of: view.passwordEntry, in: window.window).top
            let announcements = AnnouncementRecorder()
            XCTAssertTrue(view.usernameEntry.hasFocus, "typing starts in the user name")
            XCTAssertFalse(view.errorLabel.isVisible)

            view.usernameEntry.text = "ann"
            view.passwordEntry.text = "wrong password"
            gtk_widget_activate(view.passwordEntry.widget)  // Enter
            let signInTop = verticalSpan(of: view.submitButton, in: window.window).top
            waitFor("the inline error") { !view.passwordHintLabel.text.isEmpty }
            XCTAssertEqual(view.passwordHintLabel.text, viewModel.errorMessage, "under the field it is about")
            XCTAssertTrue(view.passwordHintLabel.hasStyleClass("error"))
            XCTAssertFalse(view.errorLabel.isVisible)
            waitForPaint(of: window.window)
            XCTAssertEqual(verticalSpan(of: view.passwordEntry, in: window.window).top, passwordTop,
                           "the error is on a line below the field: the field stays put")
            XCTAssertEqual(verticalSpan(of: view.submitButton, in: window.window).top, signInTop,
                           "on a line kept for it: Sign In stays under the pointer, to click again")
            XCTAssertTrue(view.passwordEntry.hasFocus, "ready to retype the password")
            XCTAssertEqual(view.passwordEntry.errorMessage, viewModel.errorMessage, "the password is marked")
            XCTAssertEqual(view.passwordEntry.accessibleDescription, viewModel.errorMessage,
                           "a screen reader says the error with the field the focus is in")
            XCTAssertNil(view.usernameEntry.errorMessage)
            XCTAssertEqual(announcements.messages, [], "said with the field, not twice")
            XCTAssertTrue(signedIn.isEmpty)

            view.usernameEntry.text = "bob"
            gtk_widget_activate(view.passwordEntry.widget)
            waitFor("the unknown user's error") { !view.usernameHintLabel.text.isEmpty && !viewModel.isBusy }
            XCTAssertTrue(view.usernameEntry.errorMessage != nil && view.passwordEntry.errorMessage == nil,
                          "the user name is marked, not the password")
            XCTAssertTrue(view.passwordHintLabel.text.isEmpty, "signing in, the password has no hint to come back")
            XCTAssertNil(view.passwordEntry.accessibleDescription, "the password's error went with it")
            XCTAssertTrue(view.usernameEntry.hasFocus, "ready to fix the user name")
            view.usernameEntry.text = "ann"

            view.passwordEntry.text = "correct horse"
            XCTAssertTrue(view.usernameHintLabel.text.isEmpty, "typing clears the error")
            gtk_widget_activate(view.passwordEntry.widget)
            waitFor("signing in") { signedIn == ["ann"] }
            waitFor("the form idle again") { !viewModel.isBusy }
        }
    }
}
