import CGtk
@testable import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

/// What ``KeyRepeatShield`` drops of the key events GDK hands over, a key held down being a
/// press repeated with no release between.
final class KeyRepeatShieldTests: XCTestCase {
    func testTheRepeatsOfAnEnterHeldThroughANavigationAreDroppedUntilItIsLetGo() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let enter = KeyEvents(keyval: GDK_KEY_Return, keycode: 201)
            XCTAssertFalse(enter.drops(.press, at: 1_000), "the press that opens the page")
            KeyRepeatShield.arm()  // the page comes
            XCTAssertTrue(enter.drops(.press, at: 1_600), "the first repeat, after the X server's delay")
            XCTAssertTrue(enter.drops(.press, at: 1_640), "and the next")
            XCTAssertFalse(enter.drops(.release, at: 1_700))
            XCTAssertFalse(enter.drops(.press, at: 1_750), "a press of its own, right after")
            KeyRepeatShield.arm()
            XCTAssertTrue(enter.drops(.press, at: 2_400), "held again through the next navigation")
            XCTAssertFalse(enter.drops(.release, at: 2_450))
        }
    }

    func testOtherKeysAndKeysTypedOneAfterAnotherAreLeftAlone() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let left = KeyEvents(keyval: GDK_KEY_Left, keycode: 202)
            XCTAssertFalse(left.drops(.press, at: 1_000))
            KeyRepeatShield.arm()
            XCTAssertFalse(left.drops(.press, at: 1_600), "Alt+Left held goes back page after page")
            XCTAssertFalse(left.drops(.release, at: 1_700))

            let space = KeyEvents(keyval: GDK_KEY_space, keycode: 203)
            XCTAssertFalse(space.drops(.press, at: 1_000))
            XCTAssertFalse(space.drops(.release, at: 1_020))
            KeyRepeatShield.arm()
            XCTAssertFalse(space.drops(.press, at: 1_040), "typed again: typeahead's, not a repeat")
            XCTAssertFalse(space.drops(.release, at: 1_060))
        }
    }

    func testAKeyWhoseReleaseWentElsewhereIsPressedAgainAfterAPause() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let enter = KeyEvents(keyval: GDK_KEY_KP_Enter, keycode: 204)
            XCTAssertFalse(enter.drops(.press, at: 1_000))  // let go in another window: no release here
            KeyRepeatShield.arm()
            XCTAssertFalse(enter.drops(.press, at: 1_000 + KeyRepeatShield.repeatsStopAfter), "not a repeat: too late")
            XCTAssertFalse(enter.drops(.release, at: 5_000))
        }
    }
}

/// Key events of one key, made as GDK makes them, handed to ``KeyRepeatShield``.
@MainActor
private struct KeyEvents {
    enum Kind { case press, release }
    let keyval: Int32
    let keycode: UInt16

    /// Whether the shield drops this key's `kind` event at `time` (the X server's, in ms).
    func drops(_ kind: Kind, at time: UInt32) -> Bool {
        let event = gdk_event_new(kind == .press ? GDK_KEY_PRESS : GDK_KEY_RELEASE)!
        defer { gdk_event_free(event) }
        event.pointee.key.keyval = guint(keyval)
        event.pointee.key.hardware_keycode = keycode
        event.pointee.key.time = time
        return KeyRepeatShield.drops(event)
    }
}
