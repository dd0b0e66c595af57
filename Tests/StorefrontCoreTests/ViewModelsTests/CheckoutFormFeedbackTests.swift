import StorefrontCore
import Testing

@Suite("Checkout forms: which problem is marked on its field, and when")
@MainActor
struct CheckoutFormFeedbackTests {
    @Test func anAddressFieldTheUserLeftWithAProblemIsMarkedAnEmptyOneOnlyAfterContinue() {
        let form = AddressViewModel()
        var changes = 0
        form.onChange = { changes += 1 }
        form.set("!!", for: .postalCode)
        #expect(form.shownProblems.isEmpty, "nothing while the user types")
        form.leave(.fullName)
        #expect(form.shownProblems.isEmpty, "a field left empty: the user may fill the form in another order")
        form.leave(.postalCode)
        #expect(form.shownProblems == [.invalidPostalCode("!!")])
        #expect(form.hint == AddressError.missing(.fullName).description, "the first problem still disables Continue")
        let changesBefore = changes
        form.leave(.postalCode)
        #expect(changes == changesBefore, "leaving it again is no news")
        form.set("1010", for: .postalCode)
        #expect(form.shownProblems.isEmpty, "fixed: nothing marked")
        form.continueToPayment()
        #expect(form.shownProblems == [.missing(.fullName), .missing(.street), .missing(.city), .missing(.country)],
                "after Continue, every problem, empty or not")
    }

    @Test func theLineUnderAFormSaysWhatComesNextThenTheFieldsToFixOnceSomeAreMarked() {
        let address = AddressViewModel()
        #expect(address.guidance == AddressError.missing(.fullName).description && !address.guidanceIsError,
                "the first problem, asked for while the user types")
        address.set("!!", for: .postalCode)
        address.leave(.postalCode)
        #expect(address.guidance == "To go on, fix the postal code." && address.guidanceIsError)
        address.continueToPayment()
        #expect(address.guidance == "To go on, fix the full name, the street, the postal code, the city and the country.",
                "every field to fix, named as its label names it")
        let payment = PaymentViewModel()
        payment.cardHolder = "Ada Lovelace"
        payment.cardNumber = "4111 1111 1111 1111"
        payment.expiry = "12/39"
        #expect(payment.guidance == "Next: check and place your order." && !payment.guidanceIsError)
        payment.cardNumber = "1234"
        payment.expiry = ""
        payment.continueToConfirmation()
        #expect(payment.guidance == "To go on, fix the card number and the expiry." && payment.guidanceIsError)
    }

    @Test func lineEndsAndTabsPastedIntoTheFormAreSpacesInTheAddressAndTheCardHolder() throws {
        let form = AddressViewModel()
        form.set("Ada\nLovelace\nthird line", for: .fullName)
        form.set("  12 King\t\tStreet\n\n\n", for: .street)
        form.set("SW1A 1AA", for: .postalCode)
        form.set("London", for: .city)
        form.set("  United\tKingdom  ", for: .country)
        #expect(form.address.formatted == "Ada Lovelace third line\n12 King Street\nSW1A 1AA London\nUnited Kingdom",
                "four lines, as printed on a parcel, and what the order keeps")
        let payment = try PaymentDetails(cardHolder: "Ada\nLovelace ", cardNumber: "4111 1111 1111 1111",
                                         expiry: "12/39")
        #expect(payment.cardHolder == "Ada Lovelace")
    }

    @Test func spacesAloneAreNoEditToAskAboutOnLeaving() {
        let form = AddressViewModel()
        form.set("   ", for: .fullName)
        #expect(!form.isEdited, "nothing typed that leaving would lose")
        form.set(" A", for: .fullName)
        #expect(form.isEdited)
    }

    @Test func aFieldPassedByEmptyIsNotJudgedWhileTheUserComesBackToTypeInIt() {
        let form = AddressViewModel()
        form.leave(.postalCode)  // Tab on past it, empty
        form.set("7", for: .postalCode)
        #expect(form.shownProblems.isEmpty, "typing, not done: “7” is on its way to a postal code")
        form.set("75008", for: .postalCode)
        form.set("7500!", for: .postalCode)
        form.leave(.postalCode)
        #expect(form.shownProblems == [.invalidPostalCode("7500!")], "left with a problem: marked")
        let payment = PaymentViewModel()
        payment.leave(.expiry)
        payment.expiry = "1"
        #expect(payment.shownProblems.isEmpty, "the same in the payment form")
    }

    @Test func aCardNumberTheUserLeftWithAProblemIsMarked() {
        let form = PaymentViewModel()
        form.cardHolder = "Ann Example"
        form.cardNumber = "1234"
        form.leave(.cardHolder)
        #expect(form.shownProblems.isEmpty, "the card holder is fine, the number not yet left")
        form.leave(.cardNumber)
        #expect(form.shownProblems == [.wrongCardNumberLength(digits: 4)])
        form.leave(.expiry)
        #expect(form.shownProblems == [.wrongCardNumberLength(digits: 4)], "the expiry, left empty, waits for Continue")
        form.cardNumber = "4242 4242 4242 4242"
        #expect(form.shownProblems.isEmpty)
        form.continueToConfirmation()
        #expect(form.shownProblems == [.invalidExpiry], "after Continue, the empty expiry")
    }

    /// A wrong card number and a wrong expiry: both are marked, not the second only once the
    /// first is fixed.
    @Test func everyFieldTheUserLeftWithAProblemIsMarked() {
        let form = PaymentViewModel()
        form.cardHolder = "Ann Example"
        form.cardNumber = "4111 1111 1111 1112"
        form.leave(.cardNumber)
        form.expiry = "13/30"
        form.leave(.expiry)
        #expect(form.shownProblems == [.invalidCardNumber, .invalidExpiryMonth])
        form.cardNumber = "4111 1111 1111 1111"
        #expect(form.shownProblems == [.invalidExpiryMonth], "the one fixed is no longer marked")
    }
}
