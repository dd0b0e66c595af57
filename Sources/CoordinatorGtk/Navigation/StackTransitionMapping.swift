import CoordinatorKit

extension TransitionAnimation {
    /// The `GtkStack` transition showing this animation for a change in `direction`:
    /// slide left to go deeper and right to go back, cover over/under, crossfade, none.
    func stackTransition(for direction: StackChange.Direction) -> Stack.Transition {
        guard isAnimated else { return .none }
        switch (style, direction) {
        case (.slide, .backward): return .slideRight
        case (.slide, _): return .slideLeft
        case (.cover, .backward): return .underRight
        case (.cover, _): return .overLeft
        case (.crossfade, _): return .crossfade
        case (.none, _): return .none
        }
    }

    /// The duration in whole milliseconds, as `GtkStack` takes it.
    var milliseconds: UInt32 {
        let (seconds, attoseconds) = duration.components
        return UInt32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    }
}
