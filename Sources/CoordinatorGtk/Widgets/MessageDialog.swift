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
    /// wrap at ``lineLength`` characters, so that it fits a window as narrow as the HIG's.
    public convenience init(parent: Window?, kind: Kind = .other, text: String, secondaryText: String? = nil) {
        let flags = parent == nil
            ? GtkDialogFlags(rawValue: 0)
            : GtkDialogFlags(rawValue: GTK_DIALOG_MODAL.rawValue | GTK_DIALOG_DESTROY_WITH_PARENT.rawValue)
        self.init(cgtk_message_dialog_new(parent?.window, flags, kind.gtkValue, GTK_BUTTONS_NONE, text))
        cgtk_message_dialog_wrap_long_words(messageDialog, Self.lineLength)
        if let secondaryText { self.secondaryText = secondaryText }
        if let parent { joinApplication(of: parent) }
    }

    /// The longest line of its texts, in characters: the dialog about 340 px wide at the usual
    /// text size, within the 360 px the HIG asks an app to work in (libadwaita's message
    /// dialogs are 300 to 372 px wide).
    public static let lineLength: Int32 = 36

    /// The primary (bold) text.
    public var text: String {
        get { takeGString(cgtk_object_dup_string(widget, "text")) ?? "" }
        set { cgtk_object_set_string(widget, "text", newValue) }
    }

    /// The secondary text under the primary text (`nil` hides it).
    public var secondaryText: String? {
        get { takeGString(cgtk_object_dup_string(widget, "secondary-text")) }
        set { cgtk_message_dialog_set_secondary_text(messageDialog, newValue) }
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
