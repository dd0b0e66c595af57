import CGtk

extension Widget {
    /// How a widget is placed in the space its parent gives it (`GtkAlign`).
    public enum Align: Sendable, Hashable {
        /// Takes all the space.
        case fill
        /// At the start (left in LTR, top).
        case start
        /// At the end.
        case end
        /// Centered at its natural size.
        case center
        /// On the text baseline (vertical only).
        case baseline

        /// The GTK value.
        public var gtkValue: GtkAlign {
            switch self {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .end: GTK_ALIGN_END
            case .center: GTK_ALIGN_CENTER
            case .baseline: GTK_ALIGN_BASELINE
            }
        }

        init(_ value: GtkAlign) {
            switch value {
            case GTK_ALIGN_START: self = .start
            case GTK_ALIGN_END: self = .end
            case GTK_ALIGN_CENTER: self = .center
            case GTK_ALIGN_BASELINE: self = .baseline
            default: self = .fill
            }
        }
    }

    /// The horizontal placement (`gtk_widget_set_halign`).
    public var halign: Align {
        get { Align(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtkValue) }
    }

    /// The vertical placement (`gtk_widget_set_valign`).
    public var valign: Align {
        get { Align(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtkValue) }
    }

    /// Calls `handler` each time the widget is mapped (shown on screen), `map` signal.
    @discardableResult
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(widget, "map", handler)
    }
}
