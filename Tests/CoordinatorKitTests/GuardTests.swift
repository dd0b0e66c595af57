@testable import CoordinatorKit
import CoordinatorKitTesting
import InMemoryLogging
import Logging
import Testing

extension LeaveReason {
    /// A reason an app adds, as Storefront adds its sign-out.
    fileprivate static let signOut = LeaveReason("sign out")
}

private enum GuardedShopRoute: Sendable, Equatable { case home, checkout, admin }

/// A shop whose checkout needs a signed-in user (redirecting to a login flow) and whose
/// admin page is never allowed.
@MainActor
private final class GuardedShopCoordinator: RouteCoordinator<GuardedShopRoute, FlowCompletion> {
    var signedIn = false
    var loginShown = 0

    init() {
        super.init(initialRoute: .home)
        entryGuards = [{ [unowned self] route in
            switch route {
            case .admin: return .deny
            case .checkout where !signedIn:
                return .redirect { [unowned self] in
                    loginShown += 1
                    let login = StaticCoordinator("login")
                    let pending = Task { await self.coordinate(to: login, presentation: .modal) }
                    await Task.yield()
                    signedIn = true  // the user signs in
                    await login.flow?.finish(with: .finished)
                    return await pending.value == .finished
                }
            default: return .proceed
            }
        }]
    }

    override func prepareTransition(for route: GuardedShopRoute) -> Transition {
        .push(TestScreen("\(route)"))
    }
}

@MainActor
@Suite("Guards")
struct GuardTests {
    @Test func entryGuardRedirectsToLoginThenContinues() async {
        let (host, navigator) = makeHost()
        let shop = GuardedShopCoordinator()
        await host.start(root: shop)
        #expect(await shop.trigger(.checkout) == .completed)
        #expect(shop.loginShown == 1)
        #expect(navigator.transcript.contains { $0.hasPrefix("present login") })
        #expect(navigator.screenIDs() == ["home", "checkout"])
        #expect(navigator.modals.isEmpty)
        await navigator.simulateBack()
        #expect(await shop.trigger(.checkout) == .completed)
        #expect(shop.loginShown == 1, "signed in: no second redirect")
    }

    @Test func entryGuardDenialChangesNothing() async {
        let (host, navigator) = makeHost()
        let shop = GuardedShopCoordinator()
        await host.start(root: shop)
        #expect(await shop.trigger(.admin) == .refused)
        #expect(navigator.screenIDs() == ["home"])
    }

    @Test func leaveGuardRefusalBlocksEveryWayOut() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        await router.push(TestScreen("form", leave: .refuse))
        await router.present(TestScreen("locked", leave: .refuse))
        #expect(await host.goBack(.backKey, in: .root) == .refused)
        #expect(await router.pop() == .refused, "code consults the same guard")
        #expect(await navigator.simulateEscape() == .refused)
        #expect(await navigator.simulateClose() == .refused)
        #expect(await navigator.simulateCancel() == .refused)
        #expect(await router.dismissModal() == .refused)
        #expect(await host.mayCloseWindow() == false)
        #expect(navigator.screenIDs(in: navigator.modals[0]) == ["locked"])
        #expect(navigator.screenIDs() == ["home", "form"])
    }

    @Test func escapeOnALeaveQuestionWhoseFirstActionDiscardsKeepsTheScreen() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        let question = Alert(title: "Discard review?", actions: [
            AlertAction("Discard", role: .destructive), AlertAction("Keep Editing"),
        ])  // no cancel role: Escape took the first action, and the review was gone
        await router.present(TestScreen("review", leave: .confirm(question)))
        #expect(await navigator.simulateEscape() == .refused)
        #expect(navigator.modals.count == 1 && navigator.transcript.last == "alert “Discard review?” → Keep Editing")
    }

    @Test func aLeaveQuestionNoAnswerOfWhichLetsTheUserLeaveIsLogged() async {
        let handler = InMemoryLogHandler()
        let navigator = RecordingNavigator()
        let host = NavigationHost(navigator: navigator, logger: Logger(label: "test") { _ in handler })
        let router = await rootRouter(host, "home")
        let question = Alert(title: "Leave?", actions: [AlertAction("Stay", role: .cancel), AlertAction("Leave")])
        await router.push(TestScreen("form", leave: .confirm(question)))
        navigator.alertAnswers = ["Leave"]
        #expect(await navigator.simulateBack() == .refused, "only a destructive answer leaves")
        #expect(handler.entries.map { "\($0.level) \($0.message)" } == [
            "warning the leave guard of “form” asks “Leave?” with no destructive action: no answer lets the user leave"])
    }

    @Test func aMisspeltAlertAnswerIsTheCancelActionAndSaidNotACrashOfTheRun() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        await router.present(TestScreen("review", leave: .confirm(.discardChanges(title: "Discard review?"))))
        navigator.alertAnswers = ["discard", "Discard"]
        #expect(await navigator.simulateEscape() == .refused, "answered as Escape would: the review is kept")
        #expect(navigator.answerMistakes == [
            "the alert “Discard review?” has no action “discard” (its actions: “Keep Editing”, “Discard”)"])
        #expect(navigator.transcript.last == "alert “Discard review?” → Keep Editing, as it has no action “discard”")
        #expect(navigator.alertAnswers == ["Discard"], "the next answer waits for the next alert")
    }

    @Test func anAlertAnswerNamesItsActionWithOrWithoutTheAccessKeysUnderscore() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "notes")
        let delete = AlertAction("_Delete", role: .destructive)
        let alert = Alert(title: "Delete Note?", actions: [AlertAction("Cancel", role: .cancel), delete,
                                                           AlertAction("Keep__it")])
        navigator.alertAnswers = ["Delete", "_Delete", "Keep_it", "Delete "]
        #expect(await router.alert(alert) == delete, "as the button shows it")
        #expect(await router.alert(alert) == delete, "as it is written")
        #expect(await router.alert(alert) == AlertAction("Keep__it"), "two underscores show one")
        #expect(await router.alert(alert) == AlertAction("Cancel", role: .cancel))
        #expect(navigator.answerMistakes == [
            "the alert “Delete Note?” has no action “Delete ” (its actions: “Cancel”, “_Delete”, “Keep__it”)"])
    }

    @Test func leaveGuardConfirmationKeepsOrDiscards() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        var dismissed = 0
        await router.present(TestScreen("review", leave: .confirm(.discardChanges(title: "Discard review?"))),
                             onDismissed: { dismissed += 1 })
        navigator.alertAnswers = ["Keep Editing"]
        #expect(await navigator.simulateEscape() == .refused)
        #expect(navigator.modals.count == 1 && dismissed == 0, "nothing lost when the user keeps editing")
        #expect(await navigator.simulateClose() == .refused, "unanswered: the cancel action keeps it")
        navigator.alertAnswers = ["Discard"]
        #expect(await navigator.simulateEscape() == .completed)
        #expect(navigator.modals.isEmpty && dismissed == 1)
        #expect(navigator.alerts.map(\.title) == ["Discard review?", "Discard review?", "Discard review?"])
    }

    @Test(arguments: [false, true])
    func aWindowClosedWhileABackAsksStaysClosed(planningEverything: Bool) async {
        let (host, navigator) = makeHost()
        host.plansEveryNavigation = planningEverything
        let router = await rootRouter(host, "home", "form")
        (navigator.visibleScreen as? TestScreen)?.leave = .confirm(.discardChanges())
        navigator.alertAnswers = ["Discard"]
        navigator.suspensionsPerStep = 1  // the alert lets the next task run: the window closes
        let back = Task { await navigator.simulateBack() }
        await Task { host.close() }.value
        // Before: the back applied its plan, or its pop, to the closed window and trapped.
        #expect(await back.value == .failed(.coordinatorFinished))
        #expect(navigator.alerts.map(\.title) == ["Discard Changes?"], "the question was up as the window closed")
        #expect(host.state.screens(in: .root).isEmpty, "nothing comes back on a closed window")
        #expect(navigator.transcript.filter { $0.hasPrefix("pop") }.isEmpty, "the navigator of a closed window is not told")
        #expect(await router.push(TestScreen("more")) == .failed(.coordinatorFinished))
    }

    @Test func windowCloseConsultsTheSameGuards() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        #expect(await host.mayCloseWindow())
        await router.push(TestScreen("form", leave: .confirm(.discardChanges())))
        navigator.alertAnswers = ["Discard"]
        #expect(await host.mayCloseWindow())
        #expect(await host.mayCloseWindow() == false)
        #expect(navigator.screenIDs() == ["home", "form"], "asking does not remove anything")
    }

    @Test func closingTheWindowAsksWithItsOwnReasonAndNavigationWithItsOwn() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        let form = TestScreen("form", leave: .confirm(.discardChanges(title: "Discard Form?")))
        form.leaveAsWindowCloses = .confirm(.discardChanges(title: "Discard Form and Quit?"))
        await router.push(form)
        navigator.alertAnswers = ["Keep Editing", "Keep Editing", "Keep Editing"]
        #expect(await host.mayCloseWindow() == false)
        #expect(await navigator.simulateBack(.backKey) == .refused)
        #expect(await router.pop() == .refused)
        #expect(navigator.alerts.map(\.title) == ["Discard Form and Quit?", "Discard Form?", "Discard Form?"])
        form.leaveAsWindowCloses = .refuse
        #expect(await host.mayCloseWindow() == false, "refused as the window closes")
        #expect(navigator.alerts.count == 3, "without a question")
        navigator.alertAnswers = ["Discard"]
        #expect(await router.pop() == .completed, "while a navigation may still leave it, after asking")
    }

    @Test func newRootStacksAskTheScreensThatLeaveWithTheReasonGivenOneTheAppAddedToo() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        let form = TestScreen("form", leave: .confirm(.discardChanges()))
        await router.push(form)
        navigator.alertAnswers = ["Keep Editing", "Keep Editing"]
        #expect(await host.replaceRoots(with: ["login"], reason: .signOut) == .refused)
        #expect(await host.replaceRoots(with: ["login"]) == .refused)
        #expect(form.reasonsAsked == [.signOut, .navigation], "signing out, then any other new roots")
        #expect(form.reasonsAsked.map(\.description) == ["sign out", "navigation"], "named as logs show them")
        #expect(navigator.screenIDs() == ["home", "form"], "kept both times")
    }

    @Test func closingEveryModalAsksTheirScreensWithTheReasonGiven() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        let draft = TestScreen("draft", leave: .confirm(.discardChanges()))
        await router.present(draft)
        navigator.alertAnswers = ["Keep Editing", "Discard"]
        #expect(await host.dismissAllModals(reason: .deepLink) == .refused)
        #expect(navigator.modals.count == 1, "kept")
        #expect(await host.dismissAllModals() == .completed)
        #expect(draft.reasonsAsked == [.deepLink, .navigation], "a deep link's, then any other")
        #expect(navigator.modals.isEmpty)
    }

    @Test func severalQuestionsAsTheWindowClosesAreAskedAsOneWhenTheAppCombinesThem() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        await router.push(TestScreen("form", leave: .confirm(.discardChanges(title: "Discard Form?"))))
        await router.present(TestScreen("draft", leave: .confirm(.discardChanges(title: "Discard Draft?"))))
        var asked: [[String]] = []
        host.combinedCloseQuestion = { alerts in
            asked.append(alerts.map(\.title))
            return .discardChanges(title: "Discard All?", keepTitle: "Cancel", discardTitle: "Discard All")
        }
        navigator.alertAnswers = ["Cancel"]
        #expect(await host.mayCloseWindow() == false)
        navigator.alertAnswers = ["Discard All"]
        #expect(await host.mayCloseWindow())
        #expect(asked == [["Discard Draft?", "Discard Form?"], ["Discard Draft?", "Discard Form?"]], "top first")
        #expect(navigator.alerts.map(\.title) == ["Discard All?", "Discard All?"], "one question each time")
        #expect(navigator.screenIDs() == ["home", "form"] && navigator.modals.count == 1, "asking removes nothing")

        navigator.alertAnswers = ["Discard", "Discard"]
        #expect(await navigator.simulateCancel() == .completed)  // the draft discarded: one question is left
        #expect(await host.mayCloseWindow())
        #expect(navigator.alerts.map(\.title).suffix(2) == ["Discard Draft?", "Discard Form?"],
                "a single question is the screen's own")
    }

    /// A screen with one answer whatever the reason: it implements only `leaveDecision()`.
    @MainActor private final class LockedScreen: Screen {
        let id = "locked"
        let title = "Locked"
        func leaveDecision() -> LeaveDecision { .refuse }
    }

    @Test func aScreenWithOneAnswerGivesItForEveryReason() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        await router.push(LockedScreen())
        #expect(await router.pop() == .refused)
        #expect(await navigator.simulateBack(.backKey) == .refused)
        #expect(await host.mayCloseWindow() == false)
        #expect(navigator.screenIDs() == ["home", "locked"] && navigator.alerts.isEmpty)
    }

    @Test func aQuestionAboutAScreenInAnotherTabIsAskedOverItAndKeepingItStaysThere() async {
        let (host, navigator) = makeHost(rootStacks: ["browse", "cart"])
        await host.start(root: StaticCoordinator("products"), in: "browse")
        let cart = StaticCoordinator("cart")
        await host.start(root: cart, in: "cart")
        await cart.router.push(TestScreen("checkout", leave: .confirm(.discardChanges(title: "Discard Checkout?"))))
        var events: [String] = []
        let observation = host.observe { if case .didNavigate(let record) = $0 { events += record.steps } }
        defer { _ = observation }

        navigator.alertAnswers = ["Keep Editing"]
        #expect(await host.mayCloseWindow() == false)
        #expect(navigator.transcript.suffix(2) == ["select cart", "alert “Discard Checkout?” → Keep Editing"],
                "the question comes over the checkout, not over the product list")
        #expect(host.state.topStack == "cart" && navigator.selectedRoot == "cart", "the user kept it: there it is")
        #expect(events.count == 1, "observers hear of the tab switch")

        await host.selectRoot(at: 0)
        navigator.alertAnswers = ["Discard"]
        #expect(await host.replaceRoots(with: [.root]) == .completed, "signing out goes on once discarded")
        #expect(navigator.transcript.suffix(3).first == "select cart")
        #expect(host.state.rootStacks == [.root])
    }

    @Test func aScreenDiscardedInATabNotOnShowLeavesThatTabShownInStateAndOnScreenAlike() async {
        let (host, navigator) = makeHost(rootStacks: ["browse", "cart"])
        await host.start(root: StaticCoordinator("products"), in: "browse")
        let cart = StaticCoordinator("cart")
        await host.start(root: cart, in: "cart")
        await cart.router.push(TestScreen("checkout", leave: .confirm(.discardChanges())))
        await host.selectRoot(at: 0)
        navigator.alertAnswers = ["Discard"]
        #expect(await cart.router.pop() == .completed)  // code, from a tab not on show
        #expect(host.state.selectedRoot == 1 && navigator.selectedRoot == "cart",
                "planned again from the tab the question showed: the state says what the screen shows")
        #expect(navigator.screenIDs(in: "cart") == ["cart"])
    }

    @Test func aQuestionAboutAnEmbeddedScreenShowsTheTabOfItsContainer() async {
        let (host, navigator) = makeHost(rootStacks: ["browse", "cart"])
        await host.start(root: StaticCoordinator("products"), in: "browse")
        let cart = StaticCoordinator("cart")
        await host.start(root: cart, in: "cart")
        let dashboard = host.state.screens(in: "cart")[0]
        let form = TestScreen("form", leave: .confirm(.discardChanges(title: "Discard Form?")))
        await cart.router.perform(.embed(form, inSlot: "main", of: dashboard))
        await host.selectRoot(at: 0)
        navigator.alertAnswers = ["Keep Editing"]
        #expect(await cart.router.perform(.embed(TestScreen("table"), inSlot: "main", of: dashboard)) == .refused)
        #expect(navigator.transcript.suffix(2) == ["select cart", "alert “Discard Form?” → Keep Editing"])
    }

    @Test func aQuestionAboutTheTabOnShowSwitchesNothing() async {
        let (host, navigator) = makeHost(rootStacks: ["browse", "cart"])
        let browse = StaticCoordinator("products")
        await host.start(root: browse, in: "browse")
        await host.start(root: StaticCoordinator("cart"), in: "cart")
        await browse.router.push(TestScreen("form", leave: .confirm(.discardChanges())))
        navigator.alertAnswers = ["Discard"]
        #expect(await browse.router.pop() == .completed)
        #expect(!navigator.transcript.contains { $0.hasPrefix("select") } && host.state.topStack == "browse")
    }

    @Test func aSecondCloseRequestMadeWhileTheFirstAskedTheUserFindsTheWindowClosed() async {
        let (host, navigator) = makeHost()
        let router = await rootRouter(host, "home")
        await router.push(TestScreen("form", leave: .confirm(.discardChanges())))
        navigator.alertAnswers = ["Discard", "Discard"]
        // As GtkNavigator does: the window closes as soon as the user has said yes.
        let first = Task {
            guard await host.mayCloseWindow() else { return false }
            host.close()
            return true
        }
        let second = Task { await host.mayCloseWindow() }  // Ctrl+Q again while “Discard?” shows
        #expect(await first.value)
        #expect(await second.value == false, "the window is gone: closing it again would act on a dead window")
        #expect(navigator.alerts.count == 1, "and no one is asked again")
    }
}
