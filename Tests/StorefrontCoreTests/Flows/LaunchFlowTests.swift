import CoordinatorKit
import CoordinatorKitTesting
import FoundationEssentials
import StorefrontCore
import Testing

@MainActor
@Suite("Storefront: first launch, login, sign-out")
struct LaunchFlowTests {
    @Test func walkthroughWithStartOverThenAccountCreation() async {
        let harness = AppHarness()
        await harness.launch()
        #expect(harness.ids(.browse).isEmpty)
        #expect(harness.navigator.screenIDs() == ["walkthrough/1"])
        for step in 1...3 {
            await harness.waitUntil("step \(step)") { harness.top(WalkthroughStepScreen.self)?.viewModel.number == step }
            harness.top(WalkthroughStepScreen.self)?.viewModel.next()
        }
        await harness.waitUntil("the last step") { harness.top(WalkthroughStepScreen.self)?.viewModel.isLast == true }
        harness.top(WalkthroughStepScreen.self)?.viewModel.startOver()
        await harness.waitUntil("step 1 again") { harness.navigator.screenIDs() == ["walkthrough/1"] }
        #expect(harness.navigator.animations.last == .crossfade, "the walkthrough crossfades")
        await harness.walkThroughAndSignUp()
        #expect(harness.host.state.rootStacks == AppTab.allCases.map(\.stack))
        #expect(harness.ids(.cart) == ["cart"], "\(harness.navigator.transcript)")
        #expect(harness.ids(.account) == ["account"])
    }

    @Test func secondLaunchSkipsTheWalkthroughAndKeepsTheSession() async {
        let first = AppHarness()
        await first.launch()
        await first.walkThroughAndSignUp()
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the tabs") { second.top(ProductListScreen.self) != nil }
        #expect(!second.navigator.transcript.contains { $0.contains("walkthrough") })
    }

    @Test func skippingTheWalkthroughEndsItForGood() async {
        let first = AppHarness()
        await first.launch()
        first.top(WalkthroughStepScreen.self)?.viewModel.next()
        await first.waitUntil("step 2") { first.top(WalkthroughStepScreen.self)?.viewModel.number == 2 }
        first.top(WalkthroughStepScreen.self)?.viewModel.skip()
        await first.waitUntil("sign in") { first.top(LoginScreen.self) != nil }
        #expect(first.navigator.screenIDs() == ["login"], "the walkthrough's steps are gone")
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("sign in") { second.top(LoginScreen.self) != nil }
        #expect(!second.navigator.transcript.contains { $0.contains("walkthrough") },
                "a skipped walkthrough counts as seen")
    }

    @Test func aDataFolderThatCannotBeSavedToIsSaidOverTheFirstScreenBeforeAnythingIsTyped() async throws {
        let folder = AppHarness.makeTemporaryFolder()
        try Data("not a folder".utf8).write(to: URL(filePath: "\(folder)/storefront"))
        let app = AppHarness(dataFolder: folder)
        await app.launch()
        await app.waitUntil("the alert") { !app.navigator.alerts.isEmpty }
        #expect(app.navigator.screenIDs() == ["walkthrough/1"], "over the first screen")
        #expect(app.navigator.alerts.map(\.title) == [Warning.cannotSaveTitle])
        #expect(app.navigator.alerts.first?.message == "Could not create the folder \(folder)/storefront: a file has "
                + "that name. Until that is fixed, nothing you change is kept after Storefront quits.")
    }

    @Test func closingTheWindowMidWalkthroughShowsItAgainNextLaunch() async {
        let first = AppHarness()
        await first.launch()
        first.top(WalkthroughStepScreen.self)?.viewModel.next()
        await first.waitUntil("step 2") { first.top(WalkthroughStepScreen.self)?.viewModel.number == 2 }
        #expect(await first.navigator.simulateWindowClose())
        for _ in 0..<50 { await Task.yield() }  // what the flow's end set off has run
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        #expect(second.navigator.screenIDs() == ["walkthrough/1"], "an unfinished walkthrough is not marked seen")
    }

    @Test func theWindowOpensAgainAtTheSizeAndStateItWasLeftIn() async {
        let first = AppHarness()
        #expect(first.app.windowGeometry == nil, "a first launch has none: the window's own size")
        await first.launch()
        await first.walkThroughAndSignUp()
        let left = WindowGeometry(width: 1200, height: 840, isMaximized: true)
        #expect(first.app.saveWindowGeometry(left) == nil)
        let second = AppHarness(dataFolder: first.dataFolder)
        #expect(second.app.windowGeometry == left)
        await second.launch()
        await second.waitUntil("the tabs") { second.top(ProductListScreen.self) != nil }
        #expect(!second.navigator.transcript.contains { $0.contains("walkthrough") }, "the other setting is kept")
        #expect(AppHarness(dataFolder: first.dataFolder, restoring: false).app.windowGeometry == left,
                "a preference, not a place: restored also when the session is not")
    }

    @Test func aWindowSizeThatCouldNotBeSavedIsSavedOnTheNextTry() async throws {
        let first = AppHarness()
        await first.launch()
        await first.walkThroughAndSignUp()
        let settings = "\(first.dataFolder)/storefront/settings.json"
        try FileManager.default.removeItem(atPath: settings)
        try FileManager.default.createDirectory(atPath: settings, withIntermediateDirectories: false)  // in the way
        let size = WindowGeometry(width: 1000, height: 700, isMaximized: false)
        #expect(first.app.saveWindowGeometry(size) != nil, "a problem said")
        try FileManager.default.removeItem(atPath: settings)
        #expect(first.app.saveWindowGeometry(size) == nil)
        #expect(AppHarness(dataFolder: first.dataFolder).app.windowGeometry == size, "tried again, not taken as saved")
    }

    @Test func aWindowSizeOutOfBoundsOrUnreadableCostsNothingElse() async throws {
        let first = AppHarness()
        let settings = "\(first.dataFolder)/storefront/settings.json"
        try FileManager.default.createDirectory(atPath: "\(first.dataFolder)/storefront", withIntermediateDirectories: true)
        try #"{"hasSeenWalkthrough": true, "window": {"width": 20, "height": 90000, "isMaximized": false}}"#
            .write(toFile: settings, atomically: true, encoding: .utf8)
        #expect(AppHarness(dataFolder: first.dataFolder).app.windowGeometry
                == WindowGeometry(width: WindowGeometry.minimumSize.width, height: WindowGeometry.maximumSide),
                "never too small to use nor larger than a screen")
        try #"{"hasSeenWalkthrough": true, "window": {"width": "wide"}}"#
            .write(toFile: settings, atomically: true, encoding: .utf8)
        let second = AppHarness(dataFolder: first.dataFolder)
        #expect(second.app.windowGeometry == nil, "the window's own size")
        await second.launch()
        await second.waitUntil("sign in") { second.top(LoginScreen.self) != nil }
        #expect(second.navigator.alerts.isEmpty, "no warning for a window size")
        #expect(!second.navigator.transcript.contains { $0.contains("walkthrough") }, "the walkthrough stays seen")
        #expect(!FileManager.default.fileExists(atPath: settings + ".bak"), "the settings are not set aside")
    }

    @Test func theSignInFormWelcomesAUserBackOnlyOnceThereIsAnAccount() async {
        let harness = AppHarness()
        await harness.launch()
        harness.top(WalkthroughStepScreen.self)?.viewModel.skip()
        await harness.waitUntil("the form") { harness.top(LoginScreen.self) != nil }
        let login = harness.top(LoginScreen.self)!.viewModel
        #expect(login.mode == .createAccount)
        #expect(login.heading == "Create Your Account")
        #expect(login.switchTitle == "I Already Have an Account", "a button's label in header capitals")
        login.switchMode()
        #expect(login.heading == "Sign In", "no account on this computer yet: nobody to welcome back")
        #expect(login.switchTitle == "Create an Account")
        let returning = await signedOutAtSignIn()
        #expect(returning.top(LoginScreen.self)!.viewModel.heading == "Welcome Back")
    }

    @Test func wrongPasswordShowsAnInlineErrorAndKeepsTheForm() async {
        let first = await signedOutAtSignIn()
        let login = first.top(LoginScreen.self)!.viewModel
        #expect(login.mode == .signIn)
        login.username = "ada"
        login.password = "wrong password"
        await login.submit()
        #expect(login.errorMessage != nil && login.errorField == .password)
        #expect(first.top(LoginScreen.self) != nil, "still on the login page")
        login.username = "bob"
        await login.submit()
        #expect(login.errorMessage == "There is no account with that username." && login.errorField == .username)
        login.username = "ada"
        #expect(login.username == "ada", "nothing typed is lost")
        login.password = "correct horse"
        #expect(login.errorMessage == nil, "typing clears the error")
        await login.submit()
        await first.waitUntil("the tabs") { first.top(ProductListScreen.self) != nil }
    }

    @Test func aUserNameTypedOnASignInFormThatCameBackIsAutosavedToo() async throws {
        let first = await signedOutAtSignIn()
        first.top(LoginScreen.self)!.viewModel.username = "ada"
        #expect(first.app.saveSession(includingDrafts: false) == nil)  // quit signed out
        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the login page") { second.top(LoginScreen.self) != nil }
        let form = second.top(LoginScreen.self)!.viewModel
        #expect(form.username == "ada")
        form.username = "bob"
        #expect(second.app.autosaveSession() == nil)  // then killed: nothing more is saved
        let third = AppHarness(dataFolder: first.dataFolder)
        await third.launch()
        await third.waitUntil("the login page") { third.top(LoginScreen.self) != nil }
        #expect(third.top(LoginScreen.self)!.viewModel.username == "bob", "what was typed last")
    }

    @Test func aUserNameTypedOnTheSignInFormComesBackAfterQuittingButNeverThePassword() async throws {
        let first = await signedOutAtSignIn()
        let login = first.top(LoginScreen.self)!.viewModel
        login.username = "ada"
        login.password = "correct horse"
        #expect(first.app.saveSession(includingDrafts: false) == nil)  // Ctrl+Q: nothing asked
        let saved = try String(contentsOfFile: "\(first.dataFolder)/storefront/session-state.json", encoding: .utf8)
        #expect(!saved.contains("horse"), "passwords never go to disk")

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.waitUntil("the login page") { second.top(LoginScreen.self) != nil }
        let restored = second.top(LoginScreen.self)!.viewModel
        #expect(restored.username == "ada" && restored.password.isEmpty && restored.mode == .signIn)
        restored.password = "correct horse"
        await restored.submit()
        await second.waitUntil("the tabs") { second.top(ProductListScreen.self) != nil }
        #expect(second.host.state.topStack == AppTab.browse.stack, "the tabs open as on any sign-in")

        await second.app.signOut()
        await second.waitUntil("the login page") { second.top(LoginScreen.self) != nil }
        let creating = second.top(LoginScreen.self)!.viewModel
        creating.switchMode()
        creating.username = "newcomer"
        #expect(second.app.saveSession(includingDrafts: false) == nil)
        let third = AppHarness(dataFolder: first.dataFolder)
        await third.launch()
        await third.waitUntil("the login page") { third.top(LoginScreen.self) != nil }
        #expect(third.top(LoginScreen.self)!.viewModel.username == "newcomer")
        #expect(third.top(LoginScreen.self)!.viewModel.mode == .createAccount, "the form the user was on")

        third.top(LoginScreen.self)!.viewModel.username = ""
        #expect(third.app.saveSession(includingDrafts: false) == nil)
        #expect(!FileManager.default.fileExists(atPath: "\(first.dataFolder)/storefront/session-state.json"),
                "nothing typed, nothing kept")
    }

    /// An app showing the sign-in form, after "ada" signed up and out.
    private func signedOutAtSignIn() async -> AppHarness {
        let harness = AppHarness()
        await harness.launch()
        await harness.walkThroughAndSignUp("ada")
        await harness.app.signOut()
        await harness.waitUntil("the login page") { harness.top(LoginScreen.self) != nil }
        return harness
    }

    /// An app showing the sign-up form, after "ada" signed up and out.
    private func showingSignUpForm() async -> AppHarness {
        let harness = await signedOutAtSignIn()
        harness.top(LoginScreen.self)!.viewModel.switchMode()
        return harness
    }

    @Test func capitalsInANewUsernameAreSaidToBeSavedInLowercaseBeforeTheAccountIsMade() async {
        let harness = await showingSignUpForm()
        let login = harness.top(LoginScreen.self)!.viewModel
        login.username = "Grace.Hopper"
        let hint = login.usernameHint
        #expect(hint?.hasSuffix(" Capital letters are saved in lowercase.") == true,
                "said before the account is made: \(hint ?? "")")
        login.username = "Grace.Hoppe"
        #expect(login.usernameHint == hint, "the same words as the user types on: a screen reader says them once")
        login.username = "grace.hopper"
        #expect(login.usernameHint?.contains("lowercase") == false, "nothing to say when nothing changes")
        login.switchMode()
        login.username = "ADA"
        #expect(login.usernameHint == nil, "signing in, any case finds the account: no hint")
    }

    @Test func anEnterTooSoonIsSentToTheFieldToComplete() async {
        let harness = await showingSignUpForm()
        let login = harness.top(LoginScreen.self)!.viewModel
        login.password = "correct horse"
        #expect(login.fieldToComplete == .username, "no user name yet")
        login.username = "grace h"
        #expect(login.fieldToComplete == .username, "one that cannot be")
        login.username = "grace"
        login.password = ""
        #expect(login.fieldToComplete == .password)
        login.password = "correct horse"
        #expect(login.fieldToComplete == nil && login.canSubmit, "nothing to complete")
    }

    @Test func aNewUsernameThatCannotBeIsSaidWhileTyping() async {
        let harness = await showingSignUpForm()
        let login = harness.top(LoginScreen.self)!.viewModel
        login.username = "gr"
        #expect(login.errorMessage == nil, "too short, but the user may be typing on")
        login.username = "grace h"
        #expect(login.errorMessage == "A space cannot be part of a username: use letters a to z, digits, dots, "
                + "underscores or hyphens.")
        #expect(login.errorField == .username)
        login.password = "correct horse"
        #expect(!login.canSubmit, "Create Account waits for a name that can be")
        login.username = "grace hopper"
        #expect(login.errorMessage?.hasPrefix("A space") == true, "the same words as the user types on")
        login.username = "zoë"
        #expect(login.errorMessage?.hasPrefix("“\u{2068}ë\u{2069}” cannot be part of a username") == true,
                "quoted, isolated from the message's direction: \(login.errorMessage ?? "")")
        // Pasted with a name, characters that show nothing: named, not shown as empty quotes.
        login.username = "a\u{200B}bc"
        #expect(login.errorMessage?.hasPrefix("The invisible character U+200B (zero width space) cannot be") == true,
                "\(login.errorMessage ?? "")")
        login.username = "ada\u{202E}"
        #expect(login.errorMessage?.hasPrefix("The invisible character U+202E (right-to-left override)") == true,
                "which no longer turns the message around: \(login.errorMessage ?? "")")
        login.username = String(repeating: "w", count: 33)
        #expect(login.errorMessage == "Usernames have at most 32 characters.")
        login.username = String(repeating: "w", count: 32)
        #expect(login.errorMessage == nil && login.canSubmit)
        login.username = "Grace.Hopper"
        #expect(login.errorMessage == nil, "capitals are saved in lowercase: nothing wrong")
        login.switchMode()
        login.username = "grace h"
        #expect(login.errorMessage == nil, "signing in: the account decides")
    }

    @Test func aSignOutThatCouldNotBeSavedSaysSoAndTheAppGoesOn() async throws {
        let harness = AppHarness()
        await harness.launch()
        await harness.walkThroughAndSignUp()
        // The session file cannot be removed: a folder with something in it stands in its place.
        let session = "\(harness.dataFolder)/storefront/\(AccountStore.sessionFileName)"
        try FileManager.default.removeItem(atPath: session)
        try FileManager.default.createDirectory(atPath: session + "/kept", withIntermediateDirectories: true)
        await harness.app.signOut()
        await harness.waitUntil("the warning") { harness.navigator.alerts.contains { $0.title == Warning.notSavedTitle } }
        let said = harness.navigator.alerts.last { $0.title == Warning.notSavedTitle }?.message ?? ""
        #expect(said.hasPrefix("You are signed out, but the next launch may sign you in again."), "\(said)")
        #expect(harness.top(LoginScreen.self) != nil && !harness.services.accounts.isSignedIn, "signed out all the same")
    }

    @Test func signOutFromAnyDepthReturnsToLogin() async {
        let harness = AppHarness()
        await harness.launch()
        await harness.walkThroughAndSignUp()
        await harness.loadCatalog()
        await harness.app.browse?.trigger(.product(1))
        await harness.app.browse?.trigger(.reviews(1))
        #expect(harness.ids(.browse).count == 3)
        await harness.app.signOut()
        #expect(harness.host.state.rootStacks == [.root])
        #expect(harness.navigator.screenIDs() == ["login"])
        #expect(harness.app.browse == nil && !harness.services.accounts.isSignedIn)
    }

    @Test func eachAccountHasItsOwnCart() async throws {
        let harness = AppHarness()
        await harness.launch()
        await harness.walkThroughAndSignUp("ada")
        await harness.loadCatalog()
        let product = try #require(harness.services.products.loadedProduct(id: 1))
        try harness.services.cart.add(product, quantity: 2)
        await harness.app.signOut()
        await harness.signUp("bob")
        #expect(shownCart(harness) == [], "a new account starts with an empty cart, not the last user's")
        #expect(harness.services.cart.count == 0)
        await harness.app.signOut()
        await harness.logIn("ada")
        #expect(shownCart(harness)?.map(\.quantity) == [2], "signing in again brings the account's own cart back")
        let relaunched = AppHarness(dataFolder: harness.dataFolder)
        #expect(relaunched.services.cart.quantity(of: 1) == 2, "the signed-in account's cart at the next launch")
    }

    @Test func aCartShowsTheStockAnotherAccountsOrderLeft() async throws {
        let harness = AppHarness()
        await harness.launch()
        await harness.walkThroughAndSignUp("ada")
        await harness.loadCatalog()
        let product = try #require(harness.services.products.products.first { $0.stock >= 2 })
        try harness.services.cart.add(product)
        await harness.app.signOut()
        await harness.signUp("bob")
        try harness.services.cart.add(product, quantity: product.stock)
        let address = Address(fullName: "Bob Lee", street: "1 Main St", postalCode: "1000", city: "Brussels",
                              country: "Belgium")
        let card = try PaymentDetails(cardHolder: "Bob Lee", cardNumber: "4111111111111111", expiry: "12/39")
        try await harness.services.orders.placeOrder(shippingTo: address, paying: card)
        await harness.app.signOut()
        await harness.logIn("ada")
        #expect(shownCart(harness)?.first?.stockNote == "Out of stock", "not the stock it had when ada added it")
        #expect(AppHarness(dataFolder: harness.dataFolder).services.cart.items.first?.stock == 0,
                "saved for the next launch")
    }

    @Test func anAccountCreatedAgainAfterTheAccountsFileWasLostSeesNeitherTheOldCartNorTheOldOrders() async throws {
        let first = AppHarness()
        await first.launch()
        await first.walkThroughAndSignUp("ada")
        await first.loadCatalog()
        let products = first.services.products.products.filter { $0.stock >= 1 }
        try first.services.cart.add(products[0])
        let address = Address(fullName: "Ada Lovelace", street: "12 Analytical Row", postalCode: "12345",
                              city: "London", country: "United Kingdom")
        let card = try PaymentDetails(cardHolder: "Ada Lovelace", cardNumber: "4111111111111111", expiry: "12/39")
        try await first.services.orders.placeOrder(shippingTo: address, paying: card)
        try first.services.cart.add(products[1])
        let accounts = "\(first.dataFolder)/storefront/\(AccountStore.accountsFileName)"
        try "{ not json".write(toFile: accounts, atomically: true, encoding: .utf8)

        let second = AppHarness(dataFolder: first.dataFolder)
        await second.launch()
        await second.signUp("ada")  // someone else, perhaps, on a shared computer
        #expect(second.services.cart.isEmpty, "not the old account's cart")
        let page = second.host.state.entries(in: AppTab.account.stack).first?.screen as? AccountScreen
        #expect(page?.viewModel.orders == [], "not the old account's orders, with their address")
        #expect(second.services.orders.orders.count == 1, "which are still on disk")
    }

    @Test func anUnreadableCartIsReportedWhenItsAccountSignsIn() async throws {
        let harness = AppHarness()
        await harness.launch()
        await harness.walkThroughAndSignUp("ada")
        let ada = harness.services.accounts.currentAccount
        await harness.app.signOut()
        let cartFile = harness.dataFolder + "/storefront/" + CartStore.fileName(for: ada)
        try "{ not json".write(toFile: cartFile, atomically: true, encoding: .utf8)
        await harness.logIn("ada")
        await harness.waitUntil("the alert") { !harness.navigator.alerts.isEmpty }
        let alert = try #require(harness.navigator.alerts.last)
        #expect(alert.title == Warning.unreadableTitle)
        let message = try #require(alert.message)
        #expect(message.contains("cart of ada") && message.contains("The cart starts empty.")
                && message.contains(".bak"), "\(message)")
        #expect(shownCart(harness) == [], "an empty cart, and the app goes on")
    }

    /// The items the Cart tab's page shows; nil without the page.
    private func shownCart(_ harness: AppHarness) -> [CartItem]? {
        harness.host.state.entries(in: AppTab.cart.stack).lazy.compactMap { $0.screen as? CartScreen }.first?.viewModel.items
    }
}
