import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class ActionTests: XCTestCase {
    func testWindowActionDrivesBoundButton() throws { try onMainActor { try Self.mainWindowActionDrivesBoundButton() } }

    @MainActor
    private static func mainWindowActionDrivesBoundButton() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let window = Window(title: "Actions")
        let action = Action(name: "go-back")
        let activations = Recorder<Bool>()
        action.onActivate { activations.record(true) }
        window.addAction(action)
        XCTAssertTrue(window.action(named: "go-back") === action)

        let button = Button(iconName: "go-previous-symbolic")
        button.actionName = "win.go-back"
        XCTAssertEqual(button.actionName, "win.go-back")
        window.add(button)
        window.showAll()

        XCTAssertTrue(pumpUntil { button.isSensitive })
        button.click()
        XCTAssertEqual(activations.values, [true])

        action.isEnabled = false
        XCTAssertTrue(pumpUntil { !button.isSensitive }, "disabling the action disables the button")
        action.activate()
        XCTAssertEqual(activations.values, [true], "a disabled action does not activate")

        action.isEnabled = true
        XCTAssertTrue(pumpUntil { button.isSensitive })
        window.removeAction(named: "go-back")
        XCTAssertNil(window.action(named: "go-back"))
        XCTAssertTrue(pumpUntil { !button.isSensitive }, "a missing action disables the button")
        window.destroy()
    }
}
