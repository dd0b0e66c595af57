/// An order placed earlier, as its page in the Account tab shows it: when it was placed, what
/// was bought, where it was shipped, how it was paid and what it cost.
@MainActor
public final class OrderViewModel {
    /// The order.
    public let order: Order

    /// The page of `order`.
    public init(order: Order) { self.order = order }

    /// "Order SF-7K3Q9X2M": the page's title.
    public var title: String { "Order \(order.id)" }

    /// "Placed on 31 May 2024 · 3 items".
    public var placedText: String { "Placed on \(order.dateText) · \(String.counted(order.itemCount, "item"))" }

    /// "Total: €24.00".
    public var totalText: String { "Total: \(order.total.formatted)" }

    /// The whole order in a sentence, for screen readers: "Order SF-7K3Q9X2M, placed on
    /// 31 May 2024, 3 items, total €24.00".
    public var spokenSummary: String {
        "\(title), placed on \(order.dateText), \(String.counted(order.itemCount, "item")), "
            + "total \(order.total.formatted)"
    }
}
