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
    /// The data folder, held by this process from the first window on (see ``DataDirectoryLock``).
    private let dataFolder = DataDirectory(environment: ProcessInfo.processInfo.environment)
    private var dataLock: DataDirectoryLock?
    /// The question shown while another process holds the data folder, and the links that
    /// came meanwhile (opened once the window is).
    private var keptOut: MessageDialog?
    private var waitingLinks: [String] = []

    init(application: Application, options: LaunchOptions) {
        self.application = application
        self.options = options
        connections.append(application.onActivate { [unowned self] in showWindow() })
        connections.append(application.onOpen { [unowned self] links in showWindow(opening: links) })
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

    /// Shows the window, made on first use once this process holds the data folder, and opens
    /// `links` in it.
    private func showWindow(opening links: [String] = []) {
        if let window {
            window.window.present()
            open(links, in: window)
        } else if let keptOut {
            waitingLinks += links
            keptOut.present()
        } else if dataLock == nil, let held = lockDataFolder() {
            waitingLinks = links
            keepOut(by: held)
        } else {
            open(links, in: makeWindow())
        }
    }

    private func open(_ links: [String], in window: StorefrontWindow) {
        guard !links.isEmpty else { return }
        Task { for link in links { await window.coordinator.open(link: link) } }
    }

    private func makeWindow() -> StorefrontWindow {
        // "Out of stock" on a selected row, errors, hints, stock counts and links on a dark or
        // HighContrast theme: they say what the user needs.
        TextContrast.keepReadable()
        let made = StorefrontWindow(application: application, options: options)
        window = made
        made.onClosed = { [unowned self] in window = nil }
        made.window.present()
        return made
    }

    /// Takes the data folder for this process; what holds it when another process does.
    private func lockDataFolder() -> DataDirectoryLock.Held? {
        do {
            dataLock = try DataDirectoryLock(dataFolder)
            return nil
        } catch {
            return error
        }
    }

    /// Asks the user to quit the Storefront that holds the data folder in another login of the
    /// same account, before this one reads or writes anything there: Try Again opens the
    /// window (and the links that came meanwhile) once it has quit; Quit, Escape or the close
    /// button quit this one.
    private func keepOut(by held: DataDirectoryLock.Held) {
        let warning = Warning.openElsewhere(held, folder: dataFolder)
        let dialog = MessageDialog(parent: nil, kind: .warning, text: warning.title, secondaryText: warning.message)
        dialog.title = "Storefront"  // its own window (no parent): a window list names it
        dialog.accessibleName = warning.title
        dialog.addButton("_Quit", response: .cancel)
        dialog.addButton("_Try Again", response: .ok, style: .suggested)
        dialog.setDefaultResponse(.ok)
        application.addWindow(dialog)
        dialog.onResponse { [unowned self] response in
            if response == .ok, let stillHeld = lockDataFolder() {
                dialog.secondaryText = Warning.openElsewhere(stillHeld, folder: dataFolder, again: true).message
                return
            }
            keptOut = nil
            // The window first, so that the app never has no window (it would quit).
            if response == .ok { open(waitingLinks, in: makeWindow()) }
            waitingLinks = []
            dialog.destroy()
        }
        keptOut = dialog
        dialog.present()
    }
}
