import CGtk

/// Mends how GTK 3's accessibles report their states to screen readers, for every widget of the
/// process: an accessible read after its widget is destroyed (a screen reader may hold one for
/// a while) says it is defunct, where GTK 3's entries, labels, buttons and windows said nothing
/// and made the accessibility bridge log critical warnings; an ``Entry`` with an
/// ``Entry/errorMessage`` says it is an invalid entry; and a widget marked
/// ``Widget/isRequired`` says it is required.
///
/// ``Application`` installs it at start-up; install it yourself in a program that shows GTK
/// widgets without one (GtkTestEnvironment does, in tests).
@MainActor
public enum AccessibleStates {
    private static var isInstalled = false

    /// Installs the mends, once GTK is initialised; later calls do nothing.
    public static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        cgtk_install_accessible_states()
    }
}
