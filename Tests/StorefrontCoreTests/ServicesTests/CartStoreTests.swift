import StorefrontCore
import Testing

@MainActor
@Suite("Cart store")
struct CartStoreTests {
    private let folder = TemporaryDataFolder()
    private let ann = Account.named("ann")
    private let bob = Account.named("bob")
    private let mug = Product(id: 1, name: "Mug", category: "Kitchen", price: Money(cents: 1250),
                              description: "A mug.", rating: 4, ratingCount: 10, stock: 3)
    private let lamp = Product(id: 2, name: "Lamp", category: "Home", price: Money(cents: 4999),
                               description: "A lamp.", rating: 4, ratingCount: 10, stock: 1)
    private let gone = Product(id: 3, name: "Vase", category: "Home", price: Money(cents: 2000),
                               description: "A vase.", rating: 4, ratingCount: 10, stock: 0)
    private let crate = Product(id: 4, name: "Crate", category: "Home", price: Money(cents: 900),
                                description: "A crate.", rating: 4, ratingCount: 10, stock: 500)

    /// A cart holding one mug, and its view model.
    private func mugInCart() throws -> (CartStore, CartViewModel) {
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        try cart.add(mug)
        return (cart, CartViewModel(cart: cart))
    }

    @Test("Counts and totals follow the quantities")
    func totals() throws {
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        #expect(cart.isEmpty && cart.count == 0 && cart.total == .zero)
        try cart.add(mug, quantity: 2)
        try cart.add(lamp)
        #expect(cart.count == 3)
        #expect(cart.total == Money(cents: 2 * 1250 + 4999))
        #expect(cart.total.formatted == "€74.99")
        #expect(cart.items.map(\.total) == [Money(cents: 2500), Money(cents: 4999)])
        #expect(cart.cart.index(of: lamp.id) == 1 && cart.cart.item(for: lamp.id)?.name == "Lamp")
        #expect(cart.cart.index(of: gone.id) == nil && cart.cart.item(for: gone.id) == nil)
        try cart.setQuantity(1, of: 1)
        #expect(cart.quantity(of: 1) == 1)
        try cart.remove(2)
        #expect(cart.count == 1 && cart.total == Money(cents: 1250))
        try cart.setQuantity(0, of: 1)
        #expect(cart.isEmpty)
    }

    @Test("The product added last is known for the session, not after a refused add, another owner or a relaunch")
    func lastAdded() throws {
        let cart = CartStore(dataDirectory: folder.dataDirectory, owner: ann)
        #expect(cart.lastAddedProductID == nil)
        try cart.add(mug)
        try cart.add(lamp)
        try cart.add(mug)
        #expect(cart.lastAddedProductID == mug.id, "added again: the one the user just chose")
        #expect(throws: CartError.self) { try cart.add(gone) }
        #expect(cart.lastAddedProductID == mug.id, "a refused add adds nothing")
        cart.switchOwner(to: bob)
        #expect(cart.lastAddedProductID == nil, "bob added nothing")
        #expect(CartStore(dataDirectory: folder.dataDirectory, owner: ann).lastAddedProductID == nil)
    }

    @Test("A line follows the catalog's name and price, and says what it cost when added until the two agree")
    func pricesFollowTheCatalog() throws {
        var cart = Cart()
        try cart.add(mug, quantity: 2)
        var dearer = mug
        (dearer.price, dearer.name) = (Money(cents: 1500), "Tall Mug")
        cart.update(from: dearer)
        let line = try #require(cart.items.first)
        #expect(line.name == "Tall Mug" && line.unitPrice == Money(cents: 1500) && line.quantity == 2)
        #expect(cart.total == Money(cents: 3000), "the order costs what the catalog asks now")
        #expect(line.priceNote == "Up from €12.50")
        #expect(line.ordersTheSame(as: CartItem(product: dearer, quantity: 2)), "a checkout under way sees the change")
        var cheaper = mug
        cheaper.price = Money(cents: 1000)
        cart.update(from: cheaper)
        #expect(cart.items.first?.priceNote == "Down from €12.50", "from what it cost when added, not the last price")
        cart.update(from: mug)
        #expect(cart.items.first?.priceNote == nil, "back at the price it was added at: nothing to say")
        cart.update(from: dearer)
        try cart.add(dearer)
        #expect(cart.items.first?.priceNote == nil, "added again at the new price: the user has seen it")
        #expect(cart.items.first?.quantity == 3)
    }

    @Test("The price a line was added at is kept in the cart's file")
    func priceWhenAddedIsSaved() throws {
        try folder.write(#"{"items": [{"productID": 1, "name": "Mug", "quantity": 1, "stock": 3, "unitPrice": 1500, "#
                         + #""priceWhenAdded": 1250}]}"#, to: "cart.json")
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        #expect(cart.items.first?.priceNote == "Up from €12.50")
        try cart.setQuantity(2, of: mug.id)
        #expect(CartStore(dataDirectory: folder.dataDirectory).items.first?.priceWhenAdded == Money(cents: 1250))
    }

    @Test("Stock limits are respected and a refused change changes nothing")
    func stockLimits() throws {
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        #expect(throws: CartError.outOfStock(productName: "Vase")) { try cart.add(gone) }
        try cart.add(mug, quantity: 2)
        #expect(throws: CartError.exceedsStock(productName: "Mug", available: 3)) { try cart.add(mug, quantity: 2) }
        #expect(throws: CartError.exceedsStock(productName: "Mug", available: 3)) { try cart.setQuantity(4, of: 1) }
        #expect(throws: CartError.invalidQuantity(0)) { try cart.add(mug, quantity: 0) }
        #expect(throws: CartError.invalidQuantity(-1)) { try cart.setQuantity(-1, of: 1) }
        #expect(throws: CartError.notInCart(productID: 2)) { try cart.setQuantity(1, of: 2) }
        #expect(cart.quantity(of: 1) == 2)
        try cart.add(mug)
        #expect(cart.quantity(of: 1) == 3)
        #expect(throws: CartError.allInCart(productName: "Mug", available: 3), "says why none is left to add") {
            try cart.add(mug)
        }
        #expect(CartError.exceedsStock(productName: "Lamp", available: 1).description
            == "Only 1 item of Lamp is in stock.")
        #expect(CartError.allInCart(productName: "Mug", available: 3).description
            == "All 3 items of Mug in stock are in your cart already.")
        #expect(CartError.allInCart(productName: "Lamp", available: 1).description
            == "The one item of Lamp in stock is in your cart already.")
    }

    @Test("A typed quantity the field refuses is capped at the stock or kept, and explained")
    func typedQuantities() throws {
        let (cart, viewModel) = try mugInCart()
        var changes = 0
        viewModel.onChange = { changes += 1 }

        viewModel.setTypedQuantity(99, of: mug.id)
        #expect(cart.quantity(of: mug.id) == 3, "capped at the stock")
        #expect(viewModel.errorMessage == "Only 3 items of Mug are in stock.")
        viewModel.setTypedQuantity(99, of: mug.id)
        #expect(viewModel.errorMessage == "Only 3 items of Mug are in stock.", "said again when already at the stock")

        viewModel.setTypedQuantity(2, of: mug.id)
        #expect(cart.quantity(of: mug.id) == 2 && viewModel.errorMessage == nil)
        let changesBefore = changes
        viewModel.setTypedQuantity(0, of: mug.id)
        #expect(cart.quantity(of: mug.id) == 2, "typing 0 does not remove the item")
        #expect(viewModel.errorMessage == "To take Mug out of the cart, use its Remove button, the trash icon on its line.")
        #expect(changes > changesBefore, "the view hears of the message")
        viewModel.setQuantity(2, of: mug.id)  // as GTK reports the quantity kept
        #expect(viewModel.errorMessage == "To take Mug out of the cart, use its Remove button, the trash icon on its line.", "no change: still said")
        viewModel.setTypedQuantity(3, of: mug.id)
        viewModel.setTypedQuantity(99, of: mug.id)
        #expect(viewModel.errorMessage == "Only 3 items of Mug are in stock.", "what is said is about the last number typed")
        viewModel.setTypedQuantity(0, of: mug.id)
        viewModel.setTypedQuantity(99, of: mug.id)
        #expect(viewModel.errorMessage == "Only 3 items of Mug are in stock.", "already at the stock: still the last number's")
        viewModel.setTypedQuantity(2, of: mug.id)

        // Sold out since it was added (another account's order took the rest).
        try cart.restore(CartItem(productID: lamp.id, name: "Lamp", unitPrice: lamp.price, quantity: 1, stock: 0), at: 1)
        viewModel.setTypedQuantity(5, of: lamp.id)
        #expect(cart.quantity(of: lamp.id) == 1, "kept, not removed by a cap at none")
        #expect(viewModel.errorMessage == "Lamp is out of stock.")
    }

    @Test("Check Out takes the quantity being typed first, and waits when it cannot be taken as typed")
    func checkoutTakesTheTypedQuantity() throws {
        let (cart, viewModel) = try mugInCart()
        var checkouts = 0
        viewModel.onCheckout = { checkouts += 1 }

        var typed: Int?  // what the quantity field holds, not yet taken
        viewModel.takeTypedQuantity = {
            if let quantity = typed { viewModel.setTypedQuantity(quantity, of: mug.id) }
            typed = nil
        }
        typed = 0
        viewModel.checkout()
        #expect(checkouts == 0, "the user meant to take the mug out: not bought unseen")
        #expect(viewModel.errorMessage == "To take Mug out of the cart, use its Remove button, the trash icon on its line.")
        viewModel.checkout()
        #expect(checkouts == 1, "pressed again, the message read: the cart as it is")
        #expect(viewModel.errorMessage == nil, "not news after a checkout")

        typed = 99
        viewModel.checkout()
        #expect(checkouts == 1 && cart.quantity(of: mug.id) == 3, "capped, and the capped total shown first")
        typed = 2
        viewModel.checkout()
        #expect(checkouts == 2 && cart.quantity(of: mug.id) == 2, "a quantity taken as typed checks out with it")
    }

    @Test("Quitting takes the quantity being typed first, and asks when it cannot be taken as typed")
    func quittingTakesTheTypedQuantity() throws {
        let (cart, viewModel) = try mugInCart()
        let screen = CartScreen(viewModel: viewModel)
        var typed: Int?
        viewModel.takeTypedQuantity = {
            if let quantity = typed { viewModel.setTypedQuantity(quantity, of: mug.id) }
            typed = nil
        }
        #expect(screen.leaveDecision(for: .windowClose) == .allow, "nothing being typed")
        typed = 99
        guard case .confirm(let question) = screen.leaveDecision(for: .windowClose) else {
            Issue.record("99 of 3 in stock changed unseen as the window goes")
            return
        }
        #expect(question.title == "Discard Quantity and Quit?")
        #expect(question.message == viewModel.errorMessage && question.message?.hasPrefix("Only 3") == true,
                "why: \(question.message ?? "")")
        #expect(cart.quantity(of: mug.id) == 3)
        #expect(screen.leaveDecision(for: .windowClose) == .allow, "asked once: the user has seen it (Keep Editing)")
        typed = 2
        #expect(screen.leaveDecision(for: .navigation) == .allow, "a quantity taken as typed goes with the cart")
        #expect(cart.quantity(of: mug.id) == 2)
    }

    @Test("What is said about one item's quantity stays while another item changes or goes, not once it goes")
    func problemsStayWithTheirItem() throws {
        let (cart, viewModel) = try mugInCart()
        try cart.add(lamp)
        viewModel.setTypedQuantity(0, of: lamp.id)
        let aboutLamp = "To take Lamp out of the cart, use its Remove button, the trash icon on its line."
        viewModel.setQuantity(2, of: mug.id)
        #expect(cart.quantity(of: mug.id) == 2 && viewModel.errorMessage == aboutLamp)
        viewModel.remove(mug.id)
        #expect(viewModel.removalText == "Removed Mug" && viewModel.errorMessage == aboutLamp)
        viewModel.undoRemoval()
        #expect(viewModel.errorMessage == aboutLamp)

        viewModel.setTypedQuantity(99, of: mug.id)
        #expect(viewModel.errorMessage == "Only 3 items of Mug are in stock.", "the last problem is the one said")
        viewModel.setQuantity(1, of: mug.id)
        #expect(viewModel.errorMessage == nil, "a change to its item ends it")
        viewModel.setTypedQuantity(0, of: lamp.id)
        viewModel.remove(lamp.id)
        #expect(viewModel.errorMessage == nil, "its item gone, it is not news")
    }

    @Test("Letters typed into a quantity are not dropped without a word")
    func refusedText() throws {
        let (cart, viewModel) = try mugInCart()
        var changes = 0
        viewModel.onChange = { changes += 1 }
        viewModel.explainRefusedText("a", inQuantityOf: mug.id, between: "2", and: "")
        #expect(viewModel.errorMessage == "“a” is not a number: the quantity of Mug takes digits only.")
        #expect(changes == 1 && cart.quantity(of: mug.id) == 1, "the view hears of it; the quantity stays")
        viewModel.explainRefusedText("two mugs, please, and a lamp", inQuantityOf: mug.id, between: "2", and: "")
        #expect(viewModel.errorMessage == "“two mugs, please, an…” is not a number: the quantity of Mug takes digits only.",
                "a long paste is quoted by its start")
        viewModel.setQuantity(2, of: mug.id)
        #expect(viewModel.errorMessage == "The quantity of Mug is now 2; “atwo mugs, please, a…” was left out, "
                + "as quantities take digits only.", "the quantity taken says what was left out of it")
        viewModel.explainRefusedText("\u{202E}x", inQuantityOf: mug.id, between: "2", and: "")
        #expect(viewModel.errorMessage == "“<U+202E>x” is not a number: the quantity of Mug takes digits only.",
                "a right-to-left override pasted does not turn the message around")
        viewModel.setQuantity(1, of: mug.id)
        #expect(viewModel.errorMessage == nil, "the next quantity set clears it")
    }

    @Test("Digits taken around refused text say what was left out: 2e is 2, 3.7 is 37 and capped at the stock")
    func digitsAroundRefusedText() throws {
        let (cart, viewModel) = try mugInCart()
        viewModel.explainRefusedText("e", inQuantityOf: mug.id, between: "2", and: "")  // "2e" typed: 2 taken
        viewModel.setQuantity(2, of: mug.id)
        #expect(viewModel.errorMessage == "The quantity of Mug is now 2; “e” was left out, as quantities take digits only.")
        viewModel.explainRefusedText(".", inQuantityOf: mug.id, between: "3", and: "")
        viewModel.setTypedQuantity(37, of: mug.id)
        #expect(cart.quantity(of: mug.id) == 3)
        #expect(viewModel.errorMessage == "Only 3 items of Mug are in stock. 37 was read: “.” was left out, "
                + "as quantities take digits only.")
        viewModel.explainRefusedText(",", inQuantityOf: mug.id, between: "0", and: "")
        viewModel.setTypedQuantity(0, of: mug.id)
        #expect(viewModel.errorMessage == "To take Mug out of the cart, use its Remove button, the trash icon on its line. "
                + "“,” was left out, as quantities take digits only.")

        viewModel.explainRefusedText("x", inQuantityOf: mug.id, between: "2", and: "")
        try cart.add(lamp)
        viewModel.setQuantity(1, of: lamp.id)
        viewModel.setQuantity(2, of: mug.id)
        #expect(viewModel.errorMessage == nil, "refused text is not carried over a change to another item")
        viewModel.explainRefusedText("x", inQuantityOf: mug.id, between: "1", and: "")
        viewModel.remove(lamp.id)
        viewModel.setQuantity(1, of: mug.id)
        #expect(viewModel.errorMessage == nil, "nor over a removal")
        viewModel.explainRefusedText("x", inQuantityOf: mug.id, between: "", and: "")
        viewModel.setQuantity(2, of: mug.id)
        #expect(viewModel.errorMessage == nil, "refused with the number selected, it sat between no digits")
    }

    @Test("Refused text is said with the quantity taken only while the digits around it are in that quantity")
    func refusedTextBetweenDigits() throws {
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        try cart.add(crate)
        let viewModel = CartViewModel(cart: cart)
        viewModel.explainRefusedText("e", inQuantityOf: crate.id, between: "1", and: "")
        viewModel.setQuantity(2, of: crate.id)  // "1e", Backspace, "2": the 1 it followed is gone
        #expect(viewModel.errorMessage == nil)
        viewModel.explainRefusedText("e", inQuantityOf: crate.id, between: "2", and: "")
        viewModel.setQuantity(3, of: crate.id)  // left as "2e", then + clicked
        #expect(viewModel.errorMessage == nil)
        viewModel.explainRefusedText(".", inQuantityOf: crate.id, between: "1", and: "")
        viewModel.explainRefusedText("e", inQuantityOf: crate.id, between: "1", and: "")
        viewModel.setQuantity(12, of: crate.id)  // "1.e2"
        #expect(viewModel.errorMessage == "The quantity of Crate is now 12; “.e” was left out, as quantities take digits only.")
        viewModel.explainRefusedText(",", inQuantityOf: crate.id, between: "1", and: "2")
        viewModel.setQuantity(132, of: crate.id)  // "12" with "," then "3" typed between its digits
        #expect(viewModel.errorMessage?.hasSuffix("“,” was left out, as quantities take digits only.") == true,
                "\(viewModel.errorMessage ?? "none")")
        viewModel.explainRefusedText("x", inQuantityOf: crate.id, between: "1", and: "2")
        viewModel.explainRefusedText("y", inQuantityOf: crate.id, between: "13", and: "2")
        viewModel.setQuantity(12, of: crate.id)  // "132", then its 3 deleted
        #expect(viewModel.errorMessage == nil, "the refusal after 13 replaced the one after 1, and 12 lacks 13")
    }

    @Test("Items removed one after another while the notice shows are put back together, each where it was")
    func undoSeveralRemovals() throws {
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        try cart.add(mug, quantity: 2)
        try cart.add(lamp)
        try cart.add(crate, quantity: 3)
        let viewModel = CartViewModel(cart: cart)
        // A burst of clicks on the first line's Remove: each next line slides under the pointer.
        viewModel.remove(mug.id)
        viewModel.remove(lamp.id)
        #expect(viewModel.removalText == "Removed 2 items")
        viewModel.remove(crate.id)
        #expect(cart.isEmpty && viewModel.removalText == "Removed 3 items")
        #expect(viewModel.removedItems.map(\.name) == ["Mug", "Lamp", "Crate"] && viewModel.removedItem?.name == "Crate")
        viewModel.undoRemoval()
        #expect(cart.items.map(\.name) == ["Mug", "Lamp", "Crate"], "each where it was")
        #expect(cart.items.map(\.quantity) == [2, 1, 3], "with its quantity")
        #expect(viewModel.removalText == nil && viewModel.removedItems.isEmpty)

        viewModel.remove(lamp.id)
        viewModel.remove(mug.id)
        try cart.add(lamp)  // one of them, from its page
        #expect(viewModel.removalText == "Removed Mug", "the other still there to put back")
        viewModel.undoRemoval()
        #expect(cart.items.map(\.name) == ["Mug", "Crate", "Lamp"] && cart.quantity(of: lamp.id) == 1)
    }

    @Test("A removed item can be put back where it was, with its quantity, until the user's next change")
    func undoRemoval() throws {
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        try cart.add(mug, quantity: 2)
        try cart.add(lamp)
        let viewModel = CartViewModel(cart: cart)
        var changes = 0
        viewModel.onChange = { changes += 1 }
        viewModel.remove(mug.id)
        #expect(cart.items.map(\.name) == ["Lamp"])
        #expect(changes == 1, "the view redrawn once, the notice with the list")
        #expect(viewModel.removalText == "Removed Mug")
        viewModel.undoRemoval()
        #expect(cart.items.map(\.name) == ["Mug", "Lamp"] && cart.quantity(of: mug.id) == 2, "where it was, as it was")
        #expect(viewModel.removalText == nil, "put back once")
        #expect(CartStore(dataDirectory: folder.dataDirectory).cart == cart.cart, "and saved")

        viewModel.remove(lamp.id)
        viewModel.setQuantity(1, of: mug.id)
        #expect(viewModel.removedItem == nil, "the next change ends it")
        viewModel.undoRemoval()
        #expect(cart.items.map(\.name) == ["Mug"], "nothing to undo")

        viewModel.remove(mug.id)
        viewModel.dismissRemoval()
        viewModel.undoRemoval()
        #expect(cart.isEmpty, "dismissed: gone for good")

        try cart.add(mug, quantity: 2)
        viewModel.remove(mug.id)
        try cart.add(lamp)  // another product, from its page
        #expect(viewModel.removalText == "Removed Mug", "still there to put back")
        try cart.add(mug)  // the product itself, from its page
        #expect(viewModel.removalText == nil, "back another way: nothing left to undo")
        viewModel.undoRemoval()
        #expect(cart.quantity(of: mug.id) == 1, "the quantity added, not the one removed on top of it")
        try cart.remove(lamp.id)

        viewModel.remove(mug.id)
        try cart.add(lamp)
        viewModel.checkout()
        #expect(viewModel.removedItem == nil, "not news after a checkout")

        var restored = Cart()
        restored.restore(CartItem(product: lamp, quantity: 1), at: 5)
        #expect(restored.items.map(\.name) == ["Lamp"], "a place past the end is the end")
    }

    @Test("The cart persists in cart.json and observers hear each change")
    func persisted() throws {
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        var counts: [Int] = []
        let observation = cart.observe { counts.append($0.count) }
        try cart.add(mug)
        try cart.add(lamp)
        try cart.add(mug)
        #expect(counts == [1, 2, 3])
        observation.cancel()
        let relaunched = CartStore(dataDirectory: folder.dataDirectory)
        #expect(relaunched.cart == cart.cart)
        try relaunched.empty()
        #expect(CartStore(dataDirectory: folder.dataDirectory).isEmpty)
    }

    @Test("A corrupt cart file gives an empty cart, a warning and a .bak")
    func corruptCart() throws {
        try folder.write("{\"items\": 3}", to: "cart.json")
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        #expect(cart.isEmpty)
        let warnings = cart.warnings.all
        #expect(warnings.count == 1 && warnings.first?.message.contains("cart.json.bak") == true)
        #expect(try folder.fileNames() == ["cart.json.bak"])
    }

    @Test("A cart line no cart could hold (a quantity below 1, a negative stock or price, an absurd quantity or price) is damage",
          arguments: [(-5, 32, 4900), (0, 32, 4900), (99_999_999, 32, 4900), (Int.max, 32, 4900), (2, -1, 4900),
                      (2, 32, -4900), (2, 32, Int.max), (9_999, 32, 1_000_000_000_000_000)])
    func impossibleCartLine(quantity: Int, stock: Int, cents: Int) throws {
        let line = #"{"productID": 2, "name": "Pebble Bluetooth Speaker", "quantity": \#(quantity), "#
            + #""stock": \#(stock), "unitPrice": \#(cents)}"#
        try folder.write(#"{"items": [\#(line)]}"#, to: "cart.json")
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        #expect(cart.isEmpty && cart.count == 0, "no negative or overflowing count or total")
        #expect(cart.warnings.all.count == 1)
        #expect(try folder.fileNames() == ["cart.json.bak"])
    }

    @Test("A line's name too long for any product is cut to the longest a name may be, and the line kept")
    func aLineWithAnAbsurdlyLongName() throws {
        let long = String(repeating: "Speaker ", count: 2_500)
        try folder.write(#"{"items": [{"productID": 2, "name": "\#(long)", "quantity": 1, "stock": 32, "unitPrice": 4900}]}"#,
                         to: "cart.json")
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        let name = try #require(cart.cart.items.first?.name)
        #expect(name.count == CartItem.maximumNameLength && name.hasSuffix("…"))
        #expect(name.hasPrefix("Speaker Speaker"))
        #expect(cart.count == 1 && cart.warnings.all.isEmpty, "nothing else was wrong with the line")

        let accents = "A" + String(repeating: "\u{301}", count: 5_000)  // one character, 5,001 scalars
        try folder.write(#"{"items": [{"productID": 2, "name": "\#(accents)", "quantity": 1, "stock": 32, "unitPrice": 4900}]}"#,
                         to: "cart.json")
        #expect(CartStore(dataDirectory: folder.dataDirectory).cart.items.first?.name.unicodeScalars.count
                    == CartItem.maximumNameLength, "cut too: laying it out costs as much")
    }

    @Test("Prices that would overflow the total, or a product listed twice, are damage, not a crash or two lines")
    func overflowingOrRepeatedLines() throws {
        func line(_ cents: Int, quantity: Int = 1) -> String {
            #"{"productID": 2, "name": "Pebble", "quantity": \#(quantity), "stock": 32, "unitPrice": \#(cents)}"#
        }
        let limit = CartItem.maximumUnitPrice.cents
        try folder.write(#"{"items": [\#(line(limit, quantity: CartItem.maximumQuantity))]}"#, to: "cart.json")
        let dearest = CartStore(dataDirectory: folder.dataDirectory)
        #expect(dearest.total == Money(cents: limit * CartItem.maximumQuantity) && dearest.warnings.all.isEmpty,
                "the dearest line a cart may hold loads")
        for items in [[line(5_000_000_000_000_000_000)], [line(4900), line(4900, quantity: 2)]] {
            try folder.write(#"{"items": [\#(items.joined(separator: ", "))]}"#, to: "cart.json")
            let cart = CartStore(dataDirectory: folder.dataDirectory)
            #expect(cart.isEmpty)
            #expect(cart.warnings.all.count == 1, "\(items)")
        }
    }

    @Test("A damaged file is kept beside the backups of earlier damage, never over them")
    func backupsAreNotReplaced() throws {
        try folder.write("what the user kept", to: "cart.json.bak")
        try folder.write("not json", to: "cart.json")
        _ = CartStore(dataDirectory: folder.dataDirectory)
        try folder.write("not json either", to: "cart.json")
        let cart = CartStore(dataDirectory: folder.dataDirectory)
        #expect(cart.warnings.all.first?.message.contains("cart.json.3.bak") == true, "the warning says where")
        #expect(try folder.fileNames() == ["cart.json.2.bak", "cart.json.3.bak", "cart.json.bak"])
        #expect(folder.text(of: "cart.json.bak") == "what the user kept")
    }

    @Test("Each account has its own cart file, and switching shows the other account's cart")
    func cartsPerAccount() throws {
        let cart = CartStore(dataDirectory: folder.dataDirectory, owner: ann)
        var heard: [Int] = []
        let observation = cart.observe { heard.append($0.count) }
        try cart.add(mug, quantity: 2)
        cart.switchOwner(to: bob)
        #expect(cart.owner == bob && cart.isEmpty, "bob does not see ann's cart")
        try cart.add(lamp)
        cart.switchOwner(to: ann)
        #expect(cart.items.map(\.productID) == [mug.id] && cart.quantity(of: mug.id) == 2)
        cart.switchOwner(to: ann)
        #expect(heard == [2, 0, 1, 2], "observers hear each switch (the tab's count follows), not a switch to the same owner")
        observation.cancel()
        #expect(try folder.fileNames() == [CartStore.fileName(for: ann), CartStore.fileName(for: bob)].sorted())
        #expect(CartStore(dataDirectory: folder.dataDirectory, owner: bob).items.map(\.productID) == [lamp.id])
    }

    @Test("The cart of no account (from before carts were per account) goes to the next account signing in")
    func cartOfNoAccountIsTakenOver() throws {
        try CartStore(dataDirectory: folder.dataDirectory, owner: ann).add(mug, quantity: 2)
        let unowned = CartStore(dataDirectory: folder.dataDirectory)
        try unowned.add(mug, quantity: 2)
        try unowned.add(lamp)
        let cart = CartStore(dataDirectory: folder.dataDirectory, owner: ann)
        #expect(cart.quantity(of: mug.id) == 3, "both quantities, up to the stock")
        #expect(cart.quantity(of: lamp.id) == 1)
        #expect(try folder.fileNames() == [CartStore.fileName(for: ann)], "cart.json is gone: taken over once")
        cart.switchOwner(to: bob)
        #expect(cart.isEmpty, "the next account does not get it again")
        #expect(CartStore(dataDirectory: folder.dataDirectory, owner: ann).quantity(of: mug.id) == 3)
    }

    @Test("An unreadable account cart is reported when switching to it")
    func corruptAccountCart() throws {
        try folder.write("not json", to: CartStore.fileName(for: bob))
        let cart = CartStore(dataDirectory: folder.dataDirectory, owner: ann)
        #expect(cart.warnings.all.isEmpty)
        var heard: [Warning] = []
        let observation = cart.warnings.observe { heard.append($0) }
        cart.switchOwner(to: bob)
        #expect(cart.isEmpty)
        #expect(heard.count == 1 && heard.first?.message.contains("cart of bob") == true, "the app hears of it at once")
        observation.cancel()
    }
}
