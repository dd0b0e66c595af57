import CGtk
import CoordinatorGtk
import StorefrontCore

/// A product's reviews: a summary line, Write a Review (or Edit Your Review), and the reviews
/// newest first (stars, bold title, dim author and date, wrapping text), a page of them at a
/// time with Show More Reviews below, or an empty state. A review the user just added takes
/// the focus, so it is seen (and read out) at once; so does the first of those Show More adds.
@MainActor
public final class ReviewsView: ScreenView {
    /// The view model shown.
    public let viewModel: ReviewsViewModel
    /// The page.
    public let root: Widget
    /// The product's name.
    public let productLabel: Label
    /// "4.5 · 3 reviews".
    public let summaryLabel: Label
    /// Write a Review, or Edit Your Review once the user published one.
    public let writeButton: Button
    /// The reviews.
    public let list: ListBox
    /// Show More Reviews, below the list while some are not shown.
    public let moreButton: Button
    /// The empty state (shown instead of the list when there are no reviews).
    public let emptyState: Widget

    /// The reviews shown, in order.
    public private(set) var shownReviews: [Review] = []

    /// Write a Review, the page's one action (the reviews are there to read, not to choose).
    public var initialFocus: Widget? { writeButton }

    /// A view of `viewModel`.
    public init(viewModel: ReviewsViewModel) {
        self.viewModel = viewModel
        let column = PageLayout.column()
        productLabel = PageLayout.paragraph(style: .title)
        productLabel.keepWordsWhole()
        summaryLabel = PageLayout.line(style: .dim)
        writeButton = Button(label: "_" + viewModel.writeReviewTitle, mnemonic: true)
        writeButton.valign = .center
        writeButton.halign = .start  // under the name, when it goes there
        let headingText = Box(orientation: .vertical, spacing: 6)
        headingText.hexpand = true
        headingText.append(productLabel)
        headingText.append(summaryLabel)
        // The button goes under the name where both do not fit side by side (a narrow
        // window, large text), rather than holding the window wide.
        let heading = WrapBox(spacing: PageLayout.spacing, lineSpacing: PageLayout.spacing)
        heading.append(headingText)
        heading.append(writeButton)
        heading.marginBottom = 6

        list = PageLayout.boxedList(selectionMode: .none)
        list.accessibleName = "Reviews"
        let empty = PageLayout.statusPage(iconName: "starred-symbolic", title: "No Reviews Yet",
                                          description: "Be the first to tell others what you think.")
        emptyState = empty.page
        PageLayout.controlVisibility(of: emptyState)  // it follows the reviews
        moreButton = PageLayout.showMoreButton("Show _More Reviews")
        column.append(heading)
        column.append(list)
        column.append(moreButton)
        column.append(emptyState)
        root = PageLayout.scrolling(column, width: PageLayout.listWidth)

        writeButton.onClicked { [viewModel] in viewModel.writeReview() }
        moreButton.onClicked { [viewModel] in viewModel.showMore() }
        viewModel.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    private func refresh() {
        if productLabel.text != viewModel.product.name {  // measured once per name, not at each refresh
            productLabel.text = viewModel.product.name
        }
        let writeLabel = "_" + viewModel.writeReviewTitle
        if writeButton.label != writeLabel { writeButton.label = writeLabel }
        summaryLabel.text = viewModel.summary
        writeButton.accessibleDescription = viewModel.spokenSummary  // where the focus lands
        let reviews = viewModel.shownReviews
        if reviews != shownReviews {
            let (rows, areMore) = PageLayout.showPage(reviews, replacing: shownReviews, in: list,
                                                      summary: viewModel.shownSummary, row: Self.row(for:))
            if !areMore, let added = viewModel.addedReview, let index = reviews.firstIndex(of: added) {
                rows[index].grabFocusInView()
            }
            shownReviews = reviews
        }
        PageLayout.updateShowMore(moreButton, hiddenCount: viewModel.hiddenCount, summary: viewModel.shownSummary)
        list.isVisible = !reviews.isEmpty
        gtk_widget_set_no_show_all(list.widget, reviews.isEmpty ? 1 : 0)
        emptyState.isVisible = reviews.isEmpty
    }

    private static func row(for review: Review) -> ListBoxRow {
        let content = Box(orientation: .vertical, spacing: 6)
        content.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        let stars = Label(PageLayout.stars(review.rating))
        stars.accessibleName = "\(review.rating) of 5 stars"
        stars.addStyleClass("accent")
        let title = PageLayout.paragraph(review.title, style: .heading)
        title.hexpand = true
        let top = Box(orientation: .horizontal, spacing: PageLayout.spacing)
        top.append(stars)
        top.append(title)
        let byline = PageLayout.line("\(review.author) · \(review.dateText)", style: .dim)
        let text = PageLayout.paragraph(review.text)
        [top, byline, text].forEach(content.append)
        let row = ListBoxRow(child: content)
        row.isActivatable = false
        row.accessibleName = "\(review.rating) of 5 stars: \(review.title), by \(review.author) on \(review.dateText)"
        row.accessibleDescription = review.text  // what a screen reader says after the name: the review itself
        return row
    }
}
