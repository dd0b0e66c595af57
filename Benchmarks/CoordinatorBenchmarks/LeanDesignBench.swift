import CoordinatorKit

/// The least a trigger could cost with the features a coordinator's push and pop need and
/// nothing more: a measured answer to "could another design meet the 3x goal?".
///
/// On the path of each trigger, as in the library: an overridable route-to-transition method
/// of a coordinator generic over its routes; a transition enum carrying the screen (an
/// existential), its animation, whether a duplicate is allowed and a dismissal callback; the
/// idle path of a queue (a busy flag); the duplicate check; the leaving screen's leave guard;
/// an entry object keeping the screen, its route and its callback; a stack found in a short
/// list; a change value handed to an `async` navigator behind a protocol; the callback run
/// after a pop; and a recording navigator that keeps each animation, mirrors the stack and
/// writes a transcript line naming the screen.
///
/// Left out, and in the library: plans of several steps, modals, alerts, tabs, embedding,
/// flows and their ends, waiting in the queue, observers, the debug log, the census.
@MainActor
enum LeanDesignBench {
    enum Transition {
        case push(any Screen, animation: TransitionAnimation, allowingDuplicate: Bool,
                  onDismissed: (@MainActor () -> Void)?)
        case pop(animation: TransitionAnimation)
    }

    final class Entry {
        let screen: any Screen
        let route: (any Sendable)?
        let onDismissed: (@MainActor () -> Void)?

        init(screen: any Screen, route: (any Sendable)?, onDismissed: (@MainActor () -> Void)?) {
            self.screen = screen
            self.route = route
            self.onDismissed = onDismissed
        }
    }

    struct Change {
        enum Kind { case push, pop }
        let stack: StackID
        let kind: Kind
        let entry: Entry
        let animation: TransitionAnimation
    }

    @MainActor protocol Navigator: AnyObject {
        func update(_ change: Change) async
    }

    @MainActor final class RecordingNavigator: Navigator {
        enum Line {
            case push(String, on: StackID)
            case pop(String, from: StackID)
        }

        @exclusivity(unchecked) private(set) var animations: [TransitionAnimation] = []
        @exclusivity(unchecked) private var shown: [Entry] = []
        @exclusivity(unchecked) private var lines: [Line] = []

        func update(_ change: Change) async {
            animations.append(change.animation)
            switch change.kind {
            case .push:
                shown.append(change.entry)
                lines.append(.push(change.entry.screen.id, on: change.stack))
            case .pop:
                shown.removeLast()
                lines.append(.pop(change.entry.screen.id, from: change.stack))
            }
        }
    }

    enum Outcome { case completed, ignoredDuplicate, refused, failed }

    @MainActor final class Host {
        @exclusivity(unchecked) private var ids: [StackID] = [.root]
        @exclusivity(unchecked) private var stacks: [[Entry]] = [[]]
        @exclusivity(unchecked) private var isBusy = false
        let navigator: any Navigator

        init(navigator: any Navigator) { self.navigator = navigator }

        var depth: Int { stacks[0].count }

        func perform(_ transition: Transition, route: (any Sendable)?, on stack: StackID) async -> Outcome {
            guard !isBusy else { return .failed }  // a queue would wait here; the benchmark never does
            isBusy = true
            defer { isBusy = false }
            guard let index = ids.firstIndex(of: stack) else { return .failed }
            let change: Change
            switch transition {
            case .push(let screen, let animation, let allowingDuplicate, let onDismissed):
                if !allowingDuplicate, let top = stacks[index].last, top.screen.id == screen.id {
                    return .ignoredDuplicate
                }
                let entry = Entry(screen: screen, route: route, onDismissed: onDismissed)
                stacks[index].append(entry)
                change = Change(stack: stack, kind: .push, entry: entry, animation: animation)
            case .pop(let animation):
                guard stacks[index].count > 1, let top = stacks[index].last else { return .failed }
                guard case .allow = top.screen.leaveDecision(for: .navigation) else { return .refused }
                stacks[index].removeLast()
                change = Change(stack: stack, kind: .pop, entry: top, animation: animation)
            }
            await navigator.update(change)
            if change.kind == .pop { change.entry.onDismissed?() }
            return .completed
        }
    }

    @MainActor class Coordinator<Route: Sendable> {
        let host: Host

        init(host: Host) { self.host = host }

        func prepareTransition(for route: Route) -> Transition { .pop(animation: .none) }

        @discardableResult
        func trigger(_ route: Route) async -> Outcome {
            await host.perform(prepareTransition(for: route), route: route, on: .root)
        }
    }

    final class ItemsCoordinator: Coordinator<LibraryRouteBench.Route> {
        override func prepareTransition(for route: LibraryRouteBench.Route) -> Transition {
            switch route {
            case .item(let number):
                .push(LibraryRouteBench.ItemScreen(number: number), animation: .none, allowingDuplicate: true,
                      onDismissed: nil)
            case .back: .pop(animation: .none)
            }
        }
    }

    /// A run of `pairs` push-then-pop pairs on a stack `depth` screens deep.
    static func workload(pairs: Int, depth: Int) async -> () async -> Void {
        let navigator = RecordingNavigator()
        let coordinator = makeCoordinator(navigator)
        for number in 0..<depth { await coordinator.trigger(.item(number)) }
        return {
            let changesBefore = navigator.animations.count
            for number in 0..<pairs {
                await coordinator.trigger(.item(number))
                await coordinator.trigger(.back)
            }
            precondition(navigator.animations.count - changesBefore == pairs * 2 && coordinator.host.depth == depth)
        }
    }

    /// Made out of line, so the optimizer cannot see through the protocol and the subclass.
    @inline(never)
    private static func makeCoordinator(_ navigator: any Navigator) -> Coordinator<LibraryRouteBench.Route> {
        ItemsCoordinator(host: Host(navigator: navigator))
    }
}
