extension StringProtocol {
    /// The text as a message quotes it: whole when it has at most `limit` characters, else its
    /// beginning and its end around an ellipsis, `limit` characters in all. A pasted link or
    /// number thousands of characters long must not make an alert taller than the screen.
    func abbreviated(toAtMost limit: Int = 60) -> String {
        guard count > limit else { return String(self) }
        let head = limit * 2 / 3
        return "\(prefix(head))…\(suffix(limit - head - 1))"
    }
}
