extension StringProtocol {
    /// The text without leading and trailing white space and newlines.
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// The text on one line: each run of white space (line ends and tabs included) one space,
    /// none at either end. A single-line field keeps what is pasted into it ("Ada↵Lovelace"
    /// from a copied address); what is saved and printed from it is this ("Ada Lovelace").
    var singleLine: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
