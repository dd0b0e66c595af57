/// The cart: its items, their quantities, the total, and Checkout.
@MainActor
public final class CartViewModel {
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Called when the user presses Checkout.
    public var onCheckout: (() -> Void)?
    /// Called when the user presses Browse Products on the empty cart.
    public var onBrowseProducts: (() -> Void)?
    /// The last problem (such as "only 2 in stock"), shown inline.
    public private(set) var errorMessage: String?
    /// The line the user removed last, while it can be put back (``undoRemoval()``); nil once
    /// it is, once dismissed, and after the user's next change on the page.
    public private(set) var removedItem: CartItem?
    /// Where ``removedItem`` was in the cart.
    private var removedIndex = 0

    private let cart: CartStore
    private var observation: StoreObservation?

    /// A view of `cart`, following its changes.
    public init(cart: CartStore) {
        self.cart = cart
        observation = cart.observe { [weak self] _ in self?.onChange?() }
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

    /// "Removed Aurora Wireless Headphones", while the removal can be undone.
    public var removalText: String? { removedItem.map { "Removed \($0.name)" } }

    /// Sets the quantity of `productID` (0 removes it, for good: see ``remove(_:)``).
    public func setQuantity(_ quantity: Int, of productID: Int) {
        do throws(CartError) {
            errorMessage = nil
            removedItem = nil
            try cart.setQuantity(quantity, of: productID)
        } catch {
            errorMessage = error.description
            onChange?()
        }
    }

    /// The user typed `quantity` for `productID` where the quantity field does not take it
    /// (the field keeps to 1 up to the stock): more than the stock sets the stock, fewer than
    /// one changes nothing, and ``errorMessage`` says why either way, so nothing typed is
    /// dropped without a word.
    public func setTypedQuantity(_ quantity: Int, of productID: Int) {
        guard let item = items.first(where: { $0.productID == productID }) else { return }
        if quantity < 1 {
            errorMessage = "To take \(item.name) out of the cart, use its Remove button."
            onChange?()
        } else if quantity > item.stock {
            setQuantity(item.stock, of: productID)
            if errorMessage == nil {
                errorMessage = CartError.exceedsStock(productName: item.name, available: item.stock).description
                onChange?()
            }
        } else {
            setQuantity(quantity, of: productID)
        }
    }

    /// The user typed or pasted `text` into the quantity of `productID`, and the field refused
    /// it (it takes digits only): ``errorMessage`` says so, quoting what was typed (its
    /// start, for a long paste), so the keys do not seem to do nothing.
    public func explainRefusedText(_ text: String, inQuantityOf productID: Int) {
        guard let item = items.first(where: { $0.productID == productID }) else { return }
        let quoted = text.count > 20 ? text.prefix(20) + "…" : text
        errorMessage = "“\(quoted)” is not a number: the quantity of \(item.name) takes digits only."
        onChange?()
    }

    /// Removes `productID`'s line, which ``undoRemoval()`` can put back where it was (the
    /// HIG's undo rather than a question first).
    public func remove(_ productID: Int) {
        guard let index = items.firstIndex(where: { $0.productID == productID }) else { return }
        // Noted first, so the view's one refresh (the cart's observer) shows the notice too.
        (removedItem, removedIndex, errorMessage) = (items[index], index, nil)
        do throws(CartError) {
            try cart.remove(productID)
        } catch {
            (removedItem, errorMessage) = (nil, error.description)
            onChange?()
        }
    }

    /// Puts the line removed last back where it was (Undo, Ctrl+Z), with its quantity.
    public func undoRemoval() {
        guard let item = removedItem else { return }
        removedItem = nil
        do throws(CartError) {
            try cart.restore(item, at: removedIndex)
        } catch {
            errorMessage = error.description
            onChange?()
        }
    }

    /// The user closed the notice of the removal: it can no longer be undone.
    public func dismissRemoval() {
        guard removedItem != nil else { return }
        removedItem = nil
        onChange?()
    }

    /// The user pressed Browse Products on the empty cart.
    public func browseProducts() { onBrowseProducts?() }

    /// The user pressed Checkout (an earlier quantity problem and the undoing of a removal are
    /// cleared: they are not news when the user comes back from checkout).
    public func checkout() {
        guard !isEmpty else { return }
        if errorMessage != nil || removedItem != nil {
            (errorMessage, removedItem) = (nil, nil)
            onChange?()
        }
        onCheckout?()
    }
}
