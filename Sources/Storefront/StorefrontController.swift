import CGtk
import CoordinatorGtk
import CoordinatorKit
import FoundationEssentials
import StorefrontCore
import StorefrontUI

/// Wires the app together: the GtkApplication's signals, the window, the navigator and the
/// app coordinator, the keyboard shortcuts, quitting and saving.
@MainActor
final class StorefrontController {
    private let application: Application
    private let options: LaunchOptions
    private var window: StorefrontWindow?
    private var connections: [SignalConnection] = []

    init(application: Application, options: LaunchOptions) {
        self.application = application
        self.options = options
        connections.append(application.onActivate { [unowned self] in showWindow() })
        connections.append(application.onOpen { [unowned self] links in
            let window = showWindow()
            Task { for link in links { await window.coordinator.open(link: link) } }
        })
        application.setAccelerators(for: "win.search", ["<Control>f"])
        application.setAccelerators(for: "win.close", ["<Control>w"])
        // An application action, so that Ctrl+Q also works in a dialog: it asks the window to
        // close (its leave guards first, as the close button does), and the app quits with it.
        let quit = Action(name: "quit")
        quit.onActivate { [unowned self] in
            if let window { window.navigator.requestClose() } else { application.quit() }
        }
        application.addAction(quit)
        application.setAccelerators(for: "app.quit", ["<Control>q"])
        // An application action too, so that Ctrl+? also works in a dialog.
        let showShortcuts = Action(name: "show-shortcuts")
        showShortcuts.onActivate { [unowned self] in window?.showShortcuts(over: application.activeWindow) }
        application.addAction(showShortcuts)
        application.setAccelerators(for: "app.show-shortcuts", ["<Control>question", "<Control>slash"])
        application.setAccelerators(for: "win.show-primary-menu", ["F10"])
        // The desktop session ends, `kill`, Ctrl+C in a terminal: save everything and quit.
        for signal in [SIGTERM, SIGHUP, SIGINT] {
            UnixSignals.observe(signal) { [unowned self] in
                if let window { window.close(includingDrafts: true) } else { application.quit() }
            }
        }
    }

    /// The window, made on first use.
    @discardableResult
    private func showWindow() -> StorefrontWindow {
        if let window {
            window.window.present()
            return window
        }
        HighContrastText.keepDimTextReadable()  // hints and stock counts say what the user needs
        ErrorTextContrast.keepReadable()  // "Out of stock" on a selected row, errors on a dark theme
        let made = StorefrontWindow(application: application, options: options)
        window = made
        made.onClosed = { [unowned self] in window = nil }
        made.window.present()
        return made
    }
}
