/// How a child coordinator's flow is shown from its parent's.
public enum ChildPresentation: Sendable, Hashable {
    /// Pushed onto the parent's navigation stack; back from its first screen ends it.
    case push
    /// In a modal with its own navigation stack; closing the modal ends it.
    case modal
}
