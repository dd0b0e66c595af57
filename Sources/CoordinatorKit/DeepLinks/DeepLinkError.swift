/// Why a deep link (or a restored route chain) was refused, naming the segment that failed.
public struct DeepLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The text is not a URI of the form `scheme://segment/segment…`.
        case malformed
        /// The URI's scheme is not the app's.
        case wrongScheme(expected: String)
        /// The link names no place.
        case empty
        /// No route starts with this segment.
        case unknownSegment
        /// The segment needs more parameters than the link has.
        case missingParameter(String)
        /// A parameter's value is not valid, and why.
        case invalidParameter(String, because: String)
        /// The route cannot follow the one before it in a chain.
        case notAllowedHere
    }

    /// The link as given.
    public let link: String
    /// The 0-based index of the segment that failed, if one did.
    public let segmentIndex: Int?
    /// The failing segment's text, if one did.
    public let segment: String?
    /// What went wrong.
    public let reason: Reason

    /// Creates an error.
    public init(link: String, segmentIndex: Int? = nil, segment: String? = nil, reason: Reason) {
        self.link = link
        self.segmentIndex = segmentIndex
        self.segment = segment
        self.reason = reason
    }

    /// A sentence for an alert or a log, for example
    /// `“storefront://product/abc”: segment 2 “abc” is not valid: not a number`.
    public var description: String {
        guard let segment else { return "“\(link)”: \(explanation)" }
        let place = "segment \((segmentIndex ?? 0) + 1) “\(segment)”"
        if case .invalidParameter(let value, let why) = reason, value == segment {
            return "“\(link)”: \(place) is not valid: \(why)"  // the segment is the bad value: say it once
        }
        return "“\(link)”: \(place): \(explanation)"
    }

    private var explanation: String {
        switch reason {
        case .malformed: "not a link of the form scheme://place/…"
        case .wrongScheme(let expected): "the link must start with \(expected)://"
        case .empty: "the link names no place"
        case .unknownSegment: "no such place"
        case .missingParameter(let name): "the \(name) is missing"
        case .invalidParameter(let value, let why): "“\(value)” is not valid: \(why)"
        case .notAllowedHere where segmentIndex == 0: "a link cannot start with this place"
        case .notAllowedHere: "this place cannot be reached from the one before it"
        }
    }
}
