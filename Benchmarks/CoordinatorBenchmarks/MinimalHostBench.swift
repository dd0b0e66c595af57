import CoordinatorKit

/// The least a navigation library of CoordinatorKit's shape can do per trigger, with none of
/// its features: an `async` push or pop that wraps the screen in an entry object, edits a
/// stack found by its ``StackID`` and hands a change object to an `async` navigator behind a
/// protocol. No routes, plans, queue, guards, callbacks, flows or observers.
///
/// It pays for nothing the library does not pay for either: the stack is found in a short
/// list, as ``StackTable`` finds it (a dictionary here hashed the name at every lookup and
/// put this floor at 4.3x instead of 2.5x in instructions), and its state has no dynamic exclusivity checks,
/// as the host's has none.
///
/// Its ratio to the hand-written router is the floor under the library's: what the shape of
/// the API costs before any feature does.
@MainActor
enum MinimalHostBench {
    final class Entry {
        let screen: any Screen
        init(screen: any Screen) { self.screen = screen }
    }

    final class Change {
        let stack: StackID
        let inserted: [Entry]
        let removed: [Entry]
        init(stack: StackID, inserted: [Entry], removed: [Entry]) {
            self.stack = stack
            self.inserted = inserted
            self.removed = removed
        }
    }

    @MainActor protocol Navigator: AnyObject {
        func update(_ change: Change) async
    }

    @MainActor final class CountingNavigator: Navigator {
        var changeCount = 0
        func update(_ change: Change) async { changeCount += 1 }
    }

    @MainActor final class Host {
        @exclusivity(unchecked) private var ids: [StackID] = [.root]
        @exclusivity(unchecked) private var stacks: [[Entry]] = [[]]
        let navigator: any Navigator
        init(navigator: any Navigator) { self.navigator = navigator }

        var depth: Int { stacks[0].count }

        func push(_ screen: any Screen, on stack: StackID) async {
            guard let index = ids.firstIndex(of: stack) else { return }
            let entry = Entry(screen: screen)
            stacks[index].append(entry)
            await navigator.update(Change(stack: stack, inserted: [entry], removed: []))
        }

        func pop(_ stack: StackID) async {
            guard let index = ids.firstIndex(of: stack), stacks[index].count > 1,
                  let entry = stacks[index].popLast() else { return }
            await navigator.update(Change(stack: stack, inserted: [], removed: [entry]))
        }
    }

    /// A run of `pairs` push-then-pop pairs on a stack `depth` screens deep.
    static func workload(pairs: Int, depth: Int) async -> () async -> Void {
        let navigator = CountingNavigator()
        let host = makeHost(navigator)
        for number in 0..<depth { await host.push(LibraryRouteBench.ItemScreen(number: number), on: .root) }
        return {
            let changesBefore = navigator.changeCount
            for number in 0..<pairs {
                await host.push(LibraryRouteBench.ItemScreen(number: number), on: .root)
                await host.pop(.root)
            }
            precondition(navigator.changeCount - changesBefore == pairs * 2 && host.depth == depth)
        }
    }

    /// Made out of line, so the optimizer cannot see through the protocol and inline the calls.
    @inline(never)
    private static func makeHost(_ navigator: any Navigator) -> Host { Host(navigator: navigator) }
}
