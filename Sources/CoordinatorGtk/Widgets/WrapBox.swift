import CGtk

/// Children side by side while they fit, on further lines when they do not (libadwaita's
/// `AdwWrapBox`, which GTK 3 lacks): a line is laid out as a horizontal box would lay it out,
/// and a child that does not fit after the ones before it, even at its minimum width, starts
/// the next line.
///
/// Use it where a row of widgets would hold a narrow window wide: its minimum width is its
/// widest child's, not the sum of theirs. A heading with a button beside it lets the window
/// narrow to where the button goes under the heading. In a line, the room beyond the minimum
/// widths goes first to the children below their natural widths, then to those that expand
/// (`hexpand`); a child alone on its line has the whole width, where its own alignment
/// places it (`halign = .end` keeps a button at the end). The focus moves through the
/// children as they are placed.
@MainActor
public final class WrapBox: Container {
    /// Creates an empty wrap box: `spacing` pixels between children in a line, and
    /// `lineSpacing` between lines.
    public convenience init(spacing: Int32, lineSpacing: Int32) {
        self.init(cgtk_wrap_box_new(spacing, lineSpacing))
    }

    /// Adds `child` after the others.
    public func append(_ child: Widget) { add(child) }
}
