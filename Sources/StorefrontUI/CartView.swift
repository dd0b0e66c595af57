import CGtk
import CoordinatorGtk
import StorefrontCore

/// The cart: each item with its unit price, a quantity spin button, its line total and a
/// remove button; the total and Check Out (disabled while empty); an empty state.
@MainActor
public final class CartView: ScreenView {
    /// One item's row and its controls.
    @MainActor
    public final class ItemRow {
        /// The product's number.
        public let productID: Int
        /// The row.
        public let row: ListBoxRow
        /// The product's name.
        public let nameLabel: Label
        /// "€129.00 each", or "€129.00 each (up from €119.00)" when the catalog changed the
        /// price since the product was added.
        public let unitPriceLabel: Label
        /// "Only 2 left" or "Out of stock" when fewer are left than the quantity (hidden otherwise).
        public let stockLabel: Label
        /// The quantity.
        public let quantity: SpinButton
        /// The line total.
        public let lineTotalLabel: Label
        /// Removes the item ("Remove <name>").
        public let removeButton: Button
        fileprivate var quantityChanged: SignalConnection?

        fileprivate init(item: CartItem) {
            productID = item.productID
            nameLabel = PageLayout.line(style: .heading)
            nameLabel.keepWordsWhole()
            unitPriceLabel = PageLayout.line(style: .dim)
            let text = Box(orientation: .vertical, spacing: 4)
            text.hexpand = true
            text.valign = .center
            stockLabel = PageLayout.errorLabel()
            [nameLabel, unitPriceLabel, stockLabel].forEach(text.append)
            quantity = SpinButton(range: 1...max(item.stock, item.quantity, 1), value: item.quantity)
            quantity.valign = .center
            // As wide on every row, whatever its stock: GTK sizes a spin button for its largest value.
            quantity.widthChars = 3
            quantity.tooltip = "Quantity"
            lineTotalLabel = PageLayout.label(item.total.formatted, style: .heading)
            lineTotalLabel.xalign = 1
            removeButton = Button(iconName: "user-trash-symbolic")
            removeButton.valign = .center
            removeButton.isFlat = true
            // The line total under its quantity, not beside it: a row fits the narrowest
            // window the HIG asks for (360 px), where the four side by side needed 413.
            let amount = Box(orientation: .vertical, spacing: 6)
            amount.valign = .center
            [quantity, lineTotalLabel].forEach(amount.append)
            let controls = Box(orientation: .horizontal, spacing: PageLayout.spacing)
            controls.halign = .end
            [amount, removeButton].forEach(controls.append)
            // The quantity and Remove go under the name, at the end, where they do not fit
            // beside it (a narrow window, large text).
            let content = WrapBox(spacing: PageLayout.spacing, lineSpacing: 6, policy: .minimum)
            content.setMargins(top: 10, bottom: 10, start: 12, end: 6)
            [text, controls].forEach(content.append)
            row = ListBoxRow(child: content)
            row.isActivatable = false
            row.isSelectable = false
            // The row stays focusable: GTK 3's list box moves a forward Tab onto a row and
            // only then into it, so with unfocusable rows Tab stopped at the list and never
            // reached the quantities, Remove or Check Out. Focused, the row reads its item.
            update(item)
        }

        /// Shows `item`: its quantity, and its name, price and stock as the catalog last had them.
        fileprivate func update(_ item: CartItem) {
            if nameLabel.text != item.name { nameLabel.text = item.name }  // measured once per name
            let change = item.priceNote.map { " (\($0.lowercased()))" } ?? ""
            unitPriceLabel.text = "\(item.unitPrice.formatted)\u{00A0}each\(change)"  // never "€129.00" and "each" apart
            quantity.accessibleName = "Quantity of \(item.name)"
            removeButton.accessibleName = "Remove \(item.name)"
            removeButton.tooltip = "Remove \(item.name)"
            quantityChanged?.block()
            quantity.range = 1...max(item.stock, item.quantity, 1)
            if quantity.value != item.quantity { quantity.value = item.quantity }
            quantityChanged?.unblock()
            lineTotalLabel.text = item.total.formatted
            PageLayout.show(item.stockNote, in: stockLabel, announcing: false)  // in the row's name
            let line = "\(item.name), \(item.quantity) × \(item.unitPrice.formatted)\(change), \(item.total.formatted)"
            row.accessibleName = line + (item.stockNote.map { ", \($0.lowercased())" } ?? "")
        }
    }

    /// The view model shown.
    public let viewModel: CartViewModel
    /// The page.
    public let root: Widget
    /// The items.
    public let list: ListBox
    /// The last problem ("only 2 in stock").
    public let errorLabel: Label
    /// "Total: €24.00".
    public let totalLabel: Label
    /// Check Out (insensitive while the cart is empty).
    public let checkoutButton: Button
    /// The list and total, or the empty state.
    public let states: Stack
    /// "Your Cart Is Empty": it takes the focus when the last item goes, and reads its title.
    public let emptyState: Widget
    /// Browse Products, on the empty cart: the way to fill it.
    public let browseButton: Button
    /// "Removed Aurora Wireless Headphones" with Undo, at the top of the page after a removal.
    public var removalNotice: Revealer { notification.revealer }
    /// What the removal notice says.
    public var removalLabel: Label { notification.messageLabel }
    /// Puts the removed item back (also Ctrl+Z on the page).
    public var undoButton: Button { notification.actionButton }
    /// Closes the removal notice.
    public var dismissRemovalButton: Button { notification.dismissButton }
    /// The rows, in order.
    public private(set) var rows: [ItemRow] = []

    /// The line of the product added last (Go to Cart right after Add to Cart lands on it),
    /// else the first focusable widget.
    public var initialFocus: Widget? { rows.first { $0.productID == viewModel.lastAddedProductID }?.row }
    private let notification = InAppNotification(actionTitle: "_Undo")
    /// The view model's ``CartViewModel/errorMessageSerial`` when the page last showed its problem.
    private var saidErrorSerial = 0

    /// A view of `viewModel`.
    public init(viewModel: CartViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column()
        list = PageLayout.boxedList(selectionMode: .none)
        list.accessibleName = "Cart items"
        errorLabel = PageLayout.errorLabel()
        totalLabel = PageLayout.label("", style: .title)
        totalLabel.xalign = 1
        totalLabel.hexpand = true
        totalLabel.wraps = true  // at twice the text size, "Total:" above the amount in a narrow window
        totalLabel.alignsLinesRight = true
        totalLabel.keepWordsWhole()
        checkoutButton = Button(label: "_Check Out", mnemonic: true)
        checkoutButton.style = .suggested
        checkoutButton.valign = .center
        checkoutButton.halign = .end  // under the total, when it goes there
        column.append(list)
        column.marginBottom = PageLayout.spacing  // and the footer 6 px more: 18 px from the list to the total
        // Check Out goes under the total where both do not fit side by side (a narrow window,
        // large text), rather than holding the window wide.
        let totalRow = WrapBox(spacing: 18, lineSpacing: PageLayout.spacing)
        totalRow.append(totalLabel)
        totalRow.append(checkoutButton)
        let footer = PageLayout.column()
        footer.marginTop = 6
        [errorLabel, totalRow].forEach(footer.append)

        browseButton = Button(label: "_Browse Products", mnemonic: true)
        browseButton.style = .suggested
        browseButton.halign = .center
        let emptyText = "Products you add to the cart appear here."
        let empty = PageLayout.statusPage(iconName: "package-x-generic-symbolic", title: "Your Cart Is Empty",
                                          description: emptyText)
        // The status takes the focus; the button is beside it, not in it (Tab never enters a
        // focusable box), so Tab goes on from the status to the button.
        empty.page.vexpand = false
        empty.page.marginBottom = 0
        PageLayout.makeFocusHolder(empty.page, named: "Your Cart Is Empty")
        empty.page.accessibleDescription = emptyText  // its second line, said with it
        emptyState = empty.page
        let emptyPage = Box(orientation: .vertical, spacing: PageLayout.spacing)
        emptyPage.valign = .center
        emptyPage.vexpand = true
        emptyPage.marginBottom = PageLayout.pageMargin
        emptyPage.append(empty.page)
        emptyPage.append(browseButton)
        states = Stack()
        states.vexpand = true
        states.addNamed(Self.itemsPage(list: column, footer: footer), name: "items")
        states.addNamed(PageLayout.scrolling(status: emptyPage), name: "empty")
        // The notice pushes the page down rather than covering its first item: it stays until
        // the user acts on it, and must hide nothing meanwhile.
        let page = Box(orientation: .vertical, spacing: 0)
        page.append(notification.revealer)
        page.append(states)
        root = page

        // A click leaves the focus in a quantity being typed, for Check Out to take it (and
        // say so when it cannot) before the cart leaves the screen with it; so does its Alt
        // key, and quitting asks first when it cannot be taken.
        checkoutButton.takesFocusOnClick = false
        viewModel.takeTypedQuantity = { [weak self] in self?.rows.first { $0.quantity.isFocus }?.quantity.update() }
        checkoutButton.onClicked { [viewModel] in viewModel.checkout() }
        browseButton.onClicked { [viewModel] in viewModel.browseProducts() }
        undoButton.tooltip = "Put back the items removed (Ctrl+Z)"
        undoButton.onClicked { [weak self] in self?.undoRemoval() }
        dismissRemovalButton.onClicked { [viewModel] in viewModel.dismissRemoval() }
        page.onKeyPress { [weak self] keyval, state in
            guard let self, state & GDK_CONTROL_MASK.rawValue != 0,
                  keyval == UInt32(GDK_KEY_z) || keyval == UInt32(GDK_KEY_Z), viewModel.removedItem != nil
            else { return false }
            undoRemoval()
            return true
        }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    /// The items page: the list scrolls, and the total and Check Out stay in view below it,
    /// right under the last item while all fit, at the bottom of the window, below a line,
    /// once they do not (a long cart hides neither what it costs nor the way to pay).
    private static func itemsPage(list: Box, footer: Box) -> Box {
        let scrolled = PageLayout.scrolling(list, width: PageLayout.listWidth)
        scrolled.vexpand = false
        scrolled.propagatesNaturalHeight = true
        let line = Separator()
        PageLayout.controlVisibility(of: line)
        line.isVisible = false
        scrolled.onVerticalOverflowChange { line.isVisible = $0 }
        let rest = Box(orientation: .vertical, spacing: 0)
        rest.vexpand = true
        let page = Box(orientation: .vertical, spacing: 0)
        [scrolled, line, Clamp(footer, maximumWidth: PageLayout.listWidth), rest].forEach(page.append)
        return page
    }

    private func refresh() {
        let items = viewModel.items
        var focusLost = false
        if items.map(\.productID) != rows.map(\.productID) {
            focusLost = rebuildRows(items)
        } else {
            zip(rows, items).forEach { $0.update($1) }
        }
        if totalLabel.text != viewModel.totalText {
            totalLabel.text = viewModel.totalText
        }
        // A problem with a quantity is its field's too: a screen reader says a new one there at
        // once while the field has the focus (announced as well, it would be said twice).
        let problemField = rows.first { $0.productID == viewModel.errorProductID }?.quantity
        let fieldSaysIt = problemField.map { $0.containsFocus && $0.errorMessage != viewModel.errorMessage } ?? false
        rows.forEach { $0.quantity.errorMessage = $0.quantity === problemField ? viewModel.errorMessage : nil }
        PageLayout.show(viewModel.errorMessage, in: errorLabel, announcing: !fieldSaysIt,
                        announcingAgain: viewModel.errorMessageSerial != saidErrorSerial)
        saidErrorSerial = viewModel.errorMessageSerial
        let noticeHadFocus = removalNotice.containsFocus && viewModel.removalText == nil
        notification.show(viewModel.removalText)
        checkoutButton.isSensitive = !viewModel.isEmpty
        states.setVisibleChild(name: viewModel.isEmpty ? "empty" : "items")
        // Once shown: a widget in a hidden page would take the focus and swallow the keys.
        if focusLost { emptyState.grabFocus() }
        // The notice is going: its button's focus would go nowhere. (After Undo, see undoRemoval().)
        if noticeHadFocus { (rows.first?.row ?? emptyState).grabFocus() }
    }

    /// Rebuilds the rows; true when the focus was in a row and no row is left to take it.
    private func rebuildRows(_ items: [CartItem]) -> Bool {
        // Keep the keyboard near where it was when a row goes away.
        let focusedIndex = rows.firstIndex { $0.row.containsFocus }
        list.removeAllRows()
        rows = items.map { item in
            let row = ItemRow(item: item)
            let productID = item.productID
            row.quantityChanged = row.quantity.onValueChanged { [weak self, weak row] in
                guard let self, let row else { return }
                viewModel.setQuantity(row.quantity.value, of: productID)
            }
            row.quantity.onValueOutOfRange { [weak self] typed in
                self?.viewModel.setTypedQuantity(typed, of: productID)
            }
            row.quantity.onTextRefused { [weak self] refused in
                self?.viewModel.explainRefusedText(refused.text, inQuantityOf: productID,
                                                   between: refused.textBefore, and: refused.textAfter)
            }
            let name = item.name
            row.removeButton.onClicked { [weak self] in self?.remove(productID, named: name) }
            list.append(row.row)
            return row
        }
        list.showAll()
        guard let focusedIndex else { return false }
        guard !rows.isEmpty else { return true }
        // The next item's row, which reads that item: on its Remove button, a second Return
        // would remove a second item.
        rows[min(focusedIndex, rows.count - 1)].row.grabFocusInView()
        return false
    }

    /// Removes the item the user chose to remove, and tells a screen reader what happened
    /// (the row is gone, and the focus moved on to another item or the empty cart) and how
    /// to take it back.
    private func remove(_ productID: Int, named name: String) {
        viewModel.remove(productID)
        guard viewModel.removedItem?.productID == productID else { return }  // not removed: the error label says why
        // The next line's Remove slides up under the pointer: the rest of a quick burst of
        // clicks stays off it (each click took a line).
        InputShields.arm()
        root.announce("Removed \(name). " + (viewModel.isEmpty ? "The cart is empty." : "\(viewModel.totalText).")
                      + " Press Control+Z to undo.")
    }


    /// Puts the removed items back, and the focus on the row of the one removed last, as if
    /// they had never gone.
    private func undoRemoval() {
        let items = viewModel.removedItems
        guard let last = items.last else { return }
        viewModel.undoRemoval()
        guard let row = rows.first(where: { $0.productID == last.productID }) else { return }
        row.row.grabFocusInView()  // a new row: laid out at the next frame, in a short window below the fold
        let back = items.count == 1 ? "\(last.name) is" : "\(String.counted(items.count, "item")) are"
        root.announce("\(back) back in the cart. \(viewModel.totalText).")
    }
}
