import CoordinatorKit

/// Sign in or create an account.
@MainActor
public final class LoginScreen: Screen {
    /// The screen's view model.
    public let viewModel: LoginViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: LoginViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "login" }

    /// The header bar title.
    public var title: String { viewModel.mode == .signIn ? "Sign In" : "Create Account" }
}
