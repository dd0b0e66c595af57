extension StringProtocol {
    /// The text as a message quotes it. Characters that would not show, or would reorder the
    /// message around them, are written as their code points ("<U+202E>"): controls such as
    /// NUL (which would end the message there) and bidirectional controls (a right-to-left
    /// override would turn the rest of the sentence around). Then it is whole when it has at
    /// most `limit` characters, else its beginning and its end around an ellipsis, `limit`
    /// characters in all: a pasted link or number thousands of characters long must not make
    /// an alert taller than the screen.
    func quotable(toAtMost limit: Int = 60) -> String {
        var shown = ""
        for scalar in unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.isBidiControl {
                shown += "<\(scalar.codePoint)>"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        guard shown.count > limit else { return shown }
        let head = limit * 2 / 3
        return "\(shown.prefix(head))…\(shown.suffix(limit - head - 1))"
    }
}
