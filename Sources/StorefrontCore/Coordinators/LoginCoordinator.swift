import CoordinatorKit

/// Signs a user in (or creates their account); the result is the user name, or nil if the
/// user closed it (when it is shown as a modal).
@MainActor
public final class LoginCoordinator: Coordinator {
    private let accounts: AccountStore
    private let restoredForm: SessionState.SignInForm?
    private var flow: Flow<String?>?
    /// The form on show, while it is.
    public private(set) weak var form: LoginViewModel?
    /// The note over the form (``LoginViewModel/notice``), also before it is shown.
    public var notice: SignInNotice? { didSet { form?.notice = notice } }

    /// A login flow through `accounts`; with `restoring`, the form shows what the user had
    /// typed when the app last quit.
    public init(accounts: AccountStore, restoring form: SessionState.SignInForm? = nil) {
        self.accounts = accounts
        restoredForm = form
    }

    /// Shows the login form.
    public func start(in flow: Flow<String?>) async {
        self.flow = flow
        let viewModel = LoginViewModel(accounts: accounts, restoring: restoredForm)
        viewModel.notice = notice
        form = viewModel
        viewModel.onSignedIn = { [weak self] username in
            Task { await self?.flow?.finish(with: username) }
        }
        await flow.router.push(LoginScreen(viewModel: viewModel), animation: .crossfade)
    }
}
