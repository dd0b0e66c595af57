// The Storefront showcase app: `storefront [--no-restore] [--exit-after-first-frame] [storefront://…]`.
// `main` stays synchronous: GTK's loop runs it, and the main-queue bridge runs Swift's tasks.
import CoordinatorGtk
import Glibc

let options = LaunchOptions(arguments: CommandLine.arguments)
let application = Application(id: "org.coordinator.Storefront", flags: [.handlesOpen])
let controller = StorefrontController(application: application, options: options)
exit(application.run(arguments: options.gtkArguments))
