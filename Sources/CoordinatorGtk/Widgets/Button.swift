import CGtk

/// A `GtkButton`.
@MainActor
public final class Button: Container {
    /// The `GtkButton` view of the widget.
    public var button: UnsafeMutablePointer<GtkButton> { cgtk_button(widget) }

    /// How a button reads in GNOME's style (a style class).
    public enum Style: Sendable, Hashable {
        /// A plain button.
        case normal
        /// The recommended action (`suggested-action`, blue in Adwaita).
        case suggested
        /// A dangerous action such as deleting (`destructive-action`, red in Adwaita).
        case destructive
    }

    /// Creates a button with a text label (`_` marks a mnemonic when `mnemonic` is true).
    public convenience init(label: String, mnemonic: Bool = false) {
        self.init(mnemonic ? gtk_button_new_with_mnemonic(label) : gtk_button_new_with_label(label))
    }

    /// Creates an icon button, e.g. `"go-previous-symbolic"` for a back button.
    public convenience init(iconName: String, size: Image.Size = .button) {
        self.init(gtk_button_new_from_icon_name(iconName, size.gtkValue))
    }

    /// The text label, if the button has one.
    public var label: String? {
        get { borrowGString(gtk_button_get_label(button)) }
        set { gtk_button_set_label(button, newValue) }
    }

    /// Lets the button's text label wrap onto more lines, centred, between words, where the
    /// button is narrower than it: this label and those the button gets later (GTK makes a new
    /// one for a new text, and for a stack switcher's tab a new name). At large text sizes a
    /// long label (a link such as "I Already Have an Account", tabs' names in a narrow bar)
    /// otherwise held the window wider than the narrowest the HIG asks for. Calling it again
    /// changes nothing.
    public func wrapLabel() {
        let object = cgtk_object(widget)
        guard g_object_get_data(object, Self.wrapsLabelKey) == nil else { return }
        g_object_set_data(object, Self.wrapsLabelKey, UnsafeMutableRawPointer(bitPattern: 1))
        Self.wrapLabel(of: widget)
        Signals.connectPointer(widget, "add") { [widget] _ in Self.wrapLabel(of: widget) }
    }

    /// The GObject data key marking a button whose labels wrap (its wrappers may come and go).
    private static let wrapsLabelKey = "coordinator-wraps-label"

    private static func wrapLabel(of button: UnsafeMutablePointer<GtkWidget>) {
        guard let child = gtk_bin_get_child(cgtk_bin(button)), isInstance(child, of: gtk_label_get_type()) else { return }
        gtk_label_set_line_wrap(cgtk_label(child), 1)
        gtk_label_set_justify(cgtk_label(child), GTK_JUSTIFY_CENTER)
    }

    /// The style class: ``Style/suggested`` or ``Style/destructive`` or none.
    public var style: Style {
        get {
            if hasStyleClass("destructive-action") { return .destructive }
            if hasStyleClass("suggested-action") { return .suggested }
            return .normal
        }
        set {
            removeStyleClass("destructive-action")
            removeStyleClass("suggested-action")
            switch newValue {
            case .normal: break
            case .suggested: addStyleClass("suggested-action")
            case .destructive: addStyleClass("destructive-action")
            }
        }
    }

    /// The detailed action the button activates (e.g. `"win.go-back"`); the button is
    /// sensitive only while that action exists and is enabled.
    public var actionName: String? {
        get { borrowGString(gtk_actionable_get_action_name(cgtk_actionable(widget))) }
        set { gtk_actionable_set_action_name(cgtk_actionable(widget), newValue) }
    }

    /// Makes this the window's default button (activated by Enter in entries that
    /// activate the default).
    public func makeDefault() {
        gtk_widget_set_can_default(widget, 1)
        gtk_widget_grab_default(widget)
    }

    /// Whether this is its window's default widget.
    public var isDefault: Bool { Bool(gboolean: gtk_widget_has_default(widget)) }

    /// Emits `clicked`, as a user click would.
    public func click() { gtk_button_clicked(button) }

    /// Calls `handler` on `clicked`.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "clicked", handler)
    }
}
