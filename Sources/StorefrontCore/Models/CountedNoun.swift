extension String {
    /// "1 rating", "20,312 ratings": `count` (digits grouped), then `noun` with an "s" unless
    /// the count is one.
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count.groupedInThousands) \(noun)\(count == 1 ? "" : "s")"
    }
}
