extension Array where Element == String {
    /// The items as an English list: "a", "a and b", "a, b and c" (empty for none).
    var joinedAsList: String {
        count < 2 ? joined() : dropLast().joined(separator: ", ") + " and " + last!
    }
}
