/// The cart: its items, their quantities, the total, and Checkout.
@MainActor
public final class CartViewModel {
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Called when the user presses Checkout, unless checkout waits for a quantity typed
    /// (see ``checkout()``).
    public var onCheckout: (() -> Void)?
    /// Called when the user presses Browse Products on the empty cart.
    public var onBrowseProducts: (() -> Void)?
    /// Takes the quantity typed but not yet taken, if any (the view's: the text still in a
    /// quantity field), as Check Out and quitting do first.
    public var takeTypedQuantity: (() -> Void)?
    /// The last problem (such as "only 2 in stock"), shown inline. A problem with one item's
    /// quantity stays while another item changes or goes: the click on the other item is
    /// what took the quantity still being typed, and said why it could not be taken.
    public private(set) var errorMessage: String?
    /// The product whose quantity ``errorMessage`` is about, when it is about one.
    public private(set) var errorProductID: Int?
    /// A number that changes with each problem said, also when the words are those on show
    /// already (a second number beyond the stock, typed after the first), so a view announces
    /// each of them.
    public private(set) var errorMessageSerial = 0
    /// The line the user removed last, while it can be put back (``undoRemoval()``).
    public var removedItem: CartItem? { removals.last?.item }
    /// The lines removed while the removal's notice shows, in the order they went, which
    /// ``undoRemoval()`` puts back together (a quick burst of clicks on Remove takes a line
    /// each, as the next slides under the pointer): none once they are back, once the notice
    /// is dismissed, after the user's next change on the page; a product in the cart again
    /// another way (added from its page) leaves the list.
    public var removedItems: [CartItem] { removals.map(\.item) }
    /// The lines removed, each with where it was in the cart then.
    private var removals: [(item: CartItem, index: Int)] = []
    /// What a product's quantity field refused since its quantity was last set, and the
    /// digits on either side of it: said again when the quantity taken holds those digits
    /// ("1e3" is taken as 13, "3.7" as 37), not once they were deleted or typed over.
    private var refusedText: (productID: Int, text: String, before: String, after: String)?

    private let cart: CartStore
    private var observation: StoreObservation?

    /// A view of `cart`, following its changes.
    public init(cart: CartStore) {
        self.cart = cart
        observation = cart.observe { [weak self] _ in self?.cartChanged() }
    }

    /// The cart changed, here or elsewhere. A removed product added again from its page ends
    /// the removal's notice: its Undo would have added the quantity removed to the one added
    /// (or, at the stock already, changed nothing while saying the item was back).
    private func cartChanged() {
        removals.removeAll { cart.cart.item(for: $0.item.productID) != nil }
        onChange?()
    }

    /// The items.
    public var items: [CartItem] { cart.items }
    /// "Total: €24.00".
    public var totalText: String { "Total: \(cart.total.formatted)" }
    /// Whether the cart is empty (Checkout is disabled).
    public var isEmpty: Bool { cart.isEmpty }
    /// The product added to the cart last in this session, if any: the one the user, coming
    /// from Add to Cart, is most likely to change.
    public var lastAddedProductID: Int? { cart.lastAddedProductID }

    /// "Removed Aurora Wireless Headphones" ("Removed 3 items"), while the removal can be undone.
    public var removalText: String? {
        guard let last = removals.last?.item else { return nil }
        return removals.count == 1 ? "Removed \(last.name)" : "Removed \(String.counted(removals.count, "item"))"
    }

    /// Sets the quantity of `productID` (0 removes it, for good: see ``remove(_:)``). If its
    /// field refused text meanwhile, ``errorMessage`` says the quantity taken and what was
    /// left out of it. The quantity the cart holds already changes nothing, and what was said
    /// stays: GTK reports the value as changed, unchanged, right after refusing a typed one,
    /// and the message about that must stay (and stop a checkout that took it).
    public func setQuantity(_ quantity: Int, of productID: Int) {
        let leftOut = takeRefusedText(of: productID, taken: quantity)
        guard quantity != cart.cart.item(for: productID)?.quantity || leftOut != nil else { return }
        do throws(CartError) {
            clearError(unlessAboutOtherThan: productID)
            removals = []
            try cart.setQuantity(quantity, of: productID)
            guard let leftOut, let item = cart.cart.item(for: productID) else { return }
            say("The quantity of \(item.name) is now \(quantity); " + Self.leftOutSentence(leftOut), about: productID)
            onChange?()
        } catch {
            say(error.description, about: productID)
            onChange?()
        }
    }

    /// The user typed `quantity` for `productID` where the quantity field does not take it
    /// (the field keeps to 1 up to the stock): more than the stock sets the stock (or changes
    /// nothing when none is left), fewer than one changes nothing, and ``errorMessage`` says
    /// why either way, so nothing typed is dropped without a word.
    public func setTypedQuantity(_ quantity: Int, of productID: Int) {
        guard let item = cart.cart.item(for: productID) else { return }
        if quantity >= 1, quantity <= item.stock { return setQuantity(quantity, of: productID) }  // (no 1...stock: stock may be 0)
        let leftOut = takeRefusedText(of: productID, taken: quantity)
        if quantity < 1 {
            say("To take \(item.name) out of the cart, use its Remove button, the trash icon on its line."
                + (leftOut.map { " " + Self.leftOutSentence($0) } ?? ""), about: productID)
        } else if item.stock == 0 {
            // Sold out since it was added: capping at the stock would remove it, unasked.
            say(CartError.outOfStock(productName: item.name).description, about: productID)
        } else {
            say(nil)
            setQuantity(item.stock, of: productID)
            guard errorMessage == nil else { return }  // the cart refused it: that is what is said
            say(CartError.exceedsStock(productName: item.name, available: item.stock).description
                + (leftOut.map { " \(quantity) was read: " + Self.leftOutSentence($0) } ?? ""), about: productID)
        }
        onChange?()
    }

    /// The user typed or pasted `text` into the quantity of `productID` between the field's
    /// text `before` and `after` (around the selection, which typing replaces), and the field
    /// refused it (it takes digits only): ``errorMessage`` says so, quoting what was typed
    /// (its start, for a long paste), so the keys do not seem to do nothing. When the
    /// quantity next set still holds the digits around it, that number lacks it ("1e3" taken
    /// as 13), and the message then says so.
    public func explainRefusedText(_ text: String, inQuantityOf productID: Int,
                                   between before: String, and after: String) {
        guard let item = cart.cart.item(for: productID) else { return }
        say("\(Self.quoted(text)) is not a number: the quantity of \(item.name) takes digits only.", about: productID)
        // Typed at the same place ("1.e2"): both are left out of the same number.
        let earlier = refusedText.map { ($0.productID, $0.before, $0.after) == (productID, before, after) ? $0.text : "" }
        refusedText = (productID, (earlier ?? "") + text, before, after)
        onChange?()
    }

    /// Shows `message` (nil: none), about the quantity of `productID` when it is about one.
    private func say(_ message: String?, about productID: Int? = nil) {
        (errorMessage, errorProductID) = (message, message == nil ? nil : productID)
        if message != nil { errorMessageSerial += 1 }
    }

    /// Clears ``errorMessage`` for a change to `productID`, unless it is about another item.
    private func clearError(unlessAboutOtherThan productID: Int) {
        if errorProductID == nil || errorProductID == productID { say(nil) }
    }

    /// The text refused in the quantity field of `productID` since its quantity was last set,
    /// if `quantity`, taken now, holds the digits it was typed between; forgotten either way.
    private func takeRefusedText(of productID: Int, taken quantity: Int) -> String? {
        defer { refusedText = nil }
        guard let refused = refusedText, refused.productID == productID else { return nil }
        let digits = String(quantity)
        let around = refused.before.count + refused.after.count
        guard around > 0, digits.count >= around, digits.hasPrefix(refused.before), digits.hasSuffix(refused.after)
        else { return nil }
        return refused.text
    }

    /// “text” (its start, for a long paste), its controls written as code points.
    private static func quoted(_ text: String) -> String {
        let shown = text.escapedForMessages
        return "“\(shown.count > 20 ? shown.prefix(20) + "…" : shown)”"
    }

    /// "“e” was left out, as quantities take digits only.", for `text` refused in a quantity.
    private static func leftOutSentence(_ text: String) -> String {
        "\(quoted(text)) was left out, as quantities take digits only."
    }

    /// Removes `productID`'s line, which ``undoRemoval()`` can put back where it was (the
    /// HIG's undo rather than a question first), with the lines removed before it while the
    /// notice shows.
    public func remove(_ productID: Int) {
        guard let index = cart.cart.index(of: productID) else { return }
        // Noted first, so the view's one refresh (the cart's observer) shows the notice too.
        removals.append((items[index], index))
        refusedText = nil
        clearError(unlessAboutOtherThan: productID)
        do throws(CartError) {
            try cart.remove(productID)
        } catch {
            removals.removeLast()
            say(error.description, about: productID)
            onChange?()
        }
    }

    /// Puts the lines removed (``removedItems``) back where they were (Undo, Ctrl+Z), with
    /// their quantities: the last removed first, so that each goes back to its place.
    public func undoRemoval() {
        let undone = removals
        removals = []
        for (item, index) in undone.reversed() {
            do throws(CartError) {
                try cart.restore(item, at: index)
            } catch {
                say(error.description, about: item.productID)
                onChange?()
            }
        }
    }

    /// The user closed the notice of the removal: it can no longer be undone.
    public func dismissRemoval() {
        guard !removals.isEmpty else { return }
        removals = []
        onChange?()
    }

    /// The user pressed Browse Products on the empty cart.
    public func browseProducts() { onBrowseProducts?() }

    /// Takes a quantity still being typed (``takeTypedQuantity``) as the cart goes (the window
    /// closing, the user signing out), and returns why it could not be taken as typed (more
    /// than the stock, 0), for the user to hear before it is changed or dropped unseen; nil
    /// when it could, or when nothing was being typed (a problem said before is not news).
    public func takeTypedQuantityAsTheCartGoes() -> String? {
        let saidBefore = errorMessageSerial
        takeTypedQuantity?()
        guard errorMessageSerial != saidBefore, errorProductID != nil else { return nil }
        return errorMessage
    }

    /// The user pressed Checkout (an earlier quantity problem and the undoing of a removal are
    /// cleared: they are not news when the user comes back from checkout).
    ///
    /// ``takeTypedQuantity`` first takes the quantity typed but not yet taken (Check Out
    /// pressed with the text still in its field): when it cannot be taken as typed (0 or
    /// less, more than the stock, letters left out), checkout waits, and ``errorMessage``
    /// says why, so the user sees the quantity that would be bought before paying for it.
    public func checkout() {
        guard !isEmpty else { return }
        let hadNotice = errorMessage != nil || removedItem != nil
        say(nil)  // (no refresh yet: it would put the quantities back over what was typed)
        takeTypedQuantity?()
        guard errorMessage == nil else { return }  // said: taking it refreshed the view
        (refusedText, removals) = (nil, [])
        if hadNotice { onChange?() }
        onCheckout?()
    }
}
