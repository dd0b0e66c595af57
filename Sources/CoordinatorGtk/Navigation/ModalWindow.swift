import CGtk
import CoordinatorKit

/// A presented navigation stack: a modal `GtkDialog`, transient for its parent window, with
/// its own header bar (Cancel on the first page; Back and the close button deeper) and its own
/// page stack.
///
/// Escape, the close button, Ctrl+W and Cancel do not close the dialog: they are reported as user
/// dismissals and the host decides (leave guards first); Back, Alt+Left and the mouse's back
/// button are reported as back gestures. The dialog closes when the host dismisses it.
@MainActor
final class ModalWindow {
    let dialog: Dialog
    let pages: PageStack
    let bar: NavigationBar
    let cancelButton = Button(label: "_Cancel", mnemonic: true)

    init(parent: Window, registry: ViewRegistry,
         onBack: @escaping @MainActor (UserGesture) -> Void,
         onDismiss: @escaping @MainActor (UserGesture) -> Void) {
        dialog = Dialog(parent: parent, useHeaderBar: true)
        pages = PageStack(registry: registry)
        bar = NavigationBar(dialog.headerBar!, firstPageStart: cancelButton)
        dialog.contentArea.append(pages.stack)
        pages.onTopTitleChanged = { [unowned self] in refreshChrome() }
        bar.backButton.onClicked { onBack(.backButton) }
        cancelButton.onClicked { onDismiss(.cancelButton) }
        dialog.onBackGesture { gesture in
            onBack(gesture)
            return true
        }
        // Escape emits the `close` keybinding signal: stop its default (which would close).
        Signals.connect(dialog.widget, "close") { [unowned dialog] in
            g_signal_stop_emission_by_name(dialog.widget, "close")
            onDismiss(.escape)
        }
        dialog.onDeleteEvent {
            onDismiss(.closeButton)
            return true
        }
        // Ctrl+W closes the window with the focus (GNOME): here the dialog, as its close button does.
        dialog.onCloseShortcut { onDismiss(.closeButton) }
    }

    /// The dialog's usual size.
    private static let defaultSize = (width: Int32(520), height: Int32(580))

    /// Shows the dialog with its top page, at the size its first page asks for
    /// (``ScreenView/dialogSize``) or its usual size or, where the header bar needs more for its
    /// whole title, as wide as that within the screen (at twice the text size, "Edit Your
    /// Review" between Cancel and Done was cut to "Edit Your Revi…" at 520 px); no larger than
    /// the screen's work area, its header bar and shadow included (on a 400 px screen, its
    /// header bar was above the screen's top edge).
    func show() {
        refreshChrome()
        let size = pages.firstView?.dialogSize ?? Self.defaultSize
        var width = size.width
        if let headerBar = dialog.headerBar {
            headerBar.showAll()
            let natural = headerBar.preferredWidths.natural
            width = min(max(width, natural), dialog.workArea?.width ?? natural)
        }
        dialog.setDefaultSize(width: width, height: min(size.height, dialog.workArea?.height ?? .max))
        dialog.showAll()
        dialog.present()
        dialog.fitToWorkArea()
    }

    /// Shows the top page's title and buttons.
    func refreshChrome() {
        guard let top = pages.top else { return }
        dialog.title = top.screen.title
        bar.update(title: top.screen.title, canGoBack: pages.count > 1, start: pages.topView?.headerBarStart ?? [],
                   end: pages.topView?.headerBarEnd ?? [])
    }

    /// Destroys the dialog and its pages.
    func close() {
        pages.removeAll()
        dialog.destroy()
    }
}
