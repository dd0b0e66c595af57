import CoordinatorKit

/// The window's root flow, which never finishes: the first-launch walkthrough, then Login
/// or the tabs (Browse, Cart, Account) depending on the session; sign-out goes back to
/// Login; deep links and session restoration open places in the tabs.
@MainActor
public final class AppCoordinator: Coordinator {
    /// The window's navigation.
    public let host: NavigationHost
    /// The app's services.
    public let services: StorefrontServices
    /// The Browse tab's coordinator, while the tabs are shown.
    public private(set) var browse: BrowseCoordinator?
    /// The Cart tab's coordinator, while the tabs are shown.
    public private(set) var cart: CartCoordinator?
    /// The Account tab's coordinator, while the tabs are shown.
    public private(set) var account: AccountCoordinator?
    /// Problems met at start-up (an unreadable state file…), shown once the first screen is.
    public private(set) var warnings: [Warning] = []
    /// Called when the tabs appear (the GTK layer names them, for example "Cart (2)").
    public var onTabsShown: (() -> Void)?

    private var flow: Flow<FlowCompletion>?
    private var pendingRoutes: [AppRoute]?
    private var pendingSession: SessionState?
    /// Whether the last session is being restored: a link that comes before it is (the one the
    /// app was started with) waits for it, or the two would interleave their pages and the
    /// restored tab would be put on show over the link's.
    public private(set) var isRestoringSession = false
    private let settingsFile: StateFile<AppSettings>
    private let sessionFile: StateFile<SessionState>
    /// Whether a saved session brings its places back, or only its typed text (`--no-restore`).
    private let restoresPlaces: Bool
    /// The session last written (`.some(nil)`: the file removed), `nil` before the first save.
    private var lastSavedSession: SessionState??
    /// Whether the window has said that the session cannot be saved (at start-up, for a data
    /// folder that cannot keep files, or on an autosave that failed), since the last save that
    /// worked: once, not every few seconds.
    private var saidSessionIsNotSaved: Bool
    private var settings: AppSettings
    private var warningObservation: StoreObservation?
    /// Warnings met since the window came up that no alert has said yet.
    private var unsaidWarnings: [Warning] = []
    /// Whether the first screen is coming (``start(in:)`` has not shown it yet).
    private var isStarting = false
    /// Whether problems met now wait to be said: while the first screen comes and while the
    /// last session is restored. Said at once (the catalog's sales file found damaged as the
    /// restored product page loads it), their alert held the rest of the restoring back, and
    /// the tab left on show appeared only after its OK.
    private var holdsWarnings: Bool { isStarting || isRestoringSession }
    /// The sign-in flow on show while signed out, for ``saveSession(includingDrafts:)``.
    private weak var login: LoginCoordinator?
    /// The first-launch walkthrough while it runs, for the note that a link waits for its end.
    private weak var walkthrough: WalkthroughCoordinator?
    /// How many links were followed, each numbered in turn: only a link followed later takes
    /// the place of one (however long each takes to check).
    private var linksFollowed = 0
    /// The number of the valid link opened last (or waiting for a sign-in); an order link is
    /// valid once the order is found to be the user's.
    private var linkTakingPlace = 0
    /// The link being opened, until its place is: a newer valid link cancels it (it stops
    /// before its next page) and opens in its place.
    private var linkBeingFollowed: Task<Void, Never>?
    /// Whether the modals were left for a link, while that is being asked ("Discard Review
    /// and Open Link?"): links that come meanwhile wait for the same answer, not ask again.
    private let modalsLeftForLink = JoinableTask<Bool>()
    /// Whether the catalog (links are checked against it) loaded, while a failed load asks the
    /// user to try again: links that come meanwhile (a burst of them) wait for the same answer,
    /// not ask again.
    private let catalogLoadedForLinks = JoinableTask<Bool>()
    /// A review being written that the last session left and no form shows yet (its product
    /// still loading, or not loading at all), with the places that lead to it: saved with the
    /// session, whatever the user says on the way out (they never saw it), until a review form
    /// of its product opens and takes it up.
    private var unshownReview: (places: [AppRoute], review: SessionState.OpenReview)?
    /// Why links cannot be opened, as alerts on show or waiting for their turn: the same link
    /// followed again meanwhile (clicked twice, or a burst of them) adds no alert saying the same.
    private var linkProblemsBeingSaid: Set<String> = []

    /// The app in `host` with `services`; with `restoring`, the last session comes back, and
    /// without it only what was typed in it (``SessionState/typedText``).
    public init(host: NavigationHost, services: StorefrontServices, restoring: Bool) {
        self.host = host
        self.services = services
        host.combinedCloseQuestion = Alert.discardingAllAndQuitting
        settingsFile = services.dataDirectory.stateFile(named: "settings.json", label: "settings",
                                                        loss: "The welcome walkthrough shows again.")
        sessionFile = services.dataDirectory.stateFile(
            named: "session-state.json", label: "session",
            loss: "The pages open when Storefront last quit are not opened again.")
        settings = services.warnings.value(of: settingsFile.load()) ?? AppSettings()
        let saved = services.warnings.value(of: SessionStateSalvage.load(sessionFile))
        restoresPlaces = restoring
        saidSessionIsNotSaved = services.dataDirectory.problem != nil
        pendingSession = restoring ? saved : saved?.typedText
        warnings = services.warnings.all
        // Problems met once the window is up (a file read later, a change not saved) are shown as they
        // come; those met together (the catalog's reviews and sales files both damaged) in one alert.
        // Those met while the first screen comes or the last session is restored wait for it
        // (``holdsWarnings``).
        warningObservation = services.warnings.observe { [weak self] warning in
            guard let self else { return }
            unsaidWarnings.append(warning)
            if unsaidWarnings.count == 1, !holdsWarnings { Task { await self.sayUnsaidWarnings() } }
        }
    }

    /// Shows the walkthrough on first launch, else Login or the tabs; then, over that first
    /// screen, the problems met at start-up (``warnings``) and while it came, in one alert.
    public func start(in flow: Flow<FlowCompletion>) async {
        self.flow = flow
        isStarting = true
        if settings.hasSeenWalkthrough {
            await showSessionStart()
        } else {
            let walkthrough = WalkthroughCoordinator()
            self.walkthrough = walkthrough
            await flow.start(walkthrough) { [weak self] _ in Task { await self?.walkthroughEnded() } }
        }
        isStarting = false
        let heldWarnings = unsaidWarnings
        unsaidWarnings = []
        if let warning = Warning.combining(warnings + heldWarnings) { await host.alert(warning.alert) }
    }

    /// Says the warnings met since the last alert of them, in one alert.
    private func sayUnsaidWarnings() async {
        let warnings = unsaidWarnings
        unsaidWarnings = []
        if let warning = Warning.combining(warnings) { await host.alert(warning.alert) }
    }

    // MARK: Phases

    private func walkthroughEnded() async {
        guard !host.isClosed else { return }  // the window closed mid-walkthrough: show it again next time
        settings.hasSeenWalkthrough = true
        try? settingsFile.save(settings)
        await showSessionStart()
    }

    private func showSessionStart() async {
        if services.accounts.isSignedIn { await showTabs() } else { await showLogin() }
    }

    private func showLogin() async {
        if host.state.rootStacks != [.root] || !host.state.entries(in: .root).isEmpty {
            await host.replaceRoots(with: [.root])
        }
        browse = nil
        cart = nil
        account = nil
        let login = LoginCoordinator(accounts: services.accounts, restoring: pendingSession?.signInForm)
        // The form is all there was to restore: it is the session now, and the autosave keeps
        // what is typed in it (it leaves a session still to restore as it was).
        if pendingSession?.holdsOnlyTheSignInForm == true { pendingSession = nil }
        login.notice = pendingRoutes.map(AppDeepLinks.signInNotice)
        self.login = login
        await flow?.start(login) { [weak self] username in
            guard username != nil else { return }
            Task { await self?.showTabs() }
        }
    }

    private func showTabs() async {
        await host.replaceRoots(with: AppTab.allCases.map(\.stack))
        let browse = BrowseCoordinator(services: services)
        browse.onGoToCart = { [weak self] in Task { await self?.select(.cart) } }
        let cart = CartCoordinator(services: services) { [weak self] in await self?.signInAgain() ?? false }
        browse.isCheckingOut = { [weak cart] in cart?.checkout?.showsScreens == true }
        browse.draftToResume = { [weak self] id in self?.takeUnshownDraft(of: id) }
        // Opened the way a link to the order opens it, as the user's own navigation.
        cart.onViewOrder = { [weak self] order in
            Task { await self?.open([.account, .order(order.id)], because: .navigation) }
        }
        cart.onBrowseProducts = { [weak self] in Task { await self?.select(.browse) } }  // as the user left it
        let account = AccountCoordinator(services: services) { [weak self] in Task { await self?.signOut() } }
        self.browse = browse
        self.cart = cart
        self.account = account
        await host.start(root: browse, in: AppTab.browse.stack)
        await host.start(root: cart, in: AppTab.cart.stack)
        await host.start(root: account, in: AppTab.account.stack)
        onTabsShown?()
        // Another account's session (its sign-in lost: a damaged file) is not this one's to
        // see: it waits aside, drafts and all, for its own account to sign in.
        let signedIn = services.accounts.currentAccount?.id
        if let session = pendingSession, let owner = session.accountID, owner != signedIn {
            pendingSession = nil
            do throws(StorageError) {
                try sessionFileSetAside(for: owner)?.save(session)
            } catch {
                services.warnings.add(.notSaved("The pages and the text another account left open are lost.",
                                                because: error))
            }
        }
        if pendingSession == nil, let signedIn, let setAside = sessionFileSetAside(for: signedIn) {
            let saved = services.warnings.value(of: SessionStateSalvage.load(setAside))
            pendingSession = restoresPlaces ? saved : saved?.typedText
            try? setAside.remove()
        }
        if let session = pendingSession {
            pendingSession = nil
            isRestoringSession = true
            await restore(session)
            isRestoringSession = false
            if !holdsWarnings, !unsaidWarnings.isEmpty { await sayUnsaidWarnings() }
        }
        if let routes = pendingRoutes {
            pendingRoutes = nil
            // An order is checked once someone is signed in: it must be theirs.
            if await ordersAreTheUsers(in: routes) { await open(routes, because: .deepLink) }
        }
    }

    // MARK: Session

    /// Signs the user out and goes back to Login, whatever was open. The screens leave first:
    /// one that asks before it is left (a checkout with something typed) may keep the user
    /// there, still signed in, with their cart; so may a review brought back from the last
    /// session that no form shows yet.
    public func signOut() async {
        // A review brought back but not shown yet (its product still loading) is asked about
        // as its form would be: it is the account's, not the next one's.
        if unshownReview != nil, case .confirm(let question) = LeaveDecision.confirmDiscarding(
            "Review", message: "The review you were writing when Storefront last quit will be lost.",
            keepTitle: "Keep Writing", for: .signOut), await host.alert(question)?.role != .destructive {
            return
        }
        guard await host.replaceRoots(with: [.root], reason: .signOut).didComplete else { return }
        unshownReview = nil
        services.accounts.signOut()
        await showLogin()
    }

    /// Asks the user to sign in again, in a modal over the tabs (an entry guard's redirect).
    public func signInAgain() async -> Bool {
        guard let flow else { return false }
        return await flow.coordinate(to: LoginCoordinator(accounts: services.accounts), presentation: .modal) != nil
    }

    /// Whether the Browse tab's product list is the page on show, as the navigation state has
    /// it (a slide to it may still run): Browse selected, no modal, nothing pushed over the list.
    public var isProductListOnShow: Bool {
        host.state.topStack == AppTab.browse.stack && host.state.entries(in: AppTab.browse.stack).count == 1
    }

    /// Shows the Browse tab's product list (for Ctrl+F), closing what is open over it.
    public func showProductList() async {
        guard browse != nil else { return }
        await open([.browse], because: .navigation)
    }

    /// Shows the tab `tab`.
    public func select(_ tab: AppTab) async {
        guard let index = host.state.rootStacks.firstIndex(of: tab.stack) else { return }
        await host.selectRoot(at: index)
    }

    // MARK: Deep links

    /// Opens `link` (`storefront://product/42/reviews`…): an invalid link shows an alert saying
    /// what is wrong (not a second one while that is up) and nothing moves; during the
    /// first-launch walkthrough, its steps say the place opens when it ends; signed out, the
    /// place opens right after Login (a link to an order, once the account signed in is known
    /// to have it), and while the last session is restored, right after that, over it. When
    /// the catalog cannot be loaded, an alert offers to try again, one for the links followed
    /// while it is up: its answer is theirs. A valid link followed before the one before it is
    /// open takes its place: the last one opens, not each over the one before; an invalid one
    /// changes nothing, also for a link still opening (a review discarded for it is not for
    /// nothing).
    public func open(link: String) async {
        linksFollowed += 1
        let number = linksFollowed
        guard let routes = await routes(from: link), number > linkTakingPlace else { return }
        guard services.accounts.isSignedIn, browse != nil, pendingSession == nil, !isRestoringSession else {
            linkTakingPlace = number
            pendingRoutes = routes
            login?.notice = AppDeepLinks.signInNotice(for: routes)
            walkthrough?.notice = AppDeepLinks.walkthroughNotice(for: routes, isSignedIn: services.accounts.isSignedIn)
            return
        }
        guard await ordersAreTheUsers(in: routes), number > linkTakingPlace else { return }
        linkTakingPlace = number
        linkBeingFollowed?.cancel()
        let following = Task { await open(routes, because: .deepLink) }
        linkBeingFollowed = following
        await following.value
    }

    /// The places `link` names, once the catalog is loaded (they are checked against it); nil
    /// once an alert has said why the link cannot be opened.
    private func routes(from link: String) async -> [AppRoute]? {
        guard await catalogLoadedForLinks.value(of: { await self.loadCatalogForLinks() }) else { return nil }
        do throws(DeepLinkError) {
            return try AppDeepLinks.routes(from: link) { services.products.loadedProduct(id: $0) != nil }
        } catch {
            await sayLinkCannotBeOpened(AppDeepLinks.message(for: error))
            return nil
        }
    }

    /// Loads the catalog, asking whether to try again while it cannot be; whether it is loaded.
    private func loadCatalogForLinks() async -> Bool {
        while true {
            do throws(ProductServiceError) {
                try await services.products.load()
                return true
            } catch {
                let tryAgain = AlertAction("Try Again")
                let choice = await host.alert(Alert(title: "Link Cannot Be Opened", message: error.description,
                                                    actions: [AlertAction("Close", role: .cancel), tryAgain]))
                guard choice == tryAgain else { return false }
            }
        }
    }

    /// Whether every order `routes` name is one the account signed in placed; else an alert
    /// says which is not. (Checked once someone is signed in.)
    private func ordersAreTheUsers(in routes: [AppRoute]) async -> Bool {
        let signedIn = services.accounts.currentAccount
        for case .order(let number) in routes where services.orders.order(number, placedBy: signedIn) == nil {
            let problem = AppDeepLinks.message(forMissingOrder: number, username: signedIn?.username ?? "")
            await sayLinkCannotBeOpened(problem)
            return false
        }
        return true
    }

    /// Says in an alert why a link cannot be opened, unless an alert saying the same is on show
    /// or waiting its turn.
    private func sayLinkCannotBeOpened(_ problem: String) async {
        guard linkProblemsBeingSaid.insert(problem).inserted else { return }
        defer { linkProblemsBeingSaid.remove(problem) }
        await host.alert(Alert(title: "Link Cannot Be Opened", message: problem))
    }

    /// The tab on show, if any.
    private var selectedTab: AppTab? {
        let state = host.state
        return state.rootStacks.indices.contains(state.selectedRoot) ? AppTab(stack: state.rootStacks[state.selectedRoot]) : nil
    }

    /// Opens the place `routes` name in its tab, closing the modals open first: their screens
    /// are asked with `reason` (a link followed, or the user's own navigation).
    /// An order among them must be the user's (``ordersAreTheUsers(in:)``, checked before).
    private func open(_ routes: [AppRoute], because reason: LeaveReason) async {
        guard let tab = routes.first?.tab, !Task.isCancelled else { return }
        // The place in its tab already, every page of it (a checkout's are routeless): nothing
        // to open again, nothing to discard, its tab chosen. Not under a modal over another tab
        // (a review written in Browse, for a link to the cart): the link closes it.
        let state = host.state
        let places = state.entries(in: tab.stack).map { $0.route as? AppRoute }
        if selectedTab == tab || state.modals.isEmpty, let first = places.first,
           places.dropFirst().elementsEqual(routes.drop { $0 == first }.map(Optional.some)) {
            return await select(tab)
        }
        // A user who keeps what is open (a review being written) keeps it as it was: the link
        // does not go on underneath. The question says why (for a link: "and Open Link").
        guard await leaveModals(because: reason), !Task.isCancelled else { return }
        await select(tab)
        switch tab {
        case .browse: await browse?.open(routes)
        case .cart: await cart?.open(routes, because: reason)
        case .account: await account?.open(routes)
        }
    }

    /// Closes the modals open, asking their screens first; whether they are gone. Links that
    /// come while one is asked for share the answer.
    private func leaveModals(because reason: LeaveReason) async -> Bool {
        guard reason == .deepLink else { return await host.dismissAllModals(reason: reason).didComplete }
        return await modalsLeftForLink.value { [host] in
            await host.dismissAllModals(origin: .user(.link), reason: reason).didComplete
        }
    }

    // MARK: Saving and restoring

    /// The session as it is now: the tab on show, each tab's places, the product list's search
    /// and category, the account signed in, and (with `includingDrafts`) a review being written
    /// and the address and page of a checkout under way. A review brought back from the last
    /// session that no form shows yet is in it either way, with the places that lead to it.
    public func sessionState(includingDrafts: Bool) -> SessionState {
        let snapshot = RouteSnapshot<AppRoute>(of: host)
        var tabs = Dictionary(uniqueKeysWithValues: AppTab.allCases.map { ($0, snapshot.routes(in: $0.stack)) })
        var openReview: SessionState.OpenReview?
        if includingDrafts, let form = browse?.reviews?.writeReview?.viewModel, form.hasUnsavedText,
           case .reviews(let id)? = tabs[.browse]?.last {
            openReview = SessionState.OpenReview(productID: id, draft: form.draft)
        } else if let unshownReview {
            openReview = unshownReview.review
            tabs[.browse] = unshownReview.places
        }
        var checkoutAddress: Address?
        var checkoutStep: CheckoutStep?
        if includingDrafts, let checkout = cart?.checkout, checkout.showsScreens, checkout.isWorthRestoring {
            checkoutAddress = checkout.typedAddress
            checkoutStep = checkout.resumableStep
        }
        let list = browse?.productList
        let query = list?.query ?? ""
        return SessionState(selectedTab: selectedTab ?? .browse, tabs: tabs, openReview: openReview,
                            checkoutAddress: checkoutAddress, checkoutStep: checkoutStep,
                            browseQuery: query.isEmpty ? nil : query, browseCategory: list?.category,
                            accountID: services.accounts.currentAccount?.id)
    }

    /// The main window's size and state when the app last quit, within usable bounds
    /// (``WindowGeometry/clamped``); nil on a first launch.
    public var windowGeometry: WindowGeometry? { settings.window?.clamped }

    /// Keeps `geometry` for the next launch, whatever is restored then (the window's size is a
    /// preference, not a place), if it changed since last saved: called as the window changes
    /// and on quit. Returns a problem, if any; the next call tries again.
    @discardableResult
    public func saveWindowGeometry(_ geometry: WindowGeometry) -> String? {
        guard settings.window != geometry else { return nil }
        var changed = settings
        changed.window = geometry
        do throws(StorageError) {
            try settingsFile.save(changed)
            settings = changed
            return nil
        } catch {
            return error.description
        }
    }

    /// Saves the session for the next launch (called on quit). Without `includingDrafts` (the
    /// user chose to discard unsaved text on the way out) a review being written and a
    /// checkout under way are left out. Signed out, the user name typed on the sign-in form
    /// is saved, if any. Returns a problem, if any.
    @discardableResult
    public func saveSession(includingDrafts: Bool) -> String? {
        save(sessionToSave(includingDrafts: includingDrafts))?.description
    }

    /// Saves the session with its drafts, as ``saveSession(includingDrafts:)`` does when the
    /// process is asked to end, if it changed since last saved: called every few seconds while
    /// the app runs, so that a crash, a `kill -9` or a power cut loses at most those seconds of
    /// typing (the next launch opens the review or checkout again). Returns a problem, if any;
    /// a new problem is also said in the window (once, not every few seconds): until it is
    /// fixed, what the user types now would not come back.
    @discardableResult
    public func autosaveSession() -> String? {
        // Not while starting, on the walkthrough or restoring: the last session stays as it was.
        // On the tabs once restored; on the sign-in page, with a session still to restore
        // kept beside the form (sessionToSave).
        guard !isRestoringSession, browse != nil ? pendingSession == nil : login != nil else { return nil }
        let session = sessionToSave(includingDrafts: true)
        if case .some(session) = lastSavedSession { return nil }
        let problem = save(session)
        if let problem {
            if !saidSessionIsNotSaved {
                services.warnings.add(.notSaved("The pages open and the text being typed may not come back after "
                                                    + "Storefront quits.", because: problem))
            }
            saidSessionIsNotSaved = true
        } else if session != nil {
            saidSessionIsNotSaved = false  // saving works again: a new failure is news
        }
        return problem?.description
    }

    /// Where the session of `accountID` waits while another account is signed in; nil for an
    /// id that no account can have (from a damaged file), which is no file name either.
    private func sessionFileSetAside(for accountID: String) -> StateFile<SessionState>? {
        guard Account.isWellFormed(id: accountID) else { return nil }
        return services.dataDirectory.stateFile(
            named: "session-state-\(accountID).json", label: "session set aside",
            loss: "The pages and the text open when that account last quit are not opened again.")
    }

    /// The session to save; nil when there is nothing to restore (the file is removed). One
    /// still to restore (started signed out, or on the walkthrough) is kept for the launch that
    /// signs in, with what the sign-in form holds now: nothing showed its drafts, so quitting
    /// asked about none of them.
    private func sessionToSave(includingDrafts: Bool) -> SessionState? {
        if browse != nil { return sessionState(includingDrafts: includingDrafts) }
        let form = login?.form?.restorableForm
        if var pending = pendingSession {
            if login?.form != nil { pending.signInForm = form }
            return pending
        }
        return form.map { SessionState(selectedTab: .browse, tabs: [:], signInForm: $0) }
    }

    private func save(_ session: SessionState?) -> StorageError? {
        guard let session else {
            try? sessionFile.remove()
            lastSavedSession = .some(nil)
            return nil
        }
        do throws(StorageError) {
            try sessionFile.save(session)
            lastSavedSession = .some(session)
            return nil
        } catch {
            return error
        }
    }

    /// A review restored for a product the catalog no longer has can never be shown: an alert
    /// says so, with what the user wrote, rather than keep it unseen in every session to come.
    /// (GTK 3's alert text cannot be selected: the user reads it, and retypes what they keep.)
    private func sayIfUnshownReviewIsOfAProductGone() {
        guard let review = unshownReview?.review, services.products.isLoaded,
              services.products.loadedProduct(id: review.productID) == nil else { return }
        unshownReview = nil
        let written = [review.draft.title, review.draft.text].filter { !$0.trimmed.isEmpty }.joined(separator: "\n\n")
        let lead = "The product you were reviewing is no longer in the catalog, so your review cannot be opened again."
        services.warnings.add(Warning(title: "Review Cannot Be Reopened",
                                      message: written.isEmpty ? lead : "\(lead) What you wrote:\n\n\(written)"))
    }

    /// The draft of the review of product `id` that no form shows yet, if any: taken up by the
    /// form opening now, which keeps it from here on.
    private func takeUnshownDraft(of id: Int) -> ReviewDraft? {
        guard let unshownReview, unshownReview.review.productID == id else { return nil }
        self.unshownReview = nil
        return unshownReview.review.draft
    }

    private func restore(_ session: SessionState) async {
        if let list = browse?.productList {
            list.query = session.browseQuery ?? ""
            list.category = session.browseCategory
        }
        if let routes = session.tabs[.browse] {
            var restored = routes
            if let open = session.openReview {
                unshownReview = (routes, open)
                restored.append(.writeReview(open.productID))
            }
            await browse?.open(restored)
            sayIfUnshownReviewIsOfAProductGone()
        }
        // `.checkout` is a place for deep links only: an older session file may still list it.
        if let routes = session.tabs[.cart] { await cart?.open(routes.filter { $0 != .checkout }) }
        if let routes = session.tabs[.account] { await account?.open(routes) }
        if let address = session.checkoutAddress, let cart,
           await cart.startCheckout(draftAddress: address, resumingAt: session.checkoutStep ?? .address) != .completed,
           cart.checkout?.showsScreens != true {
            sayCheckoutIsNotResumed(typed: address)
        }
        await select(session.selectedTab)
    }

    /// A checkout left under way that cannot go on (the cart emptied since, an item sold out:
    /// said first, with the offer to fit the cart to the stock) is said, with the address
    /// typed, which would otherwise be lost without a word.
    private func sayCheckoutIsNotResumed(typed address: Address) {
        let reason = services.cart.isEmpty ? "Your cart is empty now, so the checkout you left cannot go on."
            : "Your cart has changed since, so the checkout you left cannot go on."
        services.warnings.add(Warning(title: "Checkout Not Resumed",
                                      message: "\(reason) The address you typed:\n\n\(address.formatted)"))
    }
}
