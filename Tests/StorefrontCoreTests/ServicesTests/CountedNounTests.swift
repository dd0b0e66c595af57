import StorefrontCore
import Testing

@Suite("Counted nouns")
struct CountedNounTests {
    @Test("One is singular; none and many are plural", arguments: [
        (0, "0 ratings"), (1, "1 rating"), (2, "2 ratings"), (312, "312 ratings"),
    ])
    func counted(count: Int, text: String) {
        #expect(String.counted(count, "rating") == text)
    }
}
