/// Executes the host's decisions on a real or recorded screen; it holds no flow logic.
///
/// The GTK layer implements it with `GtkStack`s and dialogs; `CoordinatorKitTesting`'s
/// `RecordingNavigator` with arrays and a transcript. Each method returns once what it shows
/// has finished moving. User gestures travel the other way: the navigator reports them to
/// the host (``NavigationHost/goBack(_:in:)``, ``NavigationHost/dismissModal(_:by:)``), which
/// consults guards and calls back into the navigator.
@MainActor
public protocol Navigator: AnyObject {
    /// Called once by the host that will drive this navigator.
    func attach(to host: NavigationHost)

    /// Shows `change.entries` as the stack's pages, the last one visible, animating the change.
    func update(_ change: StackChange) async

    /// Opens a modal over `parent`'s window with its own stack showing `entries`.
    func present(_ stack: StackID, entries: [ScreenEntry], over parent: StackID, animation: TransitionAnimation) async

    /// Closes the modal showing `stack`; `removed` are its screens, top first.
    func dismiss(_ stack: StackID, removed: [ScreenEntry], animation: TransitionAnimation) async

    /// Puts `entry`'s screen into the slot named `slot` of `host`'s screen, replacing `replaced`.
    func embed(_ entry: ScreenEntry, inSlot slot: String, of host: ScreenEntry, replacing replaced: ScreenEntry?) async

    /// Shows `alert` over `stack` and returns the action the user picked.
    func showAlert(_ alert: Alert, over stack: StackID) async -> AlertAction

    /// Shows the root stack `stack` (a tab).
    func selectRoot(_ stack: StackID) async

    /// Replaces the window's content with the new, empty root stacks `stacks` (tabs when
    /// there are several); `removed` are the screens that were on the old ones, top first.
    func replaceRoots(_ stacks: [StackID], removed: [ScreenEntry], animation: TransitionAnimation) async
}
