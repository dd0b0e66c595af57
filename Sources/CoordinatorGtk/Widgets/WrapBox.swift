import CGtk

/// Children side by side while they fit, on further lines when they do not (libadwaita's
/// `AdwWrapBox`, which GTK 3 lacks): a line is laid out as a horizontal box would lay it out,
/// and a child that does not fit after the ones before it starts the next line.
///
/// Use it where a row of widgets would hold a narrow window wide: its minimum width is its
/// widest child's, not the sum of theirs. A heading with a button beside it lets the window
/// narrow to where the button goes under the heading. In a line, the room beyond the minimum
/// widths goes first to the children below their natural widths, then to those that expand
/// (`hexpand`); a child alone on its line has the whole width, where its own alignment
/// places it (`halign = .end` keeps a button at the end). The focus moves through the
/// children as they are placed. Baselines, the border width and CSS padding are not
/// supported.
@MainActor
public final class WrapBox: Container {
    /// When a child goes on to the next line (libadwaita's `AdwWrapPolicy`).
    public enum Policy: Sendable, Hashable {
        /// When it does not fit at its natural width: a search field keeps room for what is
        /// typed in it, and a total stays on one line, with the button under them.
        case natural
        /// Only when it does not fit even at its minimum width: text beside a button wraps
        /// onto more lines first, as in a horizontal box, and the button goes under it last.
        case minimum
    }

    /// Creates an empty wrap box: `spacing` pixels between children in a line, and
    /// `lineSpacing` between lines, a child going on to the next line as `policy` says.
    public convenience init(spacing: Int32, lineSpacing: Int32, policy: Policy = .natural) {
        self.init(cgtk_wrap_box_new(spacing, lineSpacing, (policy == .minimum).gboolean))
    }

    /// Adds `child` after the others.
    public func append(_ child: Widget) { add(child) }
}
