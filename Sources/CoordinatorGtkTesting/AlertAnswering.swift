import CoordinatorGtk
import CoordinatorKit
import XCTest

extension GtkNavigator {
    /// Waits for an alert on screen (pumping the GLib loop, at most `timeout`), then clicks its
    /// button for the action titled `title` (with or without the underscore of its access key:
    /// "Delete" for "_Delete"), as the user would. Fails the test, naming the
    /// alert and its actions, when no alert comes or it has no action so titled (a misspelt
    /// answer must not pass for another); returns whether it clicked.
    @discardableResult
    public func answerAlert(_ title: String, timeout: Duration = .seconds(5), file: StaticString = #filePath,
                            line: UInt = #line) -> Bool {
        guard pumpUntil(timeout: timeout, { alertDialog?.isMapped == true }), let dialog = alertDialog,
              let alert = alertOnScreen else {
            XCTFail("no alert came to answer “\(title)”", file: file, line: line)
            return false
        }
        guard let index = alert.indexOfAction(answering: title),
              let button = dialog.button(for: Dialog.Response(rawValue: Int32(index))) else {
            XCTFail(alert.noAction(answering: title), file: file, line: line)
            return false
        }
        button.click()
        return true
    }
}
