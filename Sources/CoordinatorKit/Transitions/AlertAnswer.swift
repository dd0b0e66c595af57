extension Alert {
    /// The place among ``actions`` of the action a test names as its answer (see
    /// ``AlertAction/isTitled(_:)``), if the alert has one.
    package func indexOfAction(answering answer: String) -> Int? {
        actions.firstIndex { $0.isTitled(answer) }
    }

    /// What a test is told when the alert has no action `answer` names: "the alert “Delete
    /// Note?” has no action “delete” (its actions: “Cancel”, “_Delete”)".
    package func noAction(answering answer: String) -> String {
        "the alert “\(title)” has no action “\(answer)” (its actions: "
            + actions.map { "“\($0.title)”" }.joined(separator: ", ") + ")"
    }
}
