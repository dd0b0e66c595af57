import CoordinatorKit

/// The account page.
@MainActor
public final class AccountScreen: Screen {
    /// The screen's view model.
    public let viewModel: AccountViewModel

    /// A screen showing `viewModel`.
    public init(viewModel: AccountViewModel) { self.viewModel = viewModel }

    /// The screen's identifier.
    public var id: String { "account" }

    /// The header bar title.
    public var title: String { "Account" }
}
