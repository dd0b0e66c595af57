import StorefrontCore
import Testing

@Suite("Counted nouns")
struct CountedNounTests {
    @Test("One is singular; none and many are plural; thousands are grouped", arguments: [
        (0, "0 ratings"), (1, "1 rating"), (2, "2 ratings"), (312, "312 ratings"), (1_000, "1,000 ratings"),
        (20_312, "20,312 ratings"), (1_234_567, "1,234,567 ratings"),
    ])
    func counted(count: Int, text: String) {
        #expect(String.counted(count, "rating") == text)
    }
}
