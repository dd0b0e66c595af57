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
    /// line, so a long link or path never makes the dialog wider than its usual width; both
    /// wrap at ``lineLength`` characters, or sooner to keep the dialog within
    /// ``maximumWidth`` when the text is larger than usual.
    public convenience init(parent: Window?, kind: Kind = .other, text: String, secondaryText: String? = nil) {
        let flags = parent == nil
            ? GtkDialogFlags(rawValue: 0)
            : GtkDialogFlags(rawValue: GTK_DIALOG_MODAL.rawValue | GTK_DIALOG_DESTROY_WITH_PARENT.rawValue)
        self.init(cgtk_message_dialog_new(parent?.window, flags, kind.gtkValue, GTK_BUTTONS_NONE, text))
        if let secondaryText { self.secondaryText = secondaryText } else { fitMaximumWidth() }
        if let parent { joinApplication(of: parent) }
        // Styles are worked out anew as it is shown after the text size changed, and as it changes.
        Signals.connect(widget, "style-updated") { [weak self] in self?.fitMaximumWidth() }
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
        fitMaximumWidth()
        return button
    }

    /// Keeps the dialog within ``maximumWidth``, its buttons stacked first if they must be.
    /// Measured as GTK would lay it out anew, without the frame and shadow a dialog may draw
    /// around itself (as GNOME has message dialogs do); nothing changes when the result is
    /// the same (as the window's style changes with its focus).
    private func fitMaximumWidth() {
        guard let content = gtk_bin_get_child(cgtk_bin(widget)) else { return }
        let buttons = cgtk_dialog_button_box(dialog)
        gtk_orientable_set_orientation(cgtk_orientable(buttons), GTK_ORIENTATION_HORIZONTAL)
        cgtk_message_dialog_wrap_long_words(messageDialog, Self.lineLength)
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_get_preferred_width(content, &minimum, &natural)
        // Side by side, the buttons hold the dialog wider than its texts wrapped as narrow as asked.
        let stacked = minimum > Self.maximumWidth
        if stacked != areButtonsStacked {
            areButtonsStacked = stacked
            for button in takeWidgetList(gtk_container_get_children(cgtk_container(buttons))) {
                gtk_box_reorder_child(cgtk_box(buttons), button, 0)
            }
        }
        if stacked {
            ThemeDependentStyle.applyOnce(Self.stackedButtonsCSS)
            gtk_orientable_set_orientation(cgtk_orientable(buttons), GTK_ORIENTATION_VERTICAL)
            gtk_widget_get_preferred_width(content, nil, &natural)
        }
        var length = Self.lineLength
        while natural > Self.maximumWidth, length > 1 {
            length -= 1
            cgtk_message_dialog_wrap_long_words(messageDialog, length)
            gtk_widget_get_preferred_width(content, nil, &natural)
        }
        // A window on screen does not shrink on its own.
        if gtk_widget_get_realized(widget) != 0, natural < size.width {
            var height: gint = 0
            gtk_widget_get_preferred_height_for_width(content, natural, nil, &height)
            gtk_window_resize(window, natural, height)
        }
    }

    /// Whether the buttons are one above the other, in reverse order.
    private var areButtonsStacked = false

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
