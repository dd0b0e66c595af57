import CGtk

extension Widget {
    /// Says that the widget's text is wrong, and why (`message`), or (nil) that nothing is:
    /// the widget takes the `error` style, its accessible the `invalid-entry` state (a screen
    /// reader says "invalid entry"), and the message is its accessible description, else
    /// `description`.
    func showError(_ message: String?, describedOtherwiseAs description: String?) {
        if message != nil { addStyleClass("error") } else { removeStyleClass("error") }
        AccessibleStates.install()
        cgtk_widget_set_invalid(widget, (message != nil).gboolean)
        accessibleDescription = message ?? description
    }
}
