import CoordinatorKit

extension LeaveDecision {
    /// Asks before something the user typed is lost: "Discard Review?", answered by Discard,
    /// when a navigation (or a reason not worded here) leaves the screen; "Discard Review and
    /// Quit?", answered by Discard and Quit, when the window closes, since the app has one
    /// window and quits with it; "Discard Review and Sign Out?", answered by Discard and Sign
    /// Out, when the user signs out; "Discard Review and Open Link?", answered by Discard and
    /// Open Link, when a link the user followed in another application would close it.
    ///
    /// `what` names what is lost ("Review"), `message` says it in a sentence, and `keepTitle`
    /// is the action that stays ("Keep Writing").
    static func confirmDiscarding(_ what: String, message: String, keepTitle: String,
                                  for reason: LeaveReason) -> LeaveDecision {
        let (title, discardTitle) = switch reason {
        case .windowClose: ("Discard \(what) and Quit?", "Discard and Quit")
        case .signOut: ("Discard \(what) and Sign Out?", "Discard and Sign Out")
        case .deepLink: ("Discard \(what) and Open Link?", "Discard and Open Link")
        default: ("Discard \(what)?", "Discard")  // a navigation, or a reason added later
        }
        return .confirm(.discardChanges(title: title, message: message, keepTitle: keepTitle, discardTitle: discardTitle))
    }
}

extension Alert {
    /// The one question asked as the app quits with more than one thing typed and not saved
    /// (a review being written and a checkout under way), instead of one question for each:
    /// "Discard Changes and Quit?", saying every question's message, top screen first.
    static func discardingAllAndQuitting(_ questions: [Alert]) -> Alert {
        .discardChanges(title: "Discard Changes and Quit?",
                        message: questions.compactMap(\.message).joined(separator: " "),
                        keepTitle: "Cancel", discardTitle: "Discard All and Quit")
    }
}
