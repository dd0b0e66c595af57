import CoordinatorKit

/// A navigator for tests: executes transitions on in-memory stacks, simulates the user's
/// back button, Escape, close button and closing the window, answers alerts from a script, and writes a
/// readable transcript of everything it did.
///
/// ```swift
/// let navigator = RecordingNavigator()
/// let host = NavigationHost(navigator: navigator)
/// let app = AppCoordinator()                 // starts on Home; its `.detail` route pushes Detail
/// await host.start(root: app)
/// await app.trigger(.detail)
/// await navigator.simulateBack()
/// #expect(navigator.transcript == ["push Home on root", "push Detail on root", "pop Detail from root"])
/// ```
@MainActor
public final class RecordingNavigator: Navigator {
    // What a stack change reads and writes (`lines`, `shown`, `animations`,
    // `suspensionsPerStep`) is main-actor state edited only between suspensions: unchecked, as
    // a dynamic exclusivity check at each access cost a sixth of recording a push.

    /// Every call, in words, in order.
    public var transcript: [String] { lines.map(\.description) }
    /// The transcript as data: put in words only when read, so recording costs a test little.
    @exclusivity(unchecked) private var lines: [TranscriptLine] = []
    /// The pages of each stack as the navigator shows them, bottom first.
    public var stacks: [StackID: [ScreenEntry]] {
        Dictionary(uniqueKeysWithValues: shown.ids.map { ($0, shown[$0] ?? []) })
    }
    /// What ``stacks`` says, in a table: a push or pop finds its stack without hashing its name.
    @exclusivity(unchecked) private var shown = StackTable()
    /// The open modals' stacks, bottom first. The host names them "modal-1", "modal-2"… in
    /// the order they open: ask for a modal's screens with `screenIDs(in: navigator.modals.last!)`,
    /// or ``visibleScreen`` for the top one.
    public private(set) var modals: [StackID] = []
    /// The alerts shown, in order.
    public private(set) var alerts: [Alert] = []
    /// The animation of every stack change, presentation and dismissal, in order.
    @exclusivity(unchecked) public private(set) var animations: [TransitionAnimation] = []
    /// The root stack on show.
    public private(set) var selectedRoot: StackID?
    /// Titles of the actions to choose in the next alerts, first used first, with or without
    /// the underscore of an access key ("Delete" for "_Delete"); when empty,
    /// alerts are answered with their cancel action (as Escape would). Answers left over once
    /// the flow is done were never asked for: check that it is empty.
    ///
    /// A title the next alert has no action for (a misspelt answer) is answered with the
    /// cancel action and said in ``answerMistakes`` and the transcript, naming the alert's
    /// actions: the test's checks after it fail, and the rest of the run goes on (a test that
    /// checks nothing after the alert can check that ``answerMistakes`` is empty).
    public var alertAnswers: [String] = []
    /// Each answer from ``alertAnswers`` the alert it was given to had no action for, such as
    /// "the alert “Delete Note?” has no action “delete” (its actions: “Delete”, “Cancel”)".
    public private(set) var answerMistakes: [String] = []
    /// How many times each step gives way to other tasks before it completes, as an
    /// animation lets the main loop run; other triggers arrive in between.
    @exclusivity(unchecked) public var suspensionsPerStep = 1

    private weak var host: NavigationHost?

    /// Creates a navigator with nothing on screen.
    public init() {}

    /// Remembers the host, to send it simulated gestures.
    public func attach(to host: NavigationHost) { self.host = host }

    // MARK: What is shown

    /// The screens of `stack` as shown, bottom first.
    public func screens(in stack: StackID = .root) -> [any Screen] { (shown[stack] ?? []).map(\.screen) }

    /// The identifiers of the screens of `stack` (the window's root stack by default, not the
    /// top modal's) as shown, bottom first. Tabs are root stacks of the app's own names: name the
    /// tab's (`screenIDs(in: "cart")`); a stack not shown gives an empty list.
    public func screenIDs(in stack: StackID = .root) -> [String] { screens(in: stack).map(\.id) }

    /// The stack the user sees: the top modal's, else the selected root stack.
    public var topStack: StackID { modals.last ?? selectedRoot ?? host?.state.rootStacks.first ?? .root }

    /// The screen the user sees.
    public var visibleScreen: (any Screen)? { shown[topStack]?.last?.screen }

    // MARK: Simulated user

    /// The user goes back (header button by default) in the stack on top when the request's
    /// turn comes: a back pressed while a navigation runs goes back from where it leads, as
    /// `GtkNavigator` holds the keys typed meanwhile for the page that comes.
    ///
    /// The simulated gestures fail with ``NavigationError/coordinatorFinished`` once the host
    /// has closed or was let go, as every navigation of a closed window does.
    @discardableResult
    public func simulateBack(_ gesture: UserGesture = .backButton) async -> TransitionOutcome {
        await host?.goBack(gesture) ?? .failed(.coordinatorFinished)
    }

    /// The user presses Escape: closes the top modal; with none open, goes back in the top
    /// stack, as `GtkNavigator` does in the main window.
    @discardableResult
    public func simulateEscape() async -> TransitionOutcome {
        modals.isEmpty ? await simulateBack(.escape) : await closeTopModal(.escape)
    }

    /// The user clicks the top modal's close button.
    @discardableResult
    public func simulateClose() async -> TransitionOutcome { await closeTopModal(.closeButton) }

    /// The user clicks the top modal's Cancel button.
    @discardableResult
    public func simulateCancel() async -> TransitionOutcome { await closeTopModal(.cancelButton) }

    /// The user closes the window (Ctrl+W, its close button, the app's Quit): the leave guards
    /// are asked, as `GtkNavigator` does, then the window goes (the transcript says "close
    /// window") and the host ends every flow on it. Returns whether the window closed. (An
    /// alert on screen is answered with its cancel action first, as `GtkNavigator` does for a
    /// close under it: here, alerts are answered at once, so none is on screen.)
    @discardableResult
    public func simulateWindowClose() async -> Bool {
        guard let host, await host.mayCloseWindow() else { return false }
        lines.append(.text("close window"))
        shown = StackTable()
        modals = []
        host.close(.windowClose)
        return true
    }

    private func closeTopModal(_ gesture: UserGesture) async -> TransitionOutcome {
        guard let host else { return .failed(.coordinatorFinished) }
        guard let modal = modals.last else { return .failed(.nothingToDismiss) }
        return await host.dismissModal(modal, by: gesture)
    }

    // MARK: Navigator

    // Inlined into its protocol witness, the host's way in: otherwise the witness makes a
    // second async call, with a frame of its own (about 160 instructions a push or pop).
    /// Shows the change and records it.
    @inline(__always) public func update(_ change: StackChange) async {
        if suspensionsPerStep > 0 { await stepAside() }  // stack changes are the hot path: no call when none
        animations.append(change.animation)
        if let newOrder = change.newOrder {
            shown.edit(change.stack) { $0 = newOrder }
        } else {
            // Mirror the change itself, as a GtkStack would: remove pages, add pages on top.
            shown.edit(change.stack) { $0.remove(change.removed, thenAppend: change.inserted) }
        }
        switch change.direction {
        case .forward where change.removed.isEmpty:
            lines.append(.push(ids(change.inserted), on: change.stack))
        case .backward where change.inserted.isEmpty:
            lines.append(.pop(ids(change.removed), from: change.stack))
        default:
            record("set \(change.stack) to [\(ids(shown[change.stack] ?? []))]")
        }
    }

    /// Opens the modal and records it.
    public func present(_ stack: StackID, entries: [ScreenEntry], over parent: StackID,
                        animation: TransitionAnimation) async {
        await stepAside()
        animations.append(animation)
        shown.edit(stack) { $0 = entries }
        modals.append(stack)
        record("present \(ids(entries)) in \(stack) over \(parent)")
    }

    /// Closes the modal and records it.
    public func dismiss(_ stack: StackID, removed: [ScreenEntry], animation: TransitionAnimation) async {
        await stepAside()
        animations.append(animation)
        shown.remove(stack)
        modals.removeAll { $0 == stack }
        record("dismiss \(stack)")
    }

    /// Records the embedding, and the screen it replaces.
    public func embed(_ entry: ScreenEntry, inSlot slot: String, of host: ScreenEntry,
                      replacing replaced: ScreenEntry?) async {
        record("embed \(entry.screen.id) in \(host.screen.id).\(slot)" + (replaced.map { " replacing \($0.screen.id)" } ?? ""))
    }

    /// Answers from ``alertAnswers``, else with the cancel action, and records the answer.
    public func showAlert(_ alert: Alert, over stack: StackID) async -> AlertAction {
        await stepAside()
        alerts.append(alert)
        var answer = alert.cancelAction
        if !alertAnswers.isEmpty {
            let title = alertAnswers.removeFirst()
            if let chosen = alert.indexOfAction(answering: title) {
                answer = alert.actions[chosen]
            } else {
                answerMistakes.append(alert.noAction(answering: title))
                record("alert “\(alert.title)” → \(answer.title), as it has no action “\(title)”")
                return answer
            }
        }
        record("alert “\(alert.title)” → \(answer.title)")
        return answer
    }

    /// Records the tab switch.
    public func selectRoot(_ stack: StackID) async {
        selectedRoot = stack
        record("select \(stack)")
    }

    /// Replaces the stacks with new, empty root stacks and records it.
    public func replaceRoots(_ newRoots: [StackID], removed: [ScreenEntry], animation: TransitionAnimation) async {
        await stepAside()
        animations.append(animation)
        shown = StackTable(emptyStacks: newRoots)
        modals = []
        selectedRoot = newRoots[0]
        record("replace roots with [\(newRoots.map(\.rawValue).joined(separator: ", "))]")
    }

    private func stepAside() async {
        var remaining = suspensionsPerStep
        while remaining > 0 {
            await Task.yield()
            remaining -= 1
        }
    }

    private func record(_ line: String) { lines.append(.text(line)) }

    /// The identifiers of `entries`, comma-separated (one screen's costs no allocation).
    private func ids(_ entries: [ScreenEntry]) -> String {
        entries.count == 1 ? entries[0].screen.id : entries.map(\.screen.id).joined(separator: ", ")
    }
}

/// One line of a ``RecordingNavigator``'s transcript. Pushes and pops, by far the most
/// common, are kept as their parts; the rest as text.
private enum TranscriptLine: CustomStringConvertible {
    case push(String, on: StackID)
    case pop(String, from: StackID)
    case text(String)

    var description: String {
        switch self {
        case .push(let ids, let stack): "push \(ids) on \(stack)"
        case .pop(let ids, let stack): "pop \(ids) from \(stack)"
        case .text(let text): text
        }
    }
}

extension [ScreenEntry] {
    /// Removes `removed` (top first, as a ``StackChange`` lists them), then appends `inserted`.
    @MainActor fileprivate mutating func remove(_ removed: [ScreenEntry], thenAppend inserted: [ScreenEntry]) {
        // One at a time, as the host does: a push or pop moves one screen, and the calls for a
        // range cost twice as much (measured under callgrind).
        if isTopFirst(removed) {
            for _ in removed { removeLast() }
        } else {
            let leaving = Set(removed.map(ObjectIdentifier.init))
            removeAll { leaving.contains(ObjectIdentifier($0)) }
        }
        for entry in inserted { append(entry) }
    }

    /// Whether the last screens are `entries`, top first. A loop: the generic
    /// `suffix(_:).elementsEqual(_:by:)` cost a third of recording a pop (measured under callgrind).
    @MainActor private func isTopFirst(_ entries: [ScreenEntry]) -> Bool {
        guard entries.count <= count else { return false }
        for (offset, entry) in entries.enumerated() where self[count - 1 - offset] !== entry { return false }
        return true
    }
}
