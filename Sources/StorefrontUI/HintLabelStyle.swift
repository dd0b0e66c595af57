import CoordinatorGtk

extension Label {
    /// Styles a hint under a form: red (`error`) while it says what is wrong, dim otherwise.
    func styleHint(asError isError: Bool) {
        let (on, off) = isError ? ("error", "dim-label") : ("dim-label", "error")
        removeStyleClass(off)
        addStyleClass(on)
    }
}
