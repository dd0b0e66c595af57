// The Storefront showcase app: `storefront [--no-restore] [--version] [--exit-after-first-frame] [storefront://…]`.
// `main` stays synchronous: GTK's loop runs it, and the main-queue bridge runs Swift's tasks.
import CoordinatorGtk
import Glibc

let options = LaunchOptions(arguments: CommandLine.arguments)
if options.printsVersion {
    print("storefront \(PrimaryMenu.version)")
    exit(0)
}
if let argument = options.argumentThatIsNotALink {
    // As GApplication refuses an unknown option: said on the terminal, exit status 1, no window.
    let message = "storefront: “\(argument)” is not a link. Links look like storefront://product/42 "
        + "(see storefront --help).\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
}
let application = Application(id: "org.coordinator.Storefront", flags: [.handlesOpen])
application.describeCommandLine(
    parameters: "[storefront://LINK…]",
    summary: "Browse products, fill a cart and check out. A link opens a place in the app, such as\n"
        + "storefront://product/42/reviews; sent to a running Storefront, it opens there.",
    options: [("no-restore", "Start fresh: of the last session, only the text being typed comes back"),
              ("version", "Show the version and quit")])
let controller = StorefrontController(application: application, options: options)
exit(application.run(arguments: options.gtkArguments))
