import CoordinatorKit
import CoordinatorKitTesting
import Testing

enum StoreRoute: Sendable, Equatable, Codable { case home, product(Int), reviews, checkout }

@MainActor
func storeParser() -> DeepLinkParser<StoreRoute> {
    var parser = DeepLinkParser<StoreRoute>(scheme: "storefront")
    parser.add("home") { _ in .home }
    parser.add("product", parameters: ["product id"]) { values throws(InvalidParameter) in
        .product(try InvalidParameter.integer(values[0]))
    }
    parser.add("reviews", after: { previous in
        if case .product = previous { true } else { false }
    }) { _ in .reviews }
    parser.add("checkout") { _ in .checkout }
    return parser
}

@MainActor
final class StoreCoordinator: RouteCoordinator<StoreRoute, FlowCompletion> {
    var signedIn = true
    init() {
        super.init(initialRoute: .home)
        entryGuards = [{ [unowned self] route in
            guard route == .checkout, !signedIn else { return .proceed }
            return .redirect { [unowned self] in
                await flow?.router.push(TestScreen("login"))
                signedIn = true
                return await flow?.router.pop() == .completed
            }
        }]
    }

    override func prepareTransition(for route: StoreRoute) -> Transition {
        switch route {
        case .home: .set([TestScreen("home")])
        case .product(let id): .push(TestScreen("product/\(id)"))
        case .reviews: .push(TestScreen("reviews"))
        case .checkout: .present(TestScreen("checkout"))
        }
    }
}

enum NoteRoute: Sendable, Equatable { case list, note(Int), edit(Int) }

/// Notes whose `.edit` route runs a child flow, in a modal of its own, started in `startFlow(for:)`.
@MainActor
final class NotesCoordinator: RouteCoordinator<NoteRoute, FlowCompletion> {
    private(set) var edits: [FlowCompletion] = []
    init() { super.init(initialRoute: .list) }

    override func prepareTransition(for route: NoteRoute) -> Transition {
        switch route {
        case .list: .set([TestScreen("notes")])
        case .note(let id): .push(TestScreen("note/\(id)"))
        case .edit: .none
        }
    }

    override func startFlow(for route: NoteRoute) async {
        guard case .edit(let id) = route else { return }
        await start(StaticCoordinator("edit/\(id)"), presentation: .modal) { [weak self] in self?.edits.append($0) }
    }
}

@MainActor
@Suite("Deep links")
struct DeepLinkTests {
    @Test func aLinkEndingInAChildFlowOpensItAndReturnsOnceItsFirstScreenIsShown() async {
        let (host, navigator) = makeHost()
        let notes = NotesCoordinator()
        await host.start(root: notes)
        #expect(await notes.trigger(chain: [.note(3), .edit(3)], from: .flowStart, reason: .deepLink) == .completed)
        #expect(navigator.screenIDs() == ["notes", "note/3"])
        #expect(navigator.visibleScreen?.id == "edit/3", "the child's own screen, in its modal, when the chain returns")
        #expect(notes.flow?.childCoordinators.count == 1, "the child is stored while it runs")
        await navigator.simulateEscape()
        #expect(await eventually { notes.edits == [.dismissed(by: .user(.escape))] }, "its result reaches the parent")
        #expect(notes.flow?.childCoordinators.isEmpty == true)

        #expect(await notes.trigger(.edit(3)) == .completed, "one route alone starts it too")
        #expect(navigator.visibleScreen?.id == "edit/3")
        #expect(await notes.trigger(chain: [.edit(4), .note(4)], from: .flowStart) == .completed)
        #expect(navigator.modals.isEmpty && navigator.screenIDs() == ["notes", "note/4"],
                "a flow route anywhere but last shows nothing, as documented (the open modal closed for the link)")
    }

    @Test func validLinkBecomesARouteChain() throws {
        #expect(try storeParser().routes(from: "storefront://product/42/reviews") == [.product(42), .reviews])
        #expect(try storeParser().routes(from: "STOREFRONT://product/7?ref=mail") == [.product(7)])
        #expect(try DeepLink(parsing: "storefront://product/caf%C3%A9").segments == ["product", "café"])
    }

    @Test func aParserMadeOnceIsSharedWithOtherTasks() async throws {
        let parser = storeParser()  // Sendable: a `static let` or a capture, not rebuilt for each link
        let routes = try await Task.detached { try parser.routes(from: "storefront://product/7/reviews") }.value
        #expect(routes == [.product(7), .reviews])
    }

    @Test func placeNamesAreReadInAnyCaseAndSpacesAroundTheLinkAreLeftOut() throws {
        #expect(try storeParser().routes(from: "storefront://Product/42/REVIEWS") == [.product(42), .reviews])
        #expect(try storeParser().routes(from: "  storefront://product/7\n") == [.product(7)], "copied from a mail")
        #expect(try DeepLink(parsing: "\tstorefront://cart ").text == "storefront://cart")
    }

    @Test(arguments: [
        ("storefront://product/abc/reviews", 1, "abc",
         DeepLinkError.Reason.invalidParameter("abc", because: "not a number")),
        ("storefront://product/-1", 1, "-1", .invalidParameter("-1", because: "a negative number")),
        ("storefront://product/+3", 1, "+3", .invalidParameter("+3", because: "not a number")),
        ("storefront://product/99999999999999999999", 1, "99999999999999999999",
         .invalidParameter("99999999999999999999", because: "too large a number")),
        ("storefront://product", 0, "product", .missingParameter("product id")),
        ("storefront://basket/3", 0, "basket", .unknownSegment),
        ("storefront://reviews", 0, "reviews", .notAllowedHere),
        ("storefront://product/1/reviews/reviews", 3, "reviews", .notAllowedHere),
    ])
    func invalidSegmentIsNamed(link: String, index: Int, segment: String, reason: DeepLinkError.Reason) {
        #expect(throws: DeepLinkError(link: link, segmentIndex: index, segment: segment, reason: reason)) {
            try storeParser().routes(from: link)
        }
    }

    @Test func malformedLinksAndWrongSchemes() throws {
        #expect(throws: DeepLinkError(link: "product/42", reason: .malformed)) {
            try storeParser().routes(from: "product/42")
        }
        #expect(throws: DeepLinkError(link: "https://product/42", reason: .wrongScheme(expected: "storefront"))) {
            try storeParser().routes(from: "https://product/42")
        }
        #expect(throws: DeepLinkError(link: "storefront://", reason: .empty)) {
            try storeParser().routes(from: "storefront://")
        }
        for segment in ["a%+1b", "a%-0b", "%+F", "%4", "%zz", "%C3"] {
            #expect(throws: DeepLinkError(link: "storefront://product/\(segment)", segmentIndex: 1, segment: segment,
                                          reason: .malformed), "a percent sign needs two hexadecimal digits of UTF-8") {
                try DeepLink(parsing: "storefront://product/\(segment)")
            }
        }
        #expect(try DeepLink(parsing: "storefront://product/a%2fb%2F").segments == ["product", "a/b/"])
        let error = DeepLinkError(link: "storefront://product/abc", segmentIndex: 1, segment: "abc",
                                  reason: .invalidParameter("abc", because: "not a number"))
        #expect(error.description == "“storefront://product/abc”: segment 2 “abc” is not valid: not a number")
        #expect(DeepLinkError(link: "storefront://reviews", segmentIndex: 0, segment: "reviews", reason: .notAllowedHere)
            .description == "“storefront://reviews”: segment 1 “reviews”: a link cannot start with this place")
    }

    @Test func chainIsAppliedInOneGoWithOnlyTheLastStepAnimated() async throws {
        let (host, navigator) = makeHost()
        let store = StoreCoordinator()
        await host.start(root: store)
        var navigations = 0
        let observation = host.observe { event in
            if case .didNavigate = event { navigations += 1 }
        }
        let routes = try storeParser().routes(from: "storefront://product/42/reviews")
        #expect(await store.trigger(chain: routes) == .completed)
        #expect(navigator.screenIDs() == ["home", "product/42", "reviews"])
        #expect(navigations == 1, "one navigation, not two")
        #expect(navigator.animations.suffix(2) == [.none, .slide])
        observation.cancel()
    }

    @Test func aLinkFromTheFlowStartReplacesWhereTheUserWasInOneNavigation() async throws {
        let (host, navigator) = makeHost()
        let store = StoreCoordinator()
        await host.start(root: store)
        await store.trigger(.product(1))
        await store.trigger(.reviews)
        let form = TestScreen("form", leave: .confirm(.discardChanges()))
        await store.flow!.router.present(form)
        var navigations = 0
        let observation = host.observe { event in
            if case .didNavigate = event { navigations += 1 }
        }
        defer { observation.cancel() }
        let link = try storeParser().routes(from: "storefront://home/product/42")

        navigator.alertAnswers = ["Keep Editing"]
        #expect(await store.trigger(chain: link, from: .flowStart, reason: .deepLink) == .refused)
        #expect(navigator.modals.count == 1 && navigator.screenIDs() == ["home", "product/1", "reviews"],
                "kept: nothing moved")
        navigator.alertAnswers = ["Discard"]
        #expect(await store.trigger(chain: link, from: .flowStart, reason: .deepLink) == .completed)
        #expect(navigator.modals.isEmpty && navigator.screenIDs() == ["home", "product/42"],
                "in place of where the user was; its first route, the flow's first screen again, set it anew")
        #expect(form.reasonsAsked == [.deepLink, .deepLink], "asked as a link makes way for its place")
        #expect(navigations == 1, "one navigation: closing, going back and the link's places together")
    }

    @Test func aLinkFromTheFlowStartShowsTheFlowsTab() async {
        let (host, navigator) = makeHost(rootStacks: ["browse", "cart"])
        let browse = BasicCoordinator<Int, FlowCompletion>(initialRoute: 0) { .push(TestScreen("browse/\($0)")) }
        await host.start(root: browse, in: "browse")
        await host.start(root: StaticCoordinator("cart"), in: "cart")
        await host.selectRoot(at: 1)
        #expect(await browse.trigger(chain: [1], from: .flowStart) == .completed)
        #expect(navigator.topStack == "browse" && navigator.screenIDs(in: "browse") == ["browse/0", "browse/1"])
    }

    @Test func anEmptyChainFromTheFlowStartBringsTheFlowBackToItsFirstScreen() async {
        let (host, navigator) = makeHost()
        let coordinator = BasicCoordinator<Int, FlowCompletion>(initialRoute: 0) { .push(TestScreen("\($0)")) }
        await host.start(root: coordinator)
        await coordinator.trigger(1)
        await coordinator.flow!.router.present(TestScreen("modal"))
        #expect(await coordinator.trigger(chain: [], from: .flowStart, reason: .deepLink) == .completed)
        #expect(navigator.modals.isEmpty && navigator.screenIDs() == ["0"])
    }

    @Test func aChainAnimatesOnlyItsLastStepEvenWhenAnEarlierRouteIsSeveralTransitions() async {
        let (host, navigator) = makeHost()
        let coordinator = BasicCoordinator<Int, FlowCompletion>(initialRoute: 0) { step in
            step == 1 ? .multiple([.push(TestScreen("1a")), .push(TestScreen("1b"))]) : .push(TestScreen("\(step)"))
        }
        await host.start(root: coordinator)
        #expect(await coordinator.trigger(chain: [1, 2]) == .completed)
        #expect(navigator.screenIDs() == ["0", "1a", "1b", "2"])
        #expect(navigator.animations.suffix(3) == [.none, .none, .slide])
    }

    @Test func routesFollowedOneByOneAnimateOnlyTheLastAndStopWhereTheStepSays() async {
        let (host, navigator) = makeHost()
        let coordinator = BasicCoordinator<Int, FlowCompletion>(initialRoute: 0) { .push(TestScreen("\($0)")) }
        await host.start(root: coordinator)
        var followed: [Int] = []
        await coordinator.follow([1, 2, 3]) { step in
            followed.append(step)
            return await coordinator.trigger(step).didComplete
        }
        #expect(navigator.screenIDs() == ["0", "1", "2", "3"])
        #expect(navigator.animations.suffix(3) == [.none, .none, .slide], "each its own step, as a session restored")
        await coordinator.trigger(4)
        #expect(navigator.animations.last == .slide, "animated again afterwards")

        await coordinator.follow([5, 6, 7]) { step in
            followed.append(step)
            await coordinator.trigger(step)
            return step < 6
        }
        #expect(followed == [1, 2, 3, 5, 6], "stopped where the step said")
        #expect(navigator.animations.suffix(2) == [.none, .none], "the last route followed was not the last asked for")
        await coordinator.trigger(8)
        #expect(navigator.animations.last == .slide, "animated again after a stop too")
    }

    @Test func aNavigationAnotherTaskMakesWhileAStepOnTheWayWaitsKeepsItsAnimation() async {
        let (host, navigator) = makeHost()
        let coordinator = BasicCoordinator<Int, FlowCompletion>(initialRoute: 0) { .push(TestScreen("\($0)")) }
        await host.start(root: coordinator)
        let loading = Gate()
        let following = Task {
            await coordinator.follow([1, 2]) { step in
                if step == 1 { await loading.pass() }  // a product loading, a sign-in asked for
                return await coordinator.trigger(step).didComplete
            }
        }
        #expect(await eventually { loading.isWaiting })
        await coordinator.trigger(9)  // the user, meanwhile
        #expect(navigator.animations.last == .slide, "the user's own navigation slides in")
        loading.open()
        await following.value
        #expect(navigator.screenIDs() == ["0", "9", "1", "2"])
        #expect(navigator.animations.suffix(2) == [.none, .slide])
    }

    @Test func aFollowInsideAStepOnTheWayAnimatesNothing() async {
        let (host, navigator) = makeHost()
        let coordinator = BasicCoordinator<Int, FlowCompletion>(initialRoute: 0) { .push(TestScreen("\($0)")) }
        await host.start(root: coordinator)
        await coordinator.follow([1, 2]) { step in
            if step == 1 {
                await coordinator.follow([11, 12]) { await coordinator.trigger($0).didComplete }
                return true
            }
            return await coordinator.trigger(step).didComplete
        }
        #expect(navigator.screenIDs() == ["0", "11", "12", "2"])
        #expect(navigator.animations.suffix(3) == [.none, .none, .slide], "the inner follow's last is on the way too")
    }

    @Test func aCoordinatorNotYetStartedSaysSo() async {
        let coordinator = StoreCoordinator()
        #expect(await coordinator.trigger(.product(1)) == .failed(.routerNotStarted))
        #expect(await coordinator.trigger(chain: [.product(1)]) == .failed(.routerNotStarted))
    }

    @Test func invalidChainChangesNothing() async {
        let (host, navigator) = makeHost()
        let store = StoreCoordinator()
        await host.start(root: store)
        await store.trigger(.product(1))
        let before = navigator.transcript
        // The first part is valid, the second cannot run: nothing of it happens.
        let outcome = await store.flow!.router.perform([
            (transition: .push(TestScreen("x")), route: nil),
            (transition: .pop(toScreenWithID: "nowhere"), route: nil),
        ])
        #expect(outcome == .failed(.chainFailed(index: 1, route: nil, reason: .screenNotFound(id: "nowhere"))))
        #expect(navigator.transcript == before)
    }

    @Test func aChainThatCannotBeAppliedNamesTheRouteThatFailedAndWhy() async {
        let (host, navigator) = makeHost()
        let coordinator = BasicCoordinator<Int, FlowCompletion>(initialRoute: 0) { step in
            step == 2 ? .pop(toScreenWithID: "nowhere") : .push(TestScreen("\(step)"))
        }
        await host.start(root: coordinator)
        let outcome = await coordinator.trigger(chain: [1, 2, 3])
        #expect(outcome == .failed(.chainFailed(index: 1, route: "2", reason: .screenNotFound(id: "nowhere"))))
        #expect(navigator.screenIDs() == ["0"], "nothing of the chain moved, its valid first step neither")
        guard case .failed(let error) = outcome else { return }
        #expect(error.description == "Step 2 of the chain (2) cannot be taken: No screen “nowhere” is on the stack.")
    }

    @Test func guardedLinkGoesThroughLoginFirstThenContinues() async throws {
        let (host, navigator) = makeHost()
        let store = StoreCoordinator()
        store.signedIn = false
        await host.start(root: store)
        #expect(await store.trigger(chain: try storeParser().routes(from: "storefront://product/5/checkout")) == .completed)
        #expect(navigator.transcript.contains("push login on root"))
        #expect(navigator.screenIDs() == ["home", "product/5"])
        #expect(navigator.visibleScreen?.id == "checkout")
    }
}
