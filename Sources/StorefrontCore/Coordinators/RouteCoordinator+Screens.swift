import CoordinatorKit

extension RouteCoordinator {
    /// Whether the flow's screens are on its stack in the host's navigation state. It turns
    /// false as soon as a navigation removes them (the user went back), while their page may
    /// still be sliding out and the flow has not ended yet.
    var showsScreens: Bool { !(flow?.router.screens.isEmpty ?? true) }
}
