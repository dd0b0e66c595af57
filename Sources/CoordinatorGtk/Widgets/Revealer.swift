import CGtk

/// A `GtkRevealer`: shows or hides its child with an animation (a slide or a fade).
@MainActor
public final class Revealer: Container {
    /// The `GtkRevealer` view of the widget.
    public var revealer: UnsafeMutablePointer<GtkRevealer> { cgtk_revealer(widget) }

    /// How the child appears.
    public enum Transition: Sendable, Hashable, CaseIterable {
        /// At once.
        case none
        /// It fades in.
        case crossfade
        /// It slides down from the top edge (an in-app notification).
        case slideDown
        /// It slides up from the bottom edge.
        case slideUp

        /// The GTK value.
        public var gtkValue: GtkRevealerTransitionType {
            switch self {
            case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
            case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            }
        }
    }

    /// A revealer of `child`, hidden, that shows it with `transition`.
    public convenience init(child: Widget, transition: Transition) {
        self.init(gtk_revealer_new())
        self.transition = transition
        add(child)
    }

    /// How the child appears and goes, from the next change of ``revealsChild`` on (a GTK
    /// transition this type does not name, set from C, reads as ``Transition/none``).
    public var transition: Transition {
        get { Transition.allCases.first { $0.gtkValue == gtk_revealer_get_transition_type(revealer) } ?? .none }
        set { gtk_revealer_set_transition_type(revealer, newValue.gtkValue) }
    }

    /// Whether the child is to be shown; setting it starts the animation.
    public var revealsChild: Bool {
        get { Bool(gboolean: gtk_revealer_get_reveal_child(revealer)) }
        set { gtk_revealer_set_reveal_child(revealer, newValue.gboolean) }
    }

    /// Whether the child is shown, its animation over (`child-revealed`).
    public var isChildRevealed: Bool { Bool(gboolean: gtk_revealer_get_child_revealed(revealer)) }
}
