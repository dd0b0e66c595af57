import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
@Suite("Navigation state and snapshots")
struct SnapshotTests {
    @Test func stateIsAValueOfStacksAndModals() async {
        let (host, _) = makeHost()
        let store = StoreCoordinator()
        await host.start(root: store)
        await store.trigger(.product(3))
        let before = host.state
        await store.trigger(.checkout)
        #expect(before.modals.isEmpty, "an earlier state value does not change")
        #expect(host.state.modals.count == 1)
        #expect(host.state.screens(in: .root).map(\.id) == ["home", "product/3"])
        #expect(host.state.visibleScreen?.id == "checkout")
    }

    @Test func snapshotRoundTripRebuildsTheScreens() async throws {
        let (host, _) = makeHost()
        let store = StoreCoordinator()
        await host.start(root: store)
        await store.trigger(.product(42))
        await store.trigger(.reviews)
        await store.trigger(.checkout)
        await store.flow!.router.push(TestScreen("unrouted"))  // shown without a route: not restored
        let data = try JSONEncoder().encode(RouteSnapshot<StoreRoute>(of: host))
        let decoded = try JSONDecoder().decode(RouteSnapshot<StoreRoute>.self, from: data)
        #expect(decoded.routes(in: .root) == [.home, .product(42), .reviews])
        #expect(decoded.modals == [[.checkout]])

        let (restoredHost, restoredNavigator) = makeHost()
        let restored = StoreCoordinator()
        await restoredHost.start(root: restored)
        #expect(await restored.trigger(chain: decoded.chain) == .completed)
        #expect(restoredNavigator.screenIDs() == ["home", "product/42", "reviews"])
        #expect(restoredNavigator.visibleScreen?.id == "checkout")
    }

    @Test func aRouteThatShowsSeveralScreensIsSavedOnceAndRestoredOnce() async throws {
        let (host, navigator) = makeHost()
        let coordinator = pairCoordinator()
        await host.start(root: coordinator)
        await coordinator.trigger(.pair)
        #expect(navigator.screenIDs() == ["home", "first", "second"])
        let snapshot = RouteSnapshot<PairRoute>(of: host)
        #expect(snapshot.routes(in: .root) == [.home, .pair], "each route once, on the last screen it showed")

        let (restoredHost, restoredNavigator) = makeHost()
        let restored = pairCoordinator(initialRoute: nil)
        await restoredHost.start(root: restored)
        #expect(await restored.trigger(chain: snapshot.chain) == .completed)
        #expect(restoredNavigator.screenIDs() == ["home", "first", "second"])
    }

    @Test func corruptSnapshotDataIsADecodingErrorNotACrash() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RouteSnapshot<StoreRoute>.self, from: Data("{\"rootStacks\": 3}".utf8))
        }
    }

    @Test(arguments: [
        (#"{"rootStacks": {"root": []}, "rootOrder": ["root"], "selectedRoot": 3, "modals": []}"#,
         "The selected root stack 3 is not one of the 1 root stacks."),
        (#"{"rootStacks": {"root": []}, "rootOrder": [], "selectedRoot": 0, "modals": []}"#,
         "A window has at least one root stack."),
        (#"{"rootStacks": {"root": []}, "rootOrder": ["root", "root"], "selectedRoot": 0, "modals": []}"#,
         "The root stacks are not named once each: root, root."),
        (#"{"rootStacks": {"root": [], "cart": []}, "rootOrder": ["root", "orders"], "selectedRoot": 0, "modals": []}"#,
         "The root stacks' routes (cart, root) are not those of the root stacks in order (orders, root)."),
    ])
    func aSnapshotWhosePartsDisagreeIsADecodingErrorSayingHow(json: String, problem: String) {
        #expect {
            try JSONDecoder().decode(RouteSnapshot<StoreRoute>.self, from: Data(json.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == problem
        }
    }
}

/// Routes where one route shows two screens at once.
enum PairRoute: Sendable, Equatable, Codable { case home, pair }

@MainActor
private func pairCoordinator(initialRoute: PairRoute? = .home) -> BasicCoordinator<PairRoute, FlowCompletion> {
    BasicCoordinator(initialRoute: initialRoute) { route in
        switch route {
        case .home: .set([TestScreen("home")])
        case .pair: .multiple([.push(TestScreen("first")), .push(TestScreen("second"))])
        }
    }
}
