/// Text a spin button for whole numbers refused, and where it was typed: the field's text
/// on either side of the insertion point, or of the selection that typing would have replaced.
///
/// A client can tell from these whether the refused text sat between digits that the field
/// then joins: "1.2" typed is taken as 12.
public struct RefusedText: Equatable, Sendable {
    /// What was typed or pasted ("x", "2 items").
    public let text: String
    /// The field's text before the place it was typed at.
    public let textBefore: String
    /// The field's text after the place it was typed at.
    public let textAfter: String

    /// `text`, refused where `textBefore` and `textAfter` meet.
    public init(_ text: String, textBefore: String = "", textAfter: String = "") {
        self.text = text
        self.textBefore = textBefore
        self.textAfter = textAfter
    }
}
