/// Why the product service could not answer.
public enum ProductServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No product has this number.
    case notFound(Int)
    /// The catalog could not be loaded (missing, damaged, or a simulated failure); retrying may help.
    case unavailable(String)
    /// The review may not be published.
    case invalidReview(ReviewError)
    /// The review could not be written to disk, so it was not added.
    case saveFailed(String)
    /// The task waiting for the answer was cancelled.
    case cancelled

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .notFound(let id): "There is no product number \(id)."
        case .unavailable(let message): message
        case .invalidReview(let problem): problem.description
        case .saveFailed(let reason): "Your review could not be saved: \(reason)"
        case .cancelled: "Loading was cancelled."
        }
    }
}
