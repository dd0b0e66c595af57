extension Character {
    /// The digit, 0 to 9, that the character writes in any script (an ASCII 4, a full-width ４,
    /// an Arabic-Indic ٤), if it is a decimal digit: what a user typing with an input method
    /// or pasting from a document means by it.
    var decimalDigit: Int? {
        guard unicodeScalars.count == 1, unicodeScalars.first?.properties.numericType == .decimal else { return nil }
        return wholeNumberValue
    }
}
