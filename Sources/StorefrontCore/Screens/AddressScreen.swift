import CoordinatorKit

/// Checkout: the shipping address.
@MainActor
public final class AddressScreen: Screen {
    /// The screen's view model.
    public let viewModel: AddressViewModel

    /// What leaving checkout now would lose of what the user typed; by default, the address
    /// if it was edited (the checkout's coordinator adds the payment details).
    public var unsavedInput: @MainActor () -> CheckoutInput

    /// A screen showing `viewModel`.
    public init(viewModel: AddressViewModel) {
        self.viewModel = viewModel
        unsavedInput = { viewModel.isEdited ? .address : [] }
    }

    /// The screen's identifier.
    public var id: String { "checkout/address" }

    /// The header bar title.
    public var title: String { "Shipping Address" }

    /// Checkout's first screen leaves only when the whole checkout does (back to the cart,
    /// closing the window, quitting, signing out): with something typed, ask first, in words
    /// that fit each of these ("Leave" would say nothing of quitting). Quitting may ask from
    /// anywhere, even over a dialog hiding the Cart tab: then the question says where the
    /// checkout is.
    public func leaveDecision(for reason: LeaveReason) -> LeaveDecision {
        guard let loss = unsavedInput().lossWarning else { return .allow }
        let message = reason == .windowClose ? "Your checkout in the Cart tab is not finished. \(loss)" : loss
        return .confirmDiscarding("Checkout", message: message, keepTitle: "Continue Checkout", for: reason)
    }
}
