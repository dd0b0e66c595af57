/// The products the user means to buy, with quantities that never exceed the stock.
public struct Cart: Hashable, Sendable, Codable {
    /// The lines, in the order their products were first added.
    public private(set) var items: [CartItem]

    /// A cart holding `items` (empty by default).
    public init(items: [CartItem] = []) {
        self.items = items
    }

    /// The number of items, counting quantities: two mugs and a kettle make 3.
    public var count: Int { items.reduce(0) { $0 + $1.quantity } }

    /// What the whole cart costs.
    public var total: Money { items.sum(of: \.total) }

    /// Whether the cart holds nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// Where product `productID`'s line is among ``items``, if the cart holds it.
    public func index(of productID: Int) -> Int? {
        items.firstIndex { $0.productID == productID }
    }

    /// Product `productID`'s line, if the cart holds it.
    public func item(for productID: Int) -> CartItem? {
        index(of: productID).map { items[$0] }
    }

    /// How many items of product `productID` the cart holds (0 if none).
    public func quantity(of productID: Int) -> Int {
        item(for: productID)?.quantity ?? 0
    }

    /// Adds `quantity` items of `product`, or throws if the stock does not allow it (and changes nothing).
    public mutating func add(_ product: Product, quantity: Int = 1) throws(CartError) {
        guard quantity > 0 else { throw .invalidQuantity(quantity) }
        guard product.isInStock else { throw .outOfStock(productName: product.name) }
        if let index = index(of: product.id) {
            let wanted = items[index].quantity + quantity
            guard wanted <= product.stock else {
                throw items[index].quantity >= product.stock
                    ? .allInCart(productName: product.name, available: product.stock)
                    : .exceedsStock(productName: product.name, available: product.stock)
            }
            items[index] = CartItem(product: product, quantity: wanted)
        } else {
            guard quantity <= product.stock else {
                throw .exceedsStock(productName: product.name, available: product.stock)
            }
            items.append(CartItem(product: product, quantity: quantity))
        }
    }

    /// Sets the quantity of product `productID`; 0 removes the line. Throws if the product is not in
    /// the cart, the quantity is negative or it exceeds the stock (and changes nothing).
    public mutating func setQuantity(_ quantity: Int, of productID: Int) throws(CartError) {
        guard let index = index(of: productID) else {
            throw .notInCart(productID: productID)
        }
        guard quantity >= 0 else { throw .invalidQuantity(quantity) }
        guard quantity <= items[index].stock else {
            throw .exceedsStock(productName: items[index].name, available: items[index].stock)
        }
        if quantity == 0 {
            items.remove(at: index)
        } else {
            items[index].quantity = quantity
        }
    }

    /// Removes product `productID`'s line, if any.
    public mutating func remove(_ productID: Int) {
        items.removeAll { $0.productID == productID }
    }

    /// Removes every line.
    public mutating func empty() {
        items.removeAll()
    }

    /// Brings `product`'s line, if any, up to date with the catalog: its name, its stock (what
    /// others ordered took some: see ``CartItem/stockNote``) and its price (see
    /// ``CartItem/priceNote``). The quantity stays as the user chose it.
    public mutating func update(from product: Product) {
        guard let index = index(of: product.id) else { return }
        items[index] = items[index].repriced(product.price)
        (items[index].name, items[index].stock) = (product.name, product.stock)
    }

    /// Sets how many items of product `productID` are left (what others ordered took some);
    /// the quantity stays as the user chose it (see ``CartItem/stockNote``).
    public mutating func setStock(_ stock: Int, of productID: Int) {
        guard let index = index(of: productID) else { return }
        items[index].stock = stock
    }

    /// Decodes a cart, refusing one that lists a product twice (a damaged or edited file: its
    /// two lines would each show, and together they could ask for more than the stock).
    public init(from decoder: any Decoder) throws {
        let items = try decoder.container(keyedBy: CodingKeys.self).decode([CartItem].self, forKey: .items)
        var seen = Set<Int>()
        if let twice = items.first(where: { !seen.insert($0.productID).inserted }) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "product \(twice.productID) is listed twice"))
        }
        self.init(items: items)
    }

    /// Adds the lines of `other`: a product in both gets both quantities, up to its stock.
    public mutating func merge(_ other: Cart) {
        for item in other.items { restore(item, at: items.count) }
    }

    /// Puts back `item`, a line removed earlier, at `index` among the lines there are now (the
    /// end if fewer are left); a product added again meanwhile keeps its line, with `item`'s
    /// quantity added, up to its stock.
    public mutating func restore(_ item: CartItem, at index: Int) {
        if let existing = self.index(of: item.productID) {
            items[existing].quantity = min(items[existing].quantity + item.quantity, max(items[existing].stock, item.stock))
        } else {
            items.insert(item, at: min(max(index, 0), items.count))
        }
    }
}
