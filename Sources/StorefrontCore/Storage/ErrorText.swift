/// Short, readable explanations of decoding and other errors, for warnings shown to the user.
enum ErrorText {
    /// A short phrase for `error`, such as `"products[3].price" is missing` or "the file is not valid JSON".
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the file is not valid JSON" : "\(path(context.codingPath)) is not valid"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(article(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) should be \(article(type)) but is null"
        @unknown default:
            return String(describing: error)
        }
    }

    /// A coding path written like `products[3].price`, quoted; "the top level" when empty.
    private static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "the top level" }
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return "\"\(text)\""
    }

    /// "a String", "an Int", "an Array<Review>"…
    private static func article(_ type: Any.Type) -> String {
        let name = String(describing: type)
        return ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }
}
