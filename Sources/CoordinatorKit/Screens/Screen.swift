/// A screen: what a transition pushes, presents or embeds, as a GTK-free value.
///
/// A screen carries its view model; the GTK layer maps each screen type to a widget through
/// a views registry, while tests assert on screens and their view models directly.
/// Screens are reference types so the leak checker can tell whether one was freed.
///
/// ```swift
/// final class ProductScreen: Screen {
///     let viewModel: ProductViewModel
///     init(viewModel: ProductViewModel) { self.viewModel = viewModel }
///     var id: String { "product/\(viewModel.product.id)" }
///     var title: String { viewModel.product.name }
/// }
/// ```
@MainActor
public protocol Screen: AnyObject {
    /// A stable identifier: two screens showing the same place have the same identifier, and
    /// screens showing different places (two products) have different ones.
    ///
    /// Pushing a screen whose identifier equals the top screen's is ignored (a double click)
    /// unless the push asks for duplicates, and so is presenting a modal whose first screen's
    /// identifier equals that of the modal on top. There is no default: one shared by every
    /// screen of a type would silently drop the push of a second product over the first.
    var id: String { get }

    /// The title shown in the header bar while the screen is on top.
    var title: String { get }

    /// Whether the screen may be left now, whatever the reason: what ``leaveDecision(for:)``
    /// answers unless a screen implements that one. The default allows leaving.
    ///
    /// Implement this when the answer is the same for every way out. Code asking a screen
    /// should call ``leaveDecision(for:)``, as the host does: it is the one every screen answers.
    func leaveDecision() -> LeaveDecision

    /// Whether the screen may be left now, for `reason`; asked before a pop or dismissal
    /// removes it, whoever asked for it (back button, Escape, code: ``LeaveReason/navigation``),
    /// before its window closes (``LeaveReason/windowClose``), as a deep link makes way for
    /// its place (``LeaveReason/deepLink``) and for the reasons an app adds (a sign-out), so a
    /// question can say what the answer leads to ("Discard and Quit").
    ///
    /// Code includes the flow's own end: ``Flow/finish(with:dismissingScreens:)`` asks too. A
    /// screen whose changes the flow is saving as it finishes (Done) should answer
    /// ``LeaveDecision/allow`` by then.
    ///
    /// The default is ``leaveDecision()``.
    func leaveDecision(for reason: LeaveReason) -> LeaveDecision
}

extension Screen {
    /// Always `.allow`.
    public func leaveDecision() -> LeaveDecision { .allow }

    /// The screen's ``leaveDecision()``, whatever the reason.
    public func leaveDecision(for reason: LeaveReason) -> LeaveDecision { leaveDecision() }
}
