import CGtk

/// A form's rows, each a label with its field and, under the field, an optional note (its
/// problem, a hint): the labels in a column beside the fields while every field has the room
/// it needs there, each label above its field when not, as narrow GNOME forms do (GTK 3 has
/// no such layout).
///
/// Use it rather than a grid of labels and fields: a grid's minimum width is a label's and a
/// field's side by side, which held a window wider than 360 px at twice the text size, or
/// left its fields a few letters wide. The choice is one for the whole form, so its fields
/// line up either way; beside the fields, the labels end at the fields (right-aligned), above
/// them they start where the fields start. The focus moves through the fields as they are
/// placed, top to bottom. Baselines, the border width and CSS padding are not supported.
@MainActor
public final class FormBox: Container {
    /// Creates an empty form: `rowSpacing` pixels between rows and `columnSpacing` between a
    /// label and its field beside it; a label goes above its field when, beside it, the field
    /// would be narrower than `fieldWidthChars` average characters of the form's font (or
    /// than a field's or note's minimum width, if more).
    public convenience init(rowSpacing: Int32 = 12, columnSpacing: Int32 = 12,
                            fieldWidthChars: Int32 = FormBox.defaultFieldWidthChars) {
        self.init(cgtk_form_box_new(rowSpacing, columnSpacing, fieldWidthChars))
    }

    /// The least width, in characters, a field needs beside its label unless told otherwise.
    public static let defaultFieldWidthChars: Int32 = 16

    /// Adds a row under the others: `label` (its mnemonic widget, if any, is set by the
    /// caller) with `field` and, under the field, `note`. A hidden part takes no room, nor the
    /// gap before it, and a row with every part hidden none at all. A child added plainly
    /// (``Container/add(_:)``) is a row of its own, a field with no label.
    public func addRow(_ label: Widget?, field: Widget, note: Widget? = nil) {
        cgtk_form_box_add_row(widget, label?.widget, field.widget, note?.widget)
    }

    /// The shown parts (label, field, note) of the form row holding `widget` (a field, or a
    /// widget inside one), in a ``FormBox``; none when it is in none.
    static func rowParts(around widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var node = widget
        while let parent = gtk_widget_get_parent(node) {
            if isInstance(parent, of: cgtk_form_box_get_type()) {
                return takeWidgetList(cgtk_form_box_row_parts(parent, node))
            }
            node = parent
        }
        return []
    }

    /// Whether the last layout put the labels above their fields (the form was too narrow
    /// for them beside).
    public var placesLabelsAbove: Bool { Bool(gboolean: cgtk_form_box_get_labels_above(widget)) }
}
