import CoordinatorGtk
import CoordinatorGtkTesting
import CoordinatorKit
import XCTest

/// A test case that keeps its GTK fixture in a property, made before each test and dropped
/// after it, as an adopter's suite would: its main-actor bodies reach the test case through
/// `onMainActor(self)`.
final class TestCaseStateTests: XCTestCase {
    private var fixture: NavigatorFixture?

    override func setUp() {
        onMainActor(self) { test in
            guard GtkTestEnvironment.setUp() else { return }
            test.fixture = NavigatorFixture()
        }
    }

    override func tearDown() {
        onMainActor(self) { test in test.fixture = nil }
    }

    func testAFixtureTheTestCaseKeepsShowsThePagesOfItsFlow() throws {
        try onMainActor(self) { test in
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let fixture = try XCTUnwrap(test.fixture)
            runTask { await fixture.host.start(root: PagesCoordinator("home", "detail")) }
            XCTAssertEqual(fixture.pageNames(), fixture.expectedPageNames())
            XCTAssertEqual(fixture.pageNames().count, 2)
        }
    }
}
