import CoordinatorKit

/// Signs a user in (or creates their account); the result is the user name, or nil if the
/// user closed it (when it is shown as a modal).
@MainActor
public final class LoginCoordinator: Coordinator {
    private let accounts: AccountStore
    private var flow: Flow<String?>?

    /// A login flow through `accounts`.
    public init(accounts: AccountStore) { self.accounts = accounts }

    /// Shows the login form.
    public func start(in flow: Flow<String?>) async {
        self.flow = flow
        let viewModel = LoginViewModel(accounts: accounts)
        viewModel.onSignedIn = { [weak self] username in
            Task { await self?.flow?.finish(with: username) }
        }
        await flow.router.push(LoginScreen(viewModel: viewModel), animation: .crossfade)
    }
}
