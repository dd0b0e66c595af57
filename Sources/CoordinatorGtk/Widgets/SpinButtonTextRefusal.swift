import CGtk

/// Text a spin button for whole numbers refuses, said rather than dropped.
extension SpinButton {
    /// Calls `handler` with text the user types or pastes (or code inserts) that a spin
    /// button for whole numbers refuses, and where it was typed: it takes digits and a sign
    /// only, and GTK drops a letter or "2 items" without a sound. The handler is the place to
    /// say why the keys did nothing. A spin button with decimals, or not numeric, reports nothing.
    ///
    /// Digits of other scripts (Arabic-Indic "٣", Devanagari "३"…), which GTK cannot read and
    /// dropped without a word, go in as the same digits in ASCII ("3").
    ///
    /// The text stays as it was, selection included: a refused key is stopped before GTK
    /// sees it, and the number a refused paste replaced (GTK deletes the selection first)
    /// comes back, selected again. The returned connection is the `insert-text` one; the
    /// others stay with the widget.
    @discardableResult
    public func onTextRefused(_ handler: @escaping @MainActor (RefusedText) -> Void) -> SignalConnection {
        _ = onKeyPress { [spinButton] keyval, state in
            let modifiers = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
            guard Self.takesWholeNumbers(spinButton), state & modifiers == 0,
                  let typed = Unicode.Scalar(gdk_keyval_to_unicode(keyval)), typed.value >= 0x20, typed.value != 0x7F,
                  !Self.accepts(String(typed)), Self.asciiDigits(String(typed)) == nil else { return false }
            var start: gint = 0, end: gint = 0
            gtk_editable_get_selection_bounds(OpaquePointer(spinButton), &start, &end)  // the cursor's, if none
            handler(Self.refused(String(typed), replacing: start..<end, in: spinButton))
            return true
        }
        let replaced = ReplacedText()
        rememberDeletions(in: replaced)
        // `insert-text`: `void (*)(GtkEditable *, gchar *text, gint length, gint *position, gpointer)`,
        // connected before the spin button's own handler, which refuses the text.
        typealias Insertion = @MainActor (UnsafeMutablePointer<GtkSpinButton>, String, UnsafeMutablePointer<gint>)
            -> Void
        let thunk: @convention(c) (UnsafeMutablePointer<GtkSpinButton>?, UnsafePointer<gchar>?, gint,
                                   UnsafeMutablePointer<gint>?, gpointer?) -> Void = {
            spinButton, text, length, position, data in
            guard let spinButton, let text, let position, length != 0 else { return }
            let inserted = length < 0 ? String(cString: text)
                : String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length)), as: UTF8.self)
            let box = SignalBox<Insertion>.from(data)
            MainActor.assumeIsolated { box.handler(spinButton, inserted, position) }
        }
        let check: Insertion = { spinButton, inserted, position in
            guard Self.takesWholeNumbers(spinButton), !Self.accepts(inserted) else { return }
            if let digits = Self.asciiDigits(inserted) {
                // Instead of the text GTK would drop: this insertion stops, one of ASCII digits runs.
                g_signal_stop_emission_by_name(spinButton, "insert-text")
                gtk_editable_insert_text(OpaquePointer(spinButton), digits, -1, position)
                return
            }
            let start = position.pointee
            if let deleted = replaced.text, !deleted.isEmpty, replaced.start == start {
                replaced.text = nil
                Self.restore(deleted, at: position, in: spinButton)
            }
            handler(Self.refused(inserted, replacing: start..<position.pointee, in: spinButton))
        }
        return Signals.connectRaw(widget, "insert-text", unsafeBitCast(thunk, to: GCallback.self),
                                  SignalBox<Insertion>.retainedPointer(check))
    }

    /// Keeps in `replaced` what the change under way deleted, until the change is over. GTK's
    /// paste deletes the selection and inserts the clipboard's text as one change, so the
    /// deleted text is still there when the insertion is refused. (A key is one change with
    /// a "changed" after its deletion, and refused keys are stopped before that anyway.)
    private func rememberDeletions(in replaced: ReplacedText) {
        // `delete-text`: `void (*)(GtkEditable *, gint start, gint end, gpointer)`, before the deletion.
        typealias Deletion = @MainActor (UnsafeMutablePointer<GtkSpinButton>, gint, gint) -> Void
        let thunk: @convention(c) (UnsafeMutablePointer<GtkSpinButton>?, gint, gint, gpointer?) -> Void = {
            spinButton, start, end, data in
            guard let spinButton else { return }
            let box = SignalBox<Deletion>.from(data)
            MainActor.assumeIsolated { box.handler(spinButton, start, end) }
        }
        let remember: Deletion = { spinButton, start, end in
            let characters = gtk_editable_get_chars(OpaquePointer(spinButton), start, end)
            defer { g_free(characters) }
            replaced.text = characters.map { String(cString: $0) }
            replaced.start = start
        }
        _ = Signals.connectRaw(widget, "delete-text", unsafeBitCast(thunk, to: GCallback.self),
                               SignalBox<Deletion>.retainedPointer(remember))
        Signals.connect(widget, "changed") { replaced.text = nil }
    }

    /// Puts `text` back at `position` (a refused insertion's, which GTK moves the cursor to
    /// next), then selects it again once GTK has moved the cursor.
    private static func restore(_ text: String, at position: UnsafeMutablePointer<gint>,
                                in spinButton: UnsafeMutablePointer<GtkSpinButton>) {
        let start = position.pointee
        gtk_editable_insert_text(OpaquePointer(spinButton), text, -1, position)  // digits: taken
        let end = position.pointee
        g_object_ref(spinButton)
        MainLoopCallbacks.whenIdle {
            defer { g_object_unref(spinButton) }
            guard gtk_widget_get_parent(cgtk_widget(spinButton)) != nil else { return }  // destroyed meanwhile
            gtk_editable_select_region(OpaquePointer(spinButton), start, end)
        }
    }

    /// `text`, refused where it would have replaced the characters at `range` of `spinButton`'s text.
    private static func refused(_ text: String, replacing range: Range<gint>,
                                in spinButton: UnsafeMutablePointer<GtkSpinButton>) -> RefusedText {
        let characters = Array(String(cString: gtk_entry_get_text(cgtk_entry(spinButton))))
        let start = min(Int(range.lowerBound), characters.count), end = min(Int(range.upperBound), characters.count)
        return RefusedText(text, textBefore: String(characters[..<start]), textAfter: String(characters[end...]))
    }

    /// Whether `spinButton` is numeric with no decimals: the kind ``onTextRefused(_:)`` reports for.
    private static func takesWholeNumbers(_ spinButton: UnsafeMutablePointer<GtkSpinButton>) -> Bool {
        gtk_spin_button_get_numeric(spinButton) != 0 && gtk_spin_button_get_digits(spinButton) == 0
    }

    /// Whether a spin button for whole numbers lets `text` in: digits and signs only.
    private static func accepts(_ text: String) -> Bool { text.allSatisfy { "0123456789+-".contains($0) } }

    /// `text` with ASCII digits for the decimal digits of other scripts it has, signs kept; nil
    /// when it has anything else, or no such digit.
    private static func asciiDigits(_ text: String) -> String? {
        var converted = ""
        for character in text {
            if "+-".contains(character) {
                converted.append(character)
                continue
            }
            guard character.unicodeScalars.count == 1, character.unicodeScalars.first?.properties.numericType == .decimal,
                  let digit = character.wholeNumberValue else { return nil }
            converted += String(digit)
        }
        return converted == text ? nil : converted
    }
}

/// What the change under way in a spin button deleted, and where.
@MainActor
private final class ReplacedText {
    var text: String?
    var start: gint = 0
}
