extension StringProtocol {
    /// The text with the characters that would break a message written as their code points
    /// ("<U+202E>"): controls, such as NUL (which would end the message there) or a line
    /// feed, line and paragraph separators, and bidirectional controls (a right-to-left
    /// override would turn the rest of the sentence around).
    var escapedForMessages: String {
        var shown = ""
        for scalar in unicodeScalars {
            if Self.breaksMessages.contains(scalar.properties.generalCategory) || scalar.properties.isBidiControl {
                shown += "<\(scalar.codePointNotation)>"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// The text as a message quotes it: ``escapedForMessages``, then whole when it has at most
    /// `limit` characters, else its beginning and its end around an ellipsis, `limit`
    /// characters in all: a pasted link or number thousands of characters long must not make
    /// an alert taller than the screen.
    func escapedAndAbbreviated(toAtMost limit: Int = 60) -> String {
        let shown = escapedForMessages
        guard shown.count > limit else { return shown }
        let head = limit * 2 / 3
        return "\(shown.prefix(head))…\(shown.suffix(limit - head - 1))"
    }

    /// The kinds of characters ``escapedForMessages`` writes as code points.
    private static var breaksMessages: Set<Unicode.GeneralCategory> {
        [.control, .lineSeparator, .paragraphSeparator]
    }
}
