import CGtk

/// A `GtkSpinButton` for whole numbers: an entry with − and + buttons.
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
        if let value { self.value = value }
    }

    /// The value.
    public var value: Int {
        get { Int(gtk_spin_button_get_value_as_int(spinButton)) }
        set { gtk_spin_button_set_value(spinButton, Double(newValue)) }
    }

    /// The accepted values.
    public var range: ClosedRange<Int> {
        get {
            var minimum = 0.0, maximum = 0.0
            gtk_spin_button_get_range(spinButton, &minimum, &maximum)
            return Int(minimum)...Int(max(minimum, maximum))
        }
        set { gtk_spin_button_set_range(spinButton, Double(newValue.lowerBound), Double(newValue.upperBound)) }
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

    private var stepIncrement: Double {
        var step = 0.0, page = 0.0
        gtk_spin_button_get_increments(spinButton, &step, &page)
        return step
    }

    /// Calls `handler` when the value changes (`value-changed`), by the user or in code.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "value-changed", handler)
    }
}
