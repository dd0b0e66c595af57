/// Where a chain of routes (``RouteCoordinator/trigger(chain:from:reason:)``) begins.
public enum ChainStart: Sendable, Hashable {
    /// On the screens as they are: a restored session builds on what its flow shows.
    case current
    /// From the first screen of the coordinator's flow, shown: in the same step as the chain,
    /// the modals over the flow's stack close (over a root stack, a tab, every modal of the
    /// window, those other tabs opened included), the screens above its first one leave, and
    /// its tab is selected. A deep link opens its place this way, in place of where the user
    /// was, not stacked on it; a first route that pushes the flow's first screen again is
    /// skipped as a duplicate.
    case flowStart
}
