/// The size of the main window and whether it is maximized, kept between launches as GNOME
/// apps keep theirs: the window opens again as the user left it.
public struct WindowGeometry: Hashable, Sendable, Codable {
    /// The smallest size a window opens at, the window's own minimum (the GNOME HIG's 360 by
    /// 294 pixels; GTK makes it as large as its page needs, if more).
    public static let minimumSize = (width: 360, height: 294)
    /// The largest size a window opens at, in either direction.
    public static let maximumSide = 16_384

    /// The width in pixels, without the window's decorations; when maximized, the width the
    /// window had before (it goes back to it when restored).
    public var width: Int
    /// The height in pixels, as ``width``.
    public var height: Int
    /// Whether the window was maximized.
    public var isMaximized: Bool

    /// A window `width` by `height` pixels, maximized or not.
    public init(width: Int, height: Int, isMaximized: Bool = false) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
    }

    /// The geometry with its size brought between ``minimumSize`` and ``maximumSide``: a
    /// settings file edited by hand never opens a window too small to use, or one larger
    /// than a screen can be.
    public var clamped: WindowGeometry { fitted(toWidth: Self.maximumSide, height: Self.maximumSide) }

    /// The geometry with its size brought within a screen's work area of `width` by `height`
    /// pixels, as it is left when it already fits: a window left large on an external
    /// monitor opens whole on a laptop's screen, not with its edges and buttons off it. It is
    /// never brought below ``minimumSize`` (the page would not fit), and stays maximized if
    /// it was.
    public func fitted(toWidth width: Int, height: Int) -> WindowGeometry {
        WindowGeometry(width: max(min(self.width, width), Self.minimumSize.width),
                       height: max(min(self.height, height), Self.minimumSize.height),
                       isMaximized: isMaximized)
    }
}
