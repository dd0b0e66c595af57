import FoundationEssentials
import StorefrontCore
import Testing

@Suite("Luhn, card expiry, payment details and addresses")
struct PaymentTests {
    private let today = CalendarDate(year: 2025, month: 6, day: 15)

    @Test("The Luhn check", arguments: [
        ("4111 1111 1111 1111", true), ("4111-1111-1111-1111", true), ("5555555555554444", true),
        ("378282246310005", true), ("79927398713", true), ("0", false), ("4111111111111112", false),
        ("79927398710", false), ("4111a11111111111", false), ("", false),
    ])
    func luhn(number: String, valid: Bool) {
        #expect(Luhn.isValid(number) == valid)
    }

    @Test("Expiry dates are read as MM/YY, or MM/YYYY, with or without the slash")
    func expiry() throws {
        #expect(try CardExpiry(parsing: "04/27") == CardExpiry(month: 4, year: 2027))
        #expect(try CardExpiry(parsing: " 4 / 27 ") == CardExpiry(month: 4, year: 2027))
        #expect(try CardExpiry(parsing: "12/2039") == CardExpiry(month: 12, year: 2039), "a four-digit year")
        #expect(try CardExpiry(parsing: "1230") == CardExpiry(month: 12, year: 2030), "typed without the slash")
        #expect(try CardExpiry(parsing: " 042027 ") == CardExpiry(month: 4, year: 2027))
        #expect(CardExpiry(month: 4, year: 2027).description == "04/27")
        for bad in ["427", "04270", "ab/cd", "abcd", "", "04/", "04/027", "04/0027", "4/20271", "04-27"] {
            #expect(throws: PaymentError.invalidExpiry, "\(bad)") { try CardExpiry(parsing: bad) }
        }
        for badMonth in ["13/27", "00/27", "13/2027", "1327"] {
            #expect(throws: PaymentError.invalidExpiryMonth, "\(badMonth)") { try CardExpiry(parsing: badMonth) }
        }
        #expect(PaymentError.invalidExpiryMonth.description == "The expiry month must be from 01 to 12.")
        #expect(PaymentError.invalidExpiryMonth.field == .expiry)
        #expect(!CardExpiry(month: 6, year: 2025).isExpired(on: today))
        #expect(CardExpiry(month: 5, year: 2025).isExpired(on: today))
        #expect(CardExpiry(month: 12, year: 2024).isExpired(on: today))
    }

    @Test("Payment details keep only the last four digits")
    func keepsLastFour() throws {
        let payment = try PaymentDetails(cardHolder: " Ann Lee ", cardNumber: "4111 1111 1111 1111", expiry: "12/27",
                                         today: today)
        #expect(payment.cardHolder == "Ann Lee")
        #expect(payment.lastFourDigits == "1111")
        #expect(payment.brand == .visa)
        #expect(payment.summary == "Visa ending in 1111, expires 12/27")
        let stored = String(decoding: try JSONEncoder().encode(payment), as: UTF8.self)
        #expect(!stored.contains("4111 1111") && !stored.contains("411111"))
        #expect(try PaymentDetails(cardHolder: "A", cardNumber: "5555555555554444", expiry: "01/30", today: today)
            .brand == .mastercard)
    }

    @Test("A card number pasted with the separators of web pages and documents is read", arguments: [
        "4111 1111 1111 1111\n", "4111\u{A0}1111\u{A0}1111\u{A0}1111", "4111\u{2009}1111\u{2009}1111\u{2009}1111",
        "4111.1111.1111.1111", "4111\n1111\n1111\n1111", "4111–1111–1111–1111", "\t4111 1111 1111 1111 ",
        "４１１１ １１１１ １１１１ １１１１",
    ])
    func separatorsAreIgnored(number: String) throws {
        #expect(PaymentDetails.problems(cardHolder: "Ann", cardNumber: number, expiry: "12/27", today: today).isEmpty)
        #expect(try PaymentDetails(cardHolder: "Ann", cardNumber: number, expiry: "12/27", today: today).lastFourDigits
            == "1111")
    }

    @Test("Every problem of the entered card is listed, one per field")
    func problems() {
        #expect(PaymentDetails.problems(cardHolder: "", cardNumber: "", expiry: "", today: today)
            == [.missingCardHolder, .missingCardNumber, .invalidExpiry])
        #expect(PaymentDetails.problems(cardHolder: "Ann", cardNumber: "4111 1111 1111 1112", expiry: "05/25",
                                        today: today) == [.invalidCardNumber, .expired])
        #expect(PaymentDetails.problems(cardHolder: "Ann", cardNumber: "4111 1111 1111 1111x", expiry: "06/25",
                                        today: today) == [.invalidCardNumber])
        #expect(PaymentDetails.problems(cardHolder: "Ann", cardNumber: "18", expiry: "06/25", today: today)
            == [.wrongCardNumberLength(digits: 2)])  // passes Luhn, too short
        #expect(PaymentDetails.problems(cardHolder: "Ann", cardNumber: "0000 0000 0000", expiry: "06/25", today: today)
            == [.invalidCardNumber], "zeros pass Luhn but are no card")
        #expect(PaymentDetails.problems(cardHolder: "Ann", cardNumber: "４１１１ １１１１ １１１１ １１１１",
                                        expiry: "１２／２７", today: today).isEmpty, "full-width digits in the expiry too")
        #expect(PaymentDetails.problems(cardHolder: "Ann", cardNumber: "4111 1111 1111 1111", expiry: "１２/２７",
                                        today: today).isEmpty)
        let pastedTwice = "4242 4242 4242 4242 4242 4242"
        #expect(PaymentDetails.problems(cardHolder: "Ann", cardNumber: pastedTwice, expiry: "06/25", today: today)
            == [.wrongCardNumberLength(digits: 24)])
        #expect(PaymentError.wrongCardNumberLength(digits: 24).description
            == "A card number has 12 to 19 digits; this one has more.")
        #expect(PaymentError.wrongCardNumberLength(digits: 3).description
            == PaymentError.wrongCardNumberLength(digits: 11).description, "the same words while typing on")
        #expect(PaymentError.wrongCardNumberLength(digits: 11).description.hasSuffix("this one has fewer."))
        #expect(PaymentError.wrongCardNumberLength(digits: 24).field == .cardNumber)
        #expect(throws: PaymentError.expired) {
            try PaymentDetails(cardHolder: "Ann", cardNumber: "4111111111111111", expiry: "01/20", today: today)
        }
    }

    @Test("A year typed wrong far ahead is refused: the order's MM/YY would show it as a year near")
    func expiryFarAhead() {
        let card = (cardHolder: "Ann", cardNumber: "4111 1111 1111 1111")
        #expect(PaymentDetails.problems(cardHolder: card.cardHolder, cardNumber: card.cardNumber, expiry: "4/2127",
                                        today: today) == [.expiryTooFarAhead])
        #expect(PaymentError.expiryTooFarAhead.field == .expiry)
        let latest = "12/\(today.year + CardExpiry.longestValidity)"
        #expect(PaymentDetails.problems(cardHolder: card.cardHolder, cardNumber: card.cardNumber, expiry: latest,
                                        today: today).isEmpty, "\(CardExpiry.longestValidity) years ahead is fine")
    }

    @Test("Addresses need every field and a plausible postal code")
    func address() throws {
        var address = Address(fullName: "Ann Lee", street: "1 Rue de la Paix", postalCode: "75002", city: "Paris",
                              country: "France")
        #expect(address.isValid)
        try address.validate()
        address.city = "  "
        address.postalCode = "7!"
        #expect(address.problems == [.invalidPostalCode("7!"), .missing(.city)])
        #expect(address.problems.map(\.field) == [.postalCode, .city])
        #expect(throws: AddressError.invalidPostalCode("7!")) { try address.validate() }
        #expect(AddressError.missing(.city).description == "Enter the city.")
        #expect(AddressError.missing(.postalCode).description == "Enter the postal code.", "as the card's fields say it")
    }

    @Test("A postal code needs a letter or a digit, and a field holding only invisible characters is empty")
    func addressOfNothingVisible() {
        let invisible = ["\u{200B}", "\u{200B}\u{200B} ", "\u{2060}", "\u{00AD}", "\u{FEFF}\n"]
        for text in invisible {
            let address = Address(fullName: text, street: text, postalCode: "SW1A 1AA", city: text, country: text)
            #expect(address.problems == [.missing(.fullName), .missing(.street), .missing(.city), .missing(.country)],
                    "\(text.unicodeScalars.map(\.value))")
        }
        let address = Address(fullName: "Ann Lee", street: "1 Main St", postalCode: "---", city: "Paris",
                              country: "France")
        #expect(address.problems == [.invalidPostalCode("---")], "hyphens alone are no postal code")
        let card = PaymentDetails.problems(cardHolder: "\u{200B}", cardNumber: "4111 1111 1111 1111", expiry: "12/39",
                                           today: CalendarDate(year: 2026, month: 1, day: 1))
        #expect(card == [.missingCardHolder])
        #expect(Address(fullName: "A", street: "B", postalCode: "- 1-", city: "C", country: "D").isValid)
        let pasted = String(repeating: "x", count: 300)
        #expect(AddressError.invalidPostalCode(pasted).description.count < 60, "a long paste is quoted by its ends")
        let review = Review(author: "ann", rating: 4, title: "\u{200B}", text: "\u{2060}")
        #expect(review.problems == [.missingTitle, .missingText])
    }

    @Test("An address reads on a parcel's lines, and on one line for a screen reader")
    func addressText() {
        let address = Address(fullName: "Ann Lee ", street: "1 Rue de la Paix", postalCode: "75002", city: "Paris",
                              country: "France")
        #expect(address.formatted == "Ann Lee\n1 Rue de la Paix\n75002 Paris\nFrance")
        #expect(address.singleLine == "Ann Lee, 1 Rue de la Paix, 75002 Paris, France")
    }

    @Test("Calendar dates read and write ISO 8601")
    func calendarDate() {
        #expect(CalendarDate(iso8601: "2024-02-29") == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(CalendarDate(year: 2024, month: 3, day: 5).iso8601 == "2024-03-05")
        #expect(CalendarDate(iso8601: "2024-13-01") == nil)
        #expect(CalendarDate(iso8601: "24-01-01") == nil)
        #expect(CalendarDate.today.year >= 2025)
    }

    @Test("A date is shown in words, and a stored date that names no day as it was written")
    func calendarDateText() {
        #expect(CalendarDate(year: 2024, month: 3, day: 5).longText == "5 March 2024")
        #expect(CalendarDate(year: 2025, month: 12, day: 31).longText == "31 December 2025")
        #expect(CalendarDate.longText(ofISO8601: "2024-01-09") == "9 January 2024")
        #expect(CalendarDate.longText(ofISO8601: "last Tuesday") == "last Tuesday")
        #expect(CalendarDate(year: 2024, month: 13, day: 1).longText == "2024-13-01", "no month to name")
    }

    @Test("Leaving a checkout warns of what was typed, and only that")
    func checkoutLossWarning() {
        #expect(CheckoutInput().lossWarning == nil)
        #expect(CheckoutInput.address.lossWarning == "The address you entered will be lost.")
        #expect(CheckoutInput.payment.lossWarning == "The payment details you entered will be lost.")
        #expect(CheckoutInput([.address, .payment]).lossWarning
                == "The address and payment details you entered will be lost.")
    }
}
