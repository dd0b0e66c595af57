/// Whether the current task runs a step on the way through the routes a coordinator follows
/// one by one (``RouteCoordinator/follow(_:by:)``), not its last: the step's transitions then
/// show at once. Task-local, so a navigation another task makes meanwhile (the user's, in
/// another tab) keeps its animation, and a follow cancelled leaves nothing behind. A task a
/// step creates inherits it, as any task-local value: its navigations made while a step of
/// any follow is under way show at once too.
enum RoutesOnTheWay {
    @TaskLocal static var isOnTheWay = false
}
