/// How a child coordinator's flow is shown from its parent's.
public enum ChildPresentation: Sendable, Hashable {
    /// Pushed onto the parent's navigation stack; back from its first screen ends it.
    ///
    /// A modal parent that has shown nothing yet (one that only starts children) has no stack
    /// to push onto: the child's first screen opens the parent's modal, which belongs to both.
    case push
    /// In a modal with its own navigation stack; closing the modal ends it.
    case modal
}
