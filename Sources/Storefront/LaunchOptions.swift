/// The app's own command-line options, taken out before GTK sees the arguments (GApplication
/// refuses options it does not know; the remaining arguments, links, reach the `open` signal).
struct LaunchOptions {
    /// `--no-restore`: start fresh instead of restoring the last session.
    let restoresSession: Bool
    /// `--exit-after-first-frame`: quit once the window has drawn its first frame (start-up benchmark).
    let exitsAfterFirstFrame: Bool
    /// `--version`: print the version and quit, with no window.
    let printsVersion: Bool
    /// The arguments for GTK: the program name and any links.
    let gtkArguments: [String]

    init(arguments: [String]) {
        let own: Set<String> = ["--no-restore", "--exit-after-first-frame", "--version"]
        restoresSession = !arguments.contains("--no-restore")
        exitsAfterFirstFrame = arguments.contains("--exit-after-first-frame")
        printsVersion = arguments.contains("--version")
        gtkArguments = arguments.filter { !own.contains($0) }
    }
}
