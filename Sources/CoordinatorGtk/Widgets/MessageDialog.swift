import CGtk

/// A `GtkMessageDialog`: a short question or message with buttons.
@MainActor
public final class MessageDialog: Dialog {
    /// The `GtkMessageDialog` view of the widget.
    public var messageDialog: UnsafeMutablePointer<GtkMessageDialog> { cgtk_message_dialog(widget) }

    /// The message's kind (`GtkMessageType`).
    public enum Kind: Sendable, Hashable {
        /// Information.
        case info
        /// A warning (e.g. before deleting).
        case warning
        /// A question.
        case question
        /// An error.
        case error
        /// None of the above.
        case other

        /// The GTK value.
        public var gtkValue: GtkMessageType {
            switch self {
            case .info: GTK_MESSAGE_INFO
            case .warning: GTK_MESSAGE_WARNING
            case .question: GTK_MESSAGE_QUESTION
            case .error: GTK_MESSAGE_ERROR
            case .other: GTK_MESSAGE_OTHER
            }
        }
    }

    /// Creates a message dialog with no buttons (add them with
    /// ``Dialog/addButton(_:response:style:)``). With a parent it is transient for it,
    /// modal, destroyed with it and part of its application. `text` is shown literally (no
    /// markup, no `%` formats) and, like `secondaryText`, wraps also inside a word longer than a
    /// line, so a long link or path never makes the dialog wider than its usual width, while a
    /// word with a hyphen inside it no longer than a line (an order number, a date) stays on
    /// one; both wrap at ``lineLength`` characters, or sooner to keep the dialog within
    /// ``maximumWidth`` when the text is larger than usual.
    public convenience init(parent: Window?, kind: Kind = .other, text: String, secondaryText: String? = nil) {
        let flags = parent == nil
            ? GtkDialogFlags(rawValue: 0)
            : GtkDialogFlags(rawValue: GTK_DIALOG_MODAL.rawValue | GTK_DIALOG_DESTROY_WITH_PARENT.rawValue)
        self.init(cgtk_message_dialog_new(parent?.window, flags, kind.gtkValue, GTK_BUTTONS_NONE, text))
        if let secondaryText { self.secondaryText = secondaryText } else { fitMaximumWidth() }
        if let parent { joinApplication(of: parent) }
        // Laid out again at another text size (GNOME's Large Text turned on while it is open).
        Signals.connectPointer(widget, "size-allocate") { [weak self] _ in self?.refitIfItsSizeChanged() }
        Signals.connect(widget, "realize") { [weak self] in self?.focusAsSideBySide() }
    }

    /// Stacked, the buttons' first in the focus order is the last added (a destructive
    /// "Discard" beside a "Keep Writing" added first), where GTK puts the focus as the dialog
    /// opens: the focus goes where it would side by side, to the default button, else the
    /// first added. Realized as it is first shown, before GTK chooses.
    private func focusAsSideBySide() {
        guard areButtonsStacked, gtk_window_get_focus(window) == nil,
              let button = gtk_window_get_default_widget(window) ?? buttonsAdded.first else { return }
        gtk_window_set_focus(window, button)
    }

    /// The longest line of its texts, in characters: the dialog about 340 px wide at the usual
    /// text size (libadwaita's message dialogs are 300 to 372 px wide).
    public static let lineLength: Int32 = 36

    /// The widest a message dialog gets: the 360 px the HIG asks an app to work in, at any
    /// text size. Where larger text would make it wider, its texts wrap sooner than at
    /// ``lineLength`` characters and, where its buttons side by side would not fit, they are
    /// one above the other in reverse order, as libadwaita's message dialogs do: the last,
    /// the default in GNOME's order, on top.
    public static let maximumWidth: Int32 = 360

    /// Adds a button as ``Dialog/addButton(_:response:style:)`` does, the dialog kept within
    /// ``maximumWidth``.
    @discardableResult
    public override func addButton(_ label: String, response: Response, style: Button.Style = .normal) -> Button {
        let button = super.addButton(label, response: response, style: style)
        buttonsAdded.append(button.widget)
        fitMaximumWidth()
        return button
    }

    /// The buttons, in the order they were added.
    private var buttonsAdded: [UnsafeMutablePointer<GtkWidget>] = []
    /// Whether the buttons are one above the other, in reverse order.
    private var areButtonsStacked: Bool {
        cgtk_dialog_button_box(dialog).map {
            gtk_orientable_get_orientation(cgtk_orientable($0)) == GTK_ORIENTATION_VERTICAL
        } ?? false
    }
    /// The widths its content asked for as it was last fitted; nil before the first fit.
    private var fittedWidths: (minimum: gint, natural: gint)?

    /// Fits the dialog again when its content asks for other widths than it did when fitted:
    /// the text size changed (not at each change of its style, which its focus changes). GTK
    /// updates the texts' and buttons' styles over a few frames, so this follows the sizes
    /// rather than the style's change, and fits once GTK has finished laying it out.
    private func refitIfItsSizeChanged() {
        guard let fittedWidths, contentWidths().map({ $0 != fittedWidths }) == true else { return }
        self.fittedWidths = nil  // once
        MainLoopCallbacks.whenIdle { [weak self] in self?.fitMaximumWidth() }
    }

    /// The minimum and natural widths of the dialog inside its frame and shadow.
    private func contentWidths() -> (minimum: gint, natural: gint)? {
        gtk_bin_get_child(cgtk_bin(widget)).map { Widget.wrap($0).preferredWidths }
    }

    /// Keeps the dialog within ``maximumWidth``, its buttons stacked first if they must be.
    /// Measured as GTK would lay it out anew, without the frame and shadow a dialog may draw
    /// around itself (as GNOME has message dialogs do).
    private func fitMaximumWidth() {
        guard let content = gtk_bin_get_child(cgtk_bin(widget)), let box = cgtk_dialog_button_box(dialog) else { return }
        let widths = { [unowned self] in contentWidths() ?? (0, 0) }
        gtk_orientable_set_orientation(cgtk_orientable(box), GTK_ORIENTATION_HORIZONTAL)
        cgtk_message_dialog_wrap_long_words(messageDialog, Self.lineLength)
        // Side by side, the buttons hold the dialog wider than its texts wrapped as narrow as asked.
        let stacked = widths().minimum > Self.maximumWidth
        if stacked { gtk_orientable_set_orientation(cgtk_orientable(box), GTK_ORIENTATION_VERTICAL) }
        arrangeButtons(stacked: stacked, in: box)
        // The longest line length that fits (the width grows with it).
        var fitting = (low: Int32(1), high: Self.lineLength)
        while fitting.low < fitting.high {
            let length = (fitting.low + fitting.high + 1) / 2
            cgtk_message_dialog_wrap_long_words(messageDialog, length)
            if widths().natural > Self.maximumWidth { fitting.high = length - 1 } else { fitting.low = length }
        }
        cgtk_message_dialog_wrap_long_words(messageDialog, fitting.low)
        let fitted = widths()
        fittedWidths = fitted
        // A window on screen does not shrink on its own.
        if gtk_widget_get_realized(widget) != 0, fitted.natural < size.width {
            var height: gint = 0
            gtk_widget_get_preferred_height_for_width(content, fitted.natural, nil, &height)
            gtk_window_resize(window, fitted.natural, height)
        }
    }

    /// Puts the buttons in the order they were added, or, stacked, the reverse of it: the last
    /// (GNOME's default) on top.
    private func arrangeButtons(stacked: Bool, in box: UnsafeMutablePointer<GtkWidget>) {
        if stacked { ThemeDependentStyle.applyOnce(Self.stackedButtonsCSS) }
        let reversed = buttonsAdded.count > 1
            && takeWidgetList(gtk_container_get_children(cgtk_container(box))).first == buttonsAdded.last
        guard stacked || reversed else { return }  // side by side, in the order added
        for (index, button) in buttonsAdded.enumerated() {
            gtk_box_reorder_child(cgtk_box(box), button, Int32(stacked ? buttonsAdded.count - 1 - index : index))
        }
    }

    /// Adwaita draws a message dialog's buttons side by side, a line between each and the
    /// texts, the outer ones rounded at the dialog's lower corners; stacked, the lines are
    /// between each and the one above, the lowest rounded at both.
    private static let stackedButtonsCSS = """
        messagedialog.csd .dialog-action-area.vertical button { border-left-style: none; border-radius: 0; \
        -gtk-outline-radius: 0; }
        messagedialog.csd .dialog-action-area.vertical button:last-child { border-bottom-left-radius: 7px; \
        border-bottom-right-radius: 7px; -gtk-outline-bottom-left-radius: 7px; -gtk-outline-bottom-right-radius: 7px; }
        """

    /// The primary (bold) text.
    public var text: String {
        get { takeGString(cgtk_object_dup_string(widget, "text")) ?? "" }
        set {
            cgtk_object_set_string(widget, "text", newValue)
            fitMaximumWidth()
        }
    }

    /// The secondary text under the primary text (`nil` hides it).
    public var secondaryText: String? {
        get { takeGString(cgtk_object_dup_string(widget, "secondary-text")) }
        set {
            cgtk_message_dialog_set_secondary_text(messageDialog, newValue)
            fitMaximumWidth()
        }
    }

    /// The message's kind (the `message-type` property).
    public var kind: Kind {
        get {
            let value = UInt32(bitPattern: cgtk_object_get_enum(widget, "message-type"))
            return [Kind.info, .warning, .question, .error].first { $0.gtkValue.rawValue == value } ?? .other
        }
        set { cgtk_object_set_enum(widget, "message-type", Int32(bitPattern: newValue.gtkValue.rawValue)) }
    }
}
