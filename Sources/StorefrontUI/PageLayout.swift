import CGtk
import CoordinatorGtk

/// Shared building blocks of the Storefront pages, so every page has the same margins,
/// spacing and column width (GNOME HIG: 12 px between related widgets, 18–24 px page margins,
/// content in a centered column rather than stretched across a wide window).
@MainActor
enum PageLayout {
    /// The gap between related widgets.
    static let spacing: Int32 = 12
    /// The margin around a page's content.
    static let pageMargin: Int32 = 24
    /// The width of a list page's content column.
    static let listWidth: Int32 = 600
    /// The width of a form page's content column.
    static let formWidth: Int32 = 440
    /// The width, in characters, a wrapping paragraph asks for (keeps the column's natural width in check).
    static let paragraphChars: Int32 = 60
    /// The least width, in characters, of a form's entry (it fills the form's width where there
    /// is room): GTK's 150 px, with a label beside, held the window wider than 360 px at twice
    /// the text size.
    static let formEntryChars: Int32 = 8
    /// The pixel size of a page's large illustrative icon (walkthrough, login, status pages).
    /// Adwaita ships PNG renders of its symbolic icons up to 96 px; anything larger makes GTK
    /// load the SVG through librsvg (with libxml2 and ICU), some 15–20 ms before the first frame.
    static let largeIconSize: Int32 = 96

    /// A vertical column with page margins: place it in a `Clamp` (or ``scrolling(_:width:)``),
    /// which gives it its width in a wide window and narrows it with a narrow one (half a screen).
    static func column(spacing: Int32 = spacing) -> Box {
        let column = Box(orientation: .vertical, spacing: spacing)
        column.setMargins(pageMargin)
        return column
    }

    /// A vertically scrolling page around `content`, at most `width` pixels wide (a `Clamp`);
    /// the keyboard's focus shows the whole of the part of the page it is in (a heading with
    /// its button) when it fits, stays in view as the window gets shorter, and Page Up and Page
    /// Down in its lists move by a page.
    static func scrolling(_ content: Container, width: Int32) -> ScrolledWindow {
        let scrolled = ScrolledWindow(child: Clamp(content, maximumWidth: width))
        scrolled.showsFocusedSectionsWhole(of: content)
        scrolled.keepsFocusInView()
        scrolled.pagesListBoxes(in: content)
        return scrolled
    }

    /// A label showing `text` in `style`. (`Label(_:style:)` sets the style inside its own
    /// initializer, where Swift does not run the property's `didSet`, so the style would be lost.)
    static func label(_ text: String = "", style: Label.Style) -> Label {
        let label = Label(text)
        label.style = style
        return label
    }

    /// A label for a paragraph: wraps at word boundaries, starts at the leading edge.
    static func paragraph(_ text: String = "", style: Label.Style = .body) -> Label {
        let label = Self.label(text, style: style)
        label.wraps = true
        label.xalign = 0
        label.maxWidthChars = paragraphChars
        label.isSelectable = false
        return label
    }

    /// A short label (a name, a byline, a count) on one line while the column is wide enough,
    /// wrapping when it is not (a narrow window, large text): never cut short, since the part
    /// cut off ("…Headphones", "…(312)") may be the part the user needs.
    static func line(_ text: String = "", style: Label.Style = .body) -> Label {
        let label = Self.label(text, style: style)
        label.xalign = 0
        label.wraps = true
        return label
    }

    /// An inline error label (red, wrapping), hidden while it has nothing to say.
    static func errorLabel() -> Label { messageLabel(styleClass: "error") }

    /// A wrapping label (with the style class `styleClass`, if any), hidden while it has
    /// nothing to say (``show(_:in:announcing:)`` shows it).
    static func messageLabel(style: Label.Style = .body, styleClass: String? = nil) -> Label {
        let label = paragraph(style: style)
        if let styleClass { label.addStyleClass(styleClass) }
        gtk_widget_set_no_show_all(label.widget, 1)
        label.isVisible = false
        return label
    }

    /// Shows `items` as the rows of `list` (made by `row`), in place of `shown`, the items it
    /// shows now. After a Show More (the items shown, then more) only the new rows are added:
    /// the first of them takes the focus, where the reading goes on (the button may be gone),
    /// and is scrolled to once laid out (at the next frame: GTK would scroll the page to its
    /// top for it before), and `summary` is announced; the rest of a double click on Show More
    /// is dropped, as the new rows come under the pointer (an order's row opened on the second
    /// click). Otherwise the rows are made anew.
    /// Returns the rows made, and whether they were more.
    @discardableResult
    static func showPage<Item: Equatable>(_ items: [Item], replacing shown: [Item], in list: ListBox,
                                          summary: String, row: (Item) -> ListBoxRow)
        -> (rows: [ListBoxRow], areMore: Bool) {
        let areMore = !shown.isEmpty && items.count > shown.count && items.starts(with: shown)
        if !areMore { list.removeAllRows() }
        let rows = items.dropFirst(areMore ? shown.count : 0).map(row)
        rows.forEach(list.append)
        list.showAll()
        if areMore {
            InputShields.arm()
            rows.first?.grabFocusInView()
            list.announce(summary)
        }
        return (rows, areMore)
    }

    /// Show More for a list shown a page at a time: below it, centred, shown while some items
    /// are not (its page sets its visibility).
    static func showMoreButton(_ label: String) -> Button {
        let button = Button(label: label, mnemonic: true)
        button.halign = .center
        controlVisibility(of: button)
        return button
    }

    /// Shows a ``showMoreButton(_:)`` while `hiddenCount` items are not shown, with `summary`
    /// (how many are, of how many) as its description for a screen reader.
    static func updateShowMore(_ button: Button, hiddenCount: Int, summary: String) {
        button.isVisible = hiddenCount > 0
        button.accessibleDescription = summary
    }

    /// Shows `widget` and its children now, and keeps a page's later `showAll()` from showing
    /// it again once hidden: its own visibility is the page's to set.
    static func controlVisibility(of widget: Widget) {
        widget.showAll()
        gtk_widget_set_no_show_all(widget.widget, 1)
    }

    /// Shows `text` in `label`, hiding the label when `text` is nil or empty. A new message is
    /// announced to screen readers (the focus stays where the user works, so they would not
    /// hear it otherwise), unless `announcing` is false: the caller says it another way, as the
    /// description of the entry it is about. The words on show already are announced again
    /// when `announcingAgain` (the same problem, met again).
    static func show(_ text: String?, in label: Label, announcing: Bool = true, announcingAgain: Bool = false) {
        let text = text ?? ""
        label.isVisible = !text.isEmpty
        guard label.text != text || announcingAgain else { return }
        label.text = text
        if announcing, !text.isEmpty { label.announce(text) }
    }

    /// Whether news shown on `page` is also to be announced, when `holder` says it as its
    /// accessible description: not while `holder` has the focus (a screen reader says a focused
    /// widget's new description at once: it would be heard twice), nor while the page is off
    /// screen, or leaving it (the user hears it with `holder` when the focus comes back).
    static func announces(on page: Widget, saidBy holder: Widget) -> Bool { page.isOnShow && !holder.hasFocus }

    /// A centered status page: a large dim icon, a title, an optional explanation and buttons.
    static func statusPage(iconName: String, title: String, description: String? = nil,
                           buttons: [Button] = []) -> (page: Box, title: Label, description: Label) {
        let page = Box(orientation: .vertical, spacing: spacing)
        page.setMargins(pageMargin)
        page.valign = .center
        page.halign = .center
        page.vexpand = true
        let icon = Image.decorative(iconName: iconName, pixelSize: largeIconSize)
        icon.marginBottom = 6
        let titleLabel = PageLayout.label(title, style: .title)
        titleLabel.wraps = true
        titleLabel.centersLines = true
        titleLabel.maxWidthChars = 60
        let descriptionLabel = PageLayout.label(description ?? "", style: .dim)
        descriptionLabel.wraps = true
        descriptionLabel.centersLines = true
        descriptionLabel.maxWidthChars = 50
        [icon, titleLabel, descriptionLabel].forEach(page.append)
        if !buttons.isEmpty {
            let row = Box(orientation: .horizontal, spacing: spacing)
            row.halign = .center
            row.marginTop = 12
            buttons.forEach(row.append)
            page.append(row)
        }
        return (page, titleLabel, descriptionLabel)
    }

    /// `status` (a ``statusPage(iconName:title:description:buttons:)``, with anything beside
    /// it) as a page of a stack of states, scrolling in a window shorter than its large icon
    /// and text (the HIG's 294 px): unscrolled, it held the window as tall as itself.
    static func scrolling(status: Container) -> ScrolledWindow { scrolling(status, width: listWidth) }

    /// A centered spinner with a dim caption, for a loading state. The page itself can take the
    /// focus, named by its caption.
    static func loadingPage(_ caption: String) -> (page: Box, spinner: Spinner) {
        let page = Box(orientation: .vertical, spacing: spacing)
        page.valign = .center
        page.halign = .center
        page.vexpand = true
        page.setMargins(pageMargin)
        let spinner = Spinner()
        spinner.setSizeRequest(width: 32, height: 32)
        let label = PageLayout.label(caption, style: .dim)
        page.append(spinner)
        page.append(label)
        // The focus can wait here while the content loads (rather than on a hidden widget,
        // which would swallow the keys typed); a screen reader then reads the caption.
        makeFocusHolder(page, named: caption)
        return (page, spinner)
    }

    /// Lets `page` (a status page, or a part of one that Tab must reach) hold the keyboard
    /// focus: named `name` for screen readers, with a focus ring `ringPadding` pixels clear
    /// of its content for everyone who sees the screen.
    static func makeFocusHolder(_ page: Box, named name: String, ringPadding: Int32 = 12) {
        page.canFocus = true
        page.accessibleName = name
        page.addFocusRing(padding: ringPadding)
    }

    /// A list box drawn as a framed, separated list ("boxed list").
    static func boxedList(selectionMode: ListBox.SelectionMode = .none) -> ListBox {
        let list = ListBox(selectionMode: selectionMode)
        list.addStyleClass("frame")
        list.setShowsSeparators(true)
        return list
    }

    /// `text` (a label, or a column of them keeping their words whole) with `end` beside it,
    /// at the end, while `text` keeps its words whole beside it; `end` under it, still at the
    /// end, where it does not (a narrow window, large text: "Headpho-nes" beside a price).
    static func textWithEnd(_ text: Widget, _ end: Widget) -> WrapBox {
        let line = WrapBox(spacing: spacing, lineSpacing: 6, policy: .minimum)
        text.hexpand = true
        end.halign = .end
        [text, end].forEach(line.append)
        return line
    }

    /// A horizontal row of buttons at the end (right in LTR) of the column, or where `halign`
    /// puts it; one under the other, as wide as the column, where they do not fit side by side
    /// (a narrow window, large text).
    static func buttonRow(_ buttons: [Button], halign: Widget.Align = .end) -> WrapBox {
        let row = WrapBox(spacing: spacing, lineSpacing: 6)
        row.halign = halign
        buttons.forEach(row.append)
        return row
    }

    /// Escapes `text` for Pango markup.
    static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// "★★★★☆" for `rating` stars out of five.
    static func stars(_ rating: Int) -> String {
        let full = min(max(rating, 0), 5)
        return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
    }

    /// "★★★★½" for an average rating, rounded to half stars from its one-decimal form (the
    /// number shown beside them), as reviews in print write a half star: 4.45 is shown "4.5"
    /// and drawn "★★★★½", as 4.5 is; 4.3 "★★★★½" and 4.2 "★★★★☆".
    static func stars(average: Double) -> String {
        let halves = (Int((average * 10).rounded()) + 2) / 5
        let full = min(max(halves / 2, 0), 5)
        let half = full < 5 && halves % 2 == 1
        return String(repeating: "★", count: full) + (half ? "½" : "") + String(repeating: "☆", count: 5 - full - (half ? 1 : 0))
    }
}
