import CoordinatorKit
import CoordinatorKitTesting
import Testing

private enum MainRoute: Sendable { case main, pushChild, presentChild, confirmDelete }

/// The child flow of the main screen, reporting how it ended.
@MainActor
private final class EditorCoordinator: RouteCoordinator<EditorCoordinator.Route, EditorCoordinator.Outcome> {
    enum Route: Sendable { case editor, done, cancel }
    enum Outcome: FlowResult, Equatable {
        case saved, cancelled, dismissed(DismissalOrigin)
        static func dismissed(by origin: DismissalOrigin) -> Outcome { .dismissed(origin) }
    }

    init() { super.init(initialRoute: .editor) }

    override func prepareTransition(for route: Route) -> Transition {
        .push(TestScreen("editor"))
    }

    @discardableResult
    override func trigger(_ route: Route) async -> TransitionOutcome {
        switch route {
        case .editor: return await super.trigger(route)
        case .done: await finish(with: .saved)
        case .cancel: await finish(with: .cancelled)
        }
        return .completed
    }
}

/// A main screen that pushes a child, presents a child in its own stack and shows an alert.
@MainActor
private final class MainCoordinator: RouteCoordinator<MainRoute, FlowCompletion> {
    var results: [EditorCoordinator.Outcome] = []
    var lastChild: EditorCoordinator?
    var deleteAnswer: AlertAction?

    init() { super.init(initialRoute: .main) }

    override func prepareTransition(for route: MainRoute) -> Transition {
        switch route {
        case .main: .push(TestScreen("main"))
        case .confirmDelete: .alert(Alert(title: "Delete?", actions: [
            AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive),
        ]))
        case .pushChild, .presentChild: .none
        }
    }

    @discardableResult
    override func trigger(_ route: MainRoute) async -> TransitionOutcome {
        switch route {
        case .pushChild, .presentChild:
            let child = EditorCoordinator()
            lastChild = child
            results.append(await coordinate(to: child, presentation: route == .pushChild ? .push : .modal))
            return .completed
        case .confirmDelete:
            let outcome = await super.trigger(route)
            deleteAnswer = outcome.chosenAction
            return outcome
        case .main:
            return await super.trigger(route)
        }
    }
}

@MainActor
@Suite("Main screen: push, modal, alert")
struct MainScreenTests {
    @Test func pushedChildBackPopsIt() async {
        let (host, navigator) = makeHost()
        let main = MainCoordinator()
        await host.start(root: main)
        Task { await main.trigger(.pushChild) }
        await waitUntil { navigator.visibleScreen?.id == "editor" }
        await navigator.simulateBack(.mouseBackButton)
        await waitUntil { main.results.count == 1 }
        #expect(main.results == [.dismissed(.user(.mouseBackButton))])
        #expect(navigator.screenIDs() == ["main"])
    }

    @Test func presentedChildDoneAndCancelDismissIt() async {
        let (host, navigator) = makeHost()
        let main = MainCoordinator()
        await host.start(root: main)
        for route in [EditorCoordinator.Route.done, .cancel] {
            Task { await main.trigger(.presentChild) }
            await waitUntil { navigator.modals.count == 1 && navigator.visibleScreen?.id == "editor" }
            await main.lastChild!.trigger(route)
            await waitUntil { navigator.modals.isEmpty }
        }
        await waitUntil { main.results.count == 2 }
        #expect(main.results == [.saved, .cancelled])
        #expect(navigator.transcript.filter { $0.hasPrefix("present") }.count == 2)
    }

    @Test func alertReturnsTheChoiceToTheCoordinator() async {
        let (host, navigator) = makeHost()
        let main = MainCoordinator()
        await host.start(root: main)
        navigator.alertAnswers = ["Delete"]
        await main.trigger(.confirmDelete)
        #expect(main.deleteAnswer?.role == .destructive)
        await main.trigger(.confirmDelete)
        #expect(main.deleteAnswer?.title == "Cancel", "Escape/close picks the cancel action")
    }
}
