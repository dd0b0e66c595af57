import CGtk

/// A column as wide as it may be, and no wider: its child gets the whole width up to
/// ``maximumWidth``, centered in a wider space (libhandy's `HdyClamp`, which GTK 3 lacks).
///
/// Use it rather than a size request for a page's content: a size request holds the window
/// at least that wide, so it cannot take half a screen; a clamp narrows with the window, down
/// to its child's own minimum. Once laid out, its natural height is its child's at the width
/// it has, so that a scrolled window sized to its content (`propagatesNaturalHeight`) shows
/// wrapped text whole in a narrow window, which GTK 3 alone does not, and no room left below
/// it once a wider window puts the text on fewer lines.
@MainActor
public final class Clamp: Container {
    /// Creates a clamp around `child`, giving it at most `maximumWidth` pixels beside its margins.
    public convenience init(_ child: Widget, maximumWidth: Int32) {
        self.init(cgtk_clamp_new(maximumWidth))
        add(child)
    }

    /// The widest the child may be, in pixels at the usual text size (scaled with the text:
    /// twice as wide at twice the text size), its margins excluded.
    public var maximumWidth: Int32 {
        get { cgtk_clamp_get_maximum_width(widget) }
        set { cgtk_clamp_set_maximum_width(widget, newValue) }
    }
}
