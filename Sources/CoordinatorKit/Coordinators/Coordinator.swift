/// Owns the flow between a few screens: shows them, reacts to their view models' events,
/// starts child coordinators and hands a typed result back to its parent.
///
/// Conform any class to it (for example one that shows Login or Home depending on a
/// session), or subclass ``RouteCoordinator`` or use ``BasicCoordinator`` for route enums.
///
/// ```swift
/// final class SessionCoordinator: Coordinator {
///     private var flow: Flow<FlowCompletion>?
///     func start(in flow: Flow<FlowCompletion>) async {
///         self.flow = flow
///         await flow.router.push(session.isSignedIn ? HomeScreen() : LoginScreen())
///     }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
    /// What the flow hands back to its parent; it must be able to say the user dismissed it.
    associatedtype Result: FlowResult = FlowCompletion

    /// Shows the flow's first screen through `flow.router`. Keep `flow`: it is how the
    /// coordinator navigates, starts children and finishes.
    func start(in flow: Flow<Result>) async
}
