import CoordinatorKit

/// Checkout: the shipping address.
@MainActor
public final class AddressScreen: Screen {
    /// The screen's view model.
    public let viewModel: AddressViewModel

    /// Whether leaving checkout now would lose what the user typed; by default, whether the
    /// address was edited (the checkout's coordinator adds the payment details).
    public var hasUnsavedInput: @MainActor () -> Bool

    /// A screen showing `viewModel`.
    public init(viewModel: AddressViewModel) {
        self.viewModel = viewModel
        hasUnsavedInput = { viewModel.isEdited }
    }

    /// The screen's identifier.
    public var id: String { "checkout/address" }

    /// The header bar title.
    public var title: String { "Shipping Address" }

    /// Checkout's first screen leaves only when the whole checkout does (back to the cart,
    /// closing the window, quitting, signing out): with something typed, ask first, in words
    /// that fit each of these ("Leave" would say nothing of quitting).
    public func leaveDecision() -> LeaveDecision {
        hasUnsavedInput()
            ? .confirm(.discardChanges(title: "Discard Checkout?",
                                       message: "The address and payment details you entered will be lost.",
                                       keepTitle: "Continue Checkout"))
            : .allow
    }
}
