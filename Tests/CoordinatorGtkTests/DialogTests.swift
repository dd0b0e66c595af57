import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class DialogTests: XCTestCase {
    func testMessageDialogWithDestructiveAndCancelButtons() throws { try onMainActor { try Self.mainMessageDialogWithDestructiveAndCancelButtons() } }

    @MainActor
    private static func mainMessageDialogWithDestructiveAndCancelButtons() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let parent = Window(title: "Parent")
        let dialog = MessageDialog(
            parent: parent, kind: .warning, text: "Delete 3 items?",
            secondaryText: "100% sure? %s %d are shown literally.")
        XCTAssertEqual(dialog.text, "Delete 3 items?")
        XCTAssertEqual(dialog.secondaryText, "100% sure? %s %d are shown literally.")
        XCTAssertEqual(dialog.kind, .warning)
        XCTAssertTrue(dialog.isModal)
        XCTAssertEqual(gtk_window_get_transient_for(dialog.window), parent.window)

        let cancel = dialog.addButton("_Cancel", response: .cancel)
        let delete = dialog.addButton("_Delete", response: .accept, style: .destructive)
        dialog.setDefaultResponse(.cancel)
        XCTAssertTrue(delete.hasStyleClass("destructive-action"))
        XCTAssertEqual(delete.style, .destructive)
        XCTAssertFalse(cancel.hasStyleClass("destructive-action"))
        XCTAssertEqual(cancel.style, .normal)
        XCTAssertTrue(dialog.button(for: .accept) === delete)
        XCTAssertTrue(dialog.button(for: .cancel) === cancel)
        XCTAssertNil(dialog.button(for: .ok))
        XCTAssertTrue(cancel.isDefault)

        let responses = Recorder<Dialog.Response>()
        dialog.onResponse { responses.record($0) }
        delete.click()
        XCTAssertEqual(responses.values, [.accept])

        dialog.secondaryText = nil
        XCTAssertNil(dialog.secondaryText)
        dialog.destroy()
        parent.destroy()
    }

    func testDialogWithHeaderBarPutsButtonsInIt() throws { try onMainActor { try Self.mainDialogWithHeaderBarPutsButtonsInIt() } }

    @MainActor
    private static func mainDialogWithHeaderBarPutsButtonsInIt() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let dialog = Dialog(title: "Edit", useHeaderBar: true)
        let headerBar = try XCTUnwrap(dialog.headerBar)
        let save = dialog.addButton("Save", response: .ok, style: .suggested)
        XCTAssertTrue(save.hasStyleClass("suggested-action"))
        XCTAssertTrue(save.parent === headerBar)
        let entry = Entry(text: "name")
        dialog.contentArea.append(entry)
        XCTAssertTrue(dialog.contentArea.children.contains { $0 === entry })
        XCTAssertTrue(entry.parent === dialog.contentArea)
        dialog.destroy()

        let plain = Dialog(title: "Plain", useHeaderBar: false)
        XCTAssertNil(plain.headerBar)
        plain.destroy()
    }

    func testDeleteEventCanBlockClosing() throws { try onMainActor { try Self.mainDeleteEventCanBlockClosing() } }

    @MainActor
    private static func mainDeleteEventCanBlockClosing() throws {
        try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
        let window = Window(title: "Closable")
        let destroyed = Recorder<Bool>()
        let asked = Recorder<Bool>()
        let allowClose = Recorder<Bool>()
        window.onDestroy { destroyed.record(true) }
        window.onDeleteEvent {
            let allow = allowClose.values.last ?? false
            asked.record(allow)
            return !allow
        }
        window.showAll()
        window.close()
        XCTAssertTrue(pumpUntil { asked.values.count == 1 })
        drainEvents()
        XCTAssertEqual(destroyed.values, [], "returning true keeps the window")
        XCTAssertTrue(window.isVisible)

        allowClose.record(true)
        window.close()
        XCTAssertTrue(pumpUntil { destroyed.values == [true] })
    }
}
