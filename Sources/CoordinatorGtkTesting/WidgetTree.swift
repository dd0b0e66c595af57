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

@MainActor
private func mappedLabels(in widget: Widget) -> [UnsafeMutablePointer<GtkLabel>] {
    descendants(of: widget).compactMap { child in
        guard isInstance(child.widget, of: gtk_label_get_type()), child.isMapped else { return nil }
        return cgtk_label(child.widget)
    }
}
