import CGtk
import CoordinatorGtk
import CoordinatorGtkTesting
import XCTest

final class SelectedRowTextTests: XCTestCase {
    func testAnErrorLabelOnASelectedRowTakesTheSelectionsTextColorAndKeepsItsRedElsewhere() throws {
        try onMainActor {
            try XCTSkipUnless(GtkTestEnvironment.setUp(), "no display")
            let window = Window(title: "Rows")
            defer { window.destroy() }
            let list = ListBox()
            var labels: [Label] = []
            for _ in 0..<2 {
                let label = Label("Out of stock")
                label.addStyleClass("error")
                let row = ListBoxRow()
                row.add(label)
                list.append(row)
                labels.append(label)
            }
            window.add(list)
            window.showAll()
            list.select(list.row(at: 0))
            waitFor("shown") { labels[0].isMapped }
            @MainActor func color(of widget: Widget) -> GdkRGBA {
                let style = gtk_widget_get_style_context(widget.widget)
                var color = GdkRGBA()
                gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
                return color
            }
            SelectedRowText.keepErrorTextReadable()
            let selectedRow = try XCTUnwrap(list.row(at: 0))
            XCTAssertTrue(pumpUntil {
                var onSelected = color(of: labels[0]), rowText = color(of: selectedRow)
                return gdk_rgba_equal(&onSelected, &rowText) != 0
            }, "on the selected row, the selection's text color")
            let elsewhere = color(of: labels[1])
            XCTAssertTrue(elsewhere.red > 0.5 && elsewhere.green < 0.3 && elsewhere.blue < 0.3,
                          "the theme's red on a row that is not selected")
        }
    }
}
