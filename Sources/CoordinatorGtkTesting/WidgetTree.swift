import CGtk
import CoordinatorGtk

/// `widget` and every widget under it, depth first (internal children included).
@MainActor
public func descendants(of widget: Widget) -> [Widget] {
    Widget.tree(from: widget.widget).map(Widget.wrap)
}

/// The texts of every mapped label under `widget`, in tree order.
@MainActor
public func visibleLabelTexts(in widget: Widget) -> [String] {
    mappedLabels(in: widget).map { String(cString: gtk_label_get_text($0)) }
}

/// The mnemonic keys (Alt+key, lowercase) of the labels under `widget`, buttons' labels
/// included, in tree order: two equal keys on one page make Alt+key cycle instead of act.
@MainActor
public func mnemonicKeys(in widget: Widget) -> [UInt32] {
    descendants(of: widget).compactMap { child in
        guard isInstance(child.widget, of: gtk_label_get_type()) else { return nil }
        let key = gtk_label_get_mnemonic_keyval(cgtk_label(child.widget))
        return key == UInt32(GDK_KEY_VoidSymbol) ? nil : gdk_keyval_to_lower(key)
    }
}

/// The texts of the mapped labels under `widget` that are cut with an ellipsis.
@MainActor
public func ellipsizedLabels(in widget: Widget) -> [String] {
    mappedLabels(in: widget).compactMap { label in
        guard let layout = gtk_label_get_layout(label), pango_layout_is_ellipsized(layout) != 0 else { return nil }
        return String(cString: gtk_label_get_text(label))
    }
}

/// The texts of the mapped labels under `widget` that break a line inside a word (between
/// two letters or digits), as a narrow column does with a word longer than its width.
@MainActor
public func labelsBreakingWords(in widget: Widget) -> [String] {
    mappedLabels(in: widget).compactMap { label in
        guard let layout = gtk_label_get_layout(label) else { return nil }
        let text = Array(String(cString: gtk_label_get_text(label)).utf8)
        let breaksAWord = (1..<max(1, pango_layout_get_line_count(layout))).contains { index in
            guard let line = pango_layout_get_line_readonly(layout, index) else { return false }
            let start = Int(line.pointee.start_index)
            guard start > 0, start < text.count else { return false }
            let before = String(decoding: text[..<start], as: UTF8.self).last
            let after = String(decoding: text[start...], as: UTF8.self).first
            return before.map { $0.isLetter || $0.isNumber } == true && after.map { $0.isLetter || $0.isNumber } == true
        }
        return breaksAWord ? String(cString: gtk_label_get_text(label)) : nil
    }
}

@MainActor
private func mappedLabels(in widget: Widget) -> [UnsafeMutablePointer<GtkLabel>] {
    descendants(of: widget).compactMap { child in
        guard isInstance(child.widget, of: gtk_label_get_type()), child.isMapped else { return nil }
        return cgtk_label(child.widget)
    }
}
