extension Unicode.Scalar {
    /// The scalar's code point as Unicode writes it: "U+202E", "U+0000", "U+1F600".
    var codePointNotation: String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}
