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
    /// The first argument that is neither an option nor a link (a path, a link missing its
    /// `storefront://`, an empty argument), if any: GApplication would pass it on as a file in
    /// the current folder, and the app could only quote it back as a `file://` address.
    let argumentThatIsNotALink: String?

    init(arguments: [String]) {
        let own: Set<String> = ["--no-restore", "--exit-after-first-frame", "--version"]
        restoresSession = !arguments.contains("--no-restore")
        exitsAfterFirstFrame = arguments.contains("--exit-after-first-frame")
        printsVersion = arguments.contains("--version")
        gtkArguments = arguments.filter { !own.contains($0) }
        // A request for help is answered whatever comes with it, as GLib's option parser does.
        let asksForHelp = gtkArguments.dropFirst().contains { $0 == "-h" || $0 == "-?" || $0.hasPrefix("--help") }
        argumentThatIsNotALink = asksForHelp
            ? nil : gtkArguments.dropFirst().first { !$0.hasPrefix("-") && !Self.isLink($0) }
    }

    /// Whether `argument` starts with a URI scheme and a colon, as GLib tells a URI from a
    /// file name (`g_file_new_for_commandline_arg`): a letter, then letters, digits, "+", "-", ".".
    private static func isLink(_ argument: String) -> Bool {
        guard let colon = argument.firstIndex(of: ":"), let first = argument.first, first.isASCII, first.isLetter
        else { return false }
        return argument[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
