extension StringProtocol {
    /// The text without leading and trailing white space and newlines.
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// Whether the text shows nothing: it is empty, or holds only white space, line ends and
    /// the invisible characters pasted text brings along (zero-width spaces, word joiners,
    /// soft hyphens, byte order marks). A field holding only those is empty.
    var isBlank: Bool { allSatisfy(\.isBlank) }

    /// The text on one line: each run of white space (line ends and tabs included) one space,
    /// none at either end. A single-line field keeps what is pasted into it ("Ada↵Lovelace"
    /// from a copied address); what is saved and printed from it is this ("Ada Lovelace").
    var singleLine: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Character {
    /// Whether the character shows nothing: white space, a line end, or only invisible
    /// formatting (Unicode's format characters, such as U+200B ZERO WIDTH SPACE).
    var isBlank: Bool {
        isWhitespace || isNewline || unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
    }
}
