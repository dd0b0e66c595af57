import CoordinatorKit
import Logging

/// Maps each screen type to the builder of its GTK view.
///
/// ```swift
/// let registry = ViewRegistry()
/// registry.register(ProductScreen.self) { screen in ProductView(viewModel: screen.viewModel) }
/// ```
/// A screen with no registered view gets an error page naming its type (and an error log
/// line) instead of a crash.
@MainActor
public final class ViewRegistry {
    private var builders: [ObjectIdentifier: (any Screen) -> ScreenView] = [:]
    private let logger: Logger

    /// Creates an empty registry that reports missing views through `logger`.
    public init(logger: Logger = Logger(label: "CoordinatorGtk")) {
        self.logger = logger
    }

    /// Registers the view builder for screens of type `type`.
    public func register<S: Screen>(_ type: S.Type, _ build: @escaping @MainActor (S) -> ScreenView) {
        builders[ObjectIdentifier(type)] = { screen in build(screen as! S) }
    }

    /// Whether screens of type `type` have a view.
    public func hasView<S: Screen>(for type: S.Type) -> Bool { builders[ObjectIdentifier(type)] != nil }

    /// The view for `screen`, or an error page naming its type.
    public func makeView(for screen: any Screen) -> ScreenView {
        if let build = builders[ObjectIdentifier(type(of: screen))] { return build(screen) }
        let typeName = String(describing: type(of: screen))
        logger.error("No view is registered for screen type \(typeName) (screen “\(screen.id)”).")
        return ErrorPageView(
            title: "This page cannot be shown",
            message: "No view is registered for the screen type “\(typeName)”.")
    }
}
