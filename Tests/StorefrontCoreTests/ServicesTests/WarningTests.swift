import StorefrontCore
import Testing

@Suite("Warnings")
struct WarningTests {
    private let damagedCart = Warning(title: Warning.unreadableTitle, message: "The saved cart could not be read.")
    private let damagedSettings = Warning(title: Warning.unreadableTitle, message: "The saved settings could not be read.")
    private let unsaved = Warning(title: Warning.notSavedTitle, message: "Your cart could not be saved.")

    @Test func warningsMetTogetherAreSaidAsOneKeepingEachMessage() {
        #expect(Warning.combining([]) == nil, "nothing to say")
        #expect(Warning.combining([damagedCart]) == damagedCart, "one is said as it is")
        #expect(Warning.combining([damagedCart, damagedSettings]) == Warning(
            title: Warning.unreadableTitle,
            message: "The saved cart could not be read.\n\nThe saved settings could not be read."),
                "the shared title, each message its own paragraph, in the order met")
        #expect(Warning.combining([damagedCart, unsaved])?.title == Warning.severalProblemsTitle,
                "problems of different kinds under a title fitting both")
        #expect(Warning.combining([unsaved, damagedCart, unsaved]) == Warning.combining([unsaved, damagedCart]),
                "a problem met twice is said once")
        #expect(Warning.combining([unsaved, unsaved]) == unsaved)
    }
}
