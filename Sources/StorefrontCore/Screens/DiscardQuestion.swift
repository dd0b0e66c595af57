import CoordinatorKit

extension LeaveDecision {
    /// Asks before something the user typed is lost: "Discard Review?", answered by Discard,
    /// when a navigation leaves the screen; "Discard Review and Quit?", answered by Discard and
    /// Quit, when the window closes, since the app has one window and quits with it.
    ///
    /// `what` names what is lost ("Review"), `message` says it in a sentence, and `keepTitle`
    /// is the action that stays ("Keep Writing").
    static func confirmDiscarding(_ what: String, message: String, keepTitle: String,
                                  for reason: LeaveReason) -> LeaveDecision {
        let quits = reason == .windowClose
        return .confirm(.discardChanges(title: quits ? "Discard \(what) and Quit?" : "Discard \(what)?",
                                        message: message, keepTitle: keepTitle,
                                        discardTitle: quits ? "Discard and Quit" : "Discard"))
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
