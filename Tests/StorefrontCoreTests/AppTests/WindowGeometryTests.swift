import StorefrontCore
import Testing

@Suite struct WindowGeometryTests {
    @Test func aSizeLeftOnALargerScreenIsBroughtWithinTheWorkArea() {
        let left = WindowGeometry(width: 2400, height: 1600, isMaximized: true)
        #expect(left.fitted(toWidth: 1280, height: 770) == WindowGeometry(width: 1280, height: 770, isMaximized: true),
                "whole on the laptop's screen, and still maximized")
        #expect(WindowGeometry(width: 2400, height: 600).fitted(toWidth: 1280, height: 770)
                == WindowGeometry(width: 1280, height: 600), "only the side that does not fit changes")
    }

    @Test func aSizeThatFitsIsKept() {
        let left = WindowGeometry(width: 900, height: 680)
        #expect(left.fitted(toWidth: 1280, height: 770) == left)
        #expect(left.fitted(toWidth: 900, height: 680) == left, "exactly the work area fits")
    }

    @Test func aTinyWorkAreaNeverMakesTheWindowTooSmallToUse() {
        #expect(WindowGeometry(width: 900, height: 680).fitted(toWidth: 200, height: 100)
                == WindowGeometry(width: WindowGeometry.minimumSize.width, height: WindowGeometry.minimumSize.height))
    }
}
