/// A parsed deep link URI: its scheme and its path segments, for example
/// `storefront://product/42/reviews` → scheme `storefront`, segments `product`, `42`, `reviews`.
public struct DeepLink: Sendable, Hashable, CustomStringConvertible {
    /// The link as given.
    public let text: String
    /// The scheme, lowercased.
    public let scheme: String
    /// The non-empty path segments, percent-decoded, the host first.
    public let segments: [String]

    /// Parses `text`, less any spaces or line breaks around it (a link copied from a mail);
    /// throws a ``DeepLinkError`` with ``DeepLinkError/Reason/malformed`` if it is not of the
    /// form `scheme://segment/…`.
    public init(parsing given: String) throws(DeepLinkError) {
        let text = String(given.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
            throw DeepLinkError(link: text, reason: .malformed)
        }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isLetter,
              scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
            throw DeepLinkError(link: text, reason: .malformed)
        }
        var path = text[text.index(colon, offsetBy: 3)...]
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        var segments: [String] = []
        for raw in path.split(separator: "/") {
            guard let decoded = Self.percentDecoded(raw) else {
                throw DeepLinkError(link: text, segmentIndex: segments.count, segment: String(raw), reason: .malformed)
            }
            segments.append(decoded)
        }
        self.text = text
        self.scheme = scheme.lowercased()
        self.segments = segments
    }

    /// The link as given.
    public var description: String { text }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            // Two hexadecimal digits: `UInt8(_:radix:)` alone would also take a sign ("%+1").
            guard let high = iterator.next().flatMap(hexadecimalValue), let low = iterator.next().flatMap(hexadecimalValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of the hexadecimal digit `byte` (0-9, a-f, A-F), or nil. (A byte is one
    /// scalar, so the full-width digits `hexDigitValue` also reads cannot occur.)
    private static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        Character(Unicode.Scalar(byte)).hexDigitValue.map(UInt8.init)
    }
}
