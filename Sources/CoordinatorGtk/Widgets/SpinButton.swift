import CGtk

/// A `GtkSpinButton` for whole numbers: an entry with − and + buttons.
///
/// The mouse wheel over it scrolls the page it is on, never its value: a user scrolling a
/// long form or a cart would otherwise change a quantity without meaning to, unseen. The
/// keyboard (Up, Down, Page Up, Page Down) and the buttons change the value.
@MainActor
public final class SpinButton: Widget {
    /// The `GtkSpinButton` view of the widget.
    public var spinButton: UnsafeMutablePointer<GtkSpinButton> {
        UnsafeMutablePointer<GtkSpinButton>(OpaquePointer(widget))
    }

    /// Creates a spin button for whole numbers in `range`, stepping by `step`, showing `value`.
    public convenience init(range: ClosedRange<Int>, step: Int = 1, value: Int? = nil) {
        self.init(gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), Double(step)))
        gtk_spin_button_set_digits(spinButton, 0)
        gtk_spin_button_set_numeric(spinButton, 1)
        gtk_spin_button_set_update_policy(spinButton, GTK_UPDATE_IF_VALID)
        cgtk_widget_pass_scroll_on(widget)
        if let value { self.value = value }
    }

    /// The value.
    public var value: Int {
        get { Int(gtk_spin_button_get_value_as_int(spinButton)) }
        set { gtk_spin_button_set_value(spinButton, Double(newValue)) }
    }

    /// The accepted values.
    public var range: ClosedRange<Int> {
        get { Self.range(of: spinButton) }
        set { gtk_spin_button_set_range(spinButton, Double(newValue.lowerBound), Double(newValue.upperBound)) }
    }

    /// What is wrong with the value typed, or nil when nothing is, as ``Entry/errorMessage``
    /// says it: the `error` style, the `invalid-entry` state and the accessible description,
    /// which a screen reader says at once while the spin button has the focus (else with its
    /// name when the focus comes). Show the message on screen too. It takes the place of the
    /// accessible description; cleared, the spin button has none of its own (its tooltip
    /// describes it): give it its description again, if it had one.
    public var errorMessage: String? {
        didSet {
            guard errorMessage != oldValue else { return }
            showError(errorMessage, describedOtherwiseAs: nil)
        }
    }

    /// The width the entry part asks for, in characters.
    public var widthChars: Int32 {
        get { gtk_entry_get_width_chars(cgtk_entry(widget)) }
        set { gtk_entry_set_width_chars(cgtk_entry(widget), newValue) }
    }

    /// Steps the value up (positive) or down (negative) by `count` steps, as the buttons do.
    public func step(by count: Int) {
        gtk_spin_button_spin(spinButton, count >= 0 ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD,
                             Double(count.magnitude) * stepIncrement)
    }

    private static func range(of spinButton: UnsafeMutablePointer<GtkSpinButton>) -> ClosedRange<Int> {
        var minimum = 0.0, maximum = 0.0
        gtk_spin_button_get_range(spinButton, &minimum, &maximum)
        return Int(minimum)...Int(max(minimum, maximum))
    }

    private var stepIncrement: Double {
        var step = 0.0, page = 0.0
        gtk_spin_button_get_increments(spinButton, &step, &page)
        return step
    }

    /// Calls `handler` with the whole number the user typed when it lies outside ``range``
    /// (0 for a field left empty or holding a lone sign), as the entry's text is taken
    /// (Enter, leaving the field, ``update()``). The spin button then keeps its value (or the one `handler` set):
    /// without this, the typed number would just vanish, and the handler is the place to
    /// tell the user why. (GTK then emits `value-changed` all the same, with the value kept.)
    @discardableResult
    public func onValueOutOfRange(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        // `input`: `gint (*)(GtkSpinButton *, gdouble *new_value, gpointer user_data)`; returning
        // FALSE leaves the conversion of the text to GTK.
        typealias Handler = @MainActor (UnsafeMutablePointer<GtkSpinButton>) -> Void
        let thunk: @convention(c) (UnsafeMutablePointer<GtkSpinButton>?, UnsafeMutablePointer<gdouble>?, gpointer?)
            -> gint = { spinButton, _, data in
                let box = SignalBox<Handler>.from(data)
                if let spinButton { MainActor.assumeIsolated { box.handler(spinButton) } }
                return 0
            }
        let check: Handler = { spinButton in
            let text = String(cString: gtk_entry_get_text(cgtk_entry(spinButton)))
            guard let typed = Self.wholeNumber(text.filter { !$0.isWhitespace }),
                  !Self.range(of: spinButton).contains(typed) else { return }
            handler(typed)
        }
        return Signals.connectRaw(widget, "input", unsafeBitCast(thunk, to: GCallback.self),
                                  SignalBox<Handler>.retainedPointer(check))
    }

    /// The whole number `text` spells; `Int.max` (`Int.min`) for one too long to hold, which
    /// lies beyond any range all the same (23 nines were dropped without a word). An empty
    /// field is 0, as GTK reads it, and so is a lone sign, which GTK cannot read and puts the
    /// value back for: the user emptied the field of its number, and is told why it came
    /// back when 0 is not in the range. (In a range holding 0, GTK takes an empty field as 0
    /// and puts the value back for a lone sign without a word.)
    private static func wholeNumber(_ text: String) -> Int? {
        if let number = Int(text) { return number }
        let negative = text.hasPrefix("-")
        let digits = negative || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        if digits.isEmpty { return 0 }
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return negative ? .min : .max
    }

    /// The text in the entry part, as typed (not yet taken as the value).
    public var text: String {
        get { String(cString: gtk_entry_get_text(cgtk_entry(widget))) }
        set { gtk_entry_set_text(cgtk_entry(widget), newValue) }
    }

    /// Takes the entry's text as the value, as Enter or leaving the field does.
    public func update() { gtk_spin_button_update(spinButton) }

    /// Calls `handler` when the value changes (`value-changed`), by the user or in code.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "value-changed", handler)
    }
}
