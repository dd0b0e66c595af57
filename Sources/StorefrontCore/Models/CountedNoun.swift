extension String {
    /// "1 rating", "12 ratings": `count`, then `noun` with an "s" unless the count is one.
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
