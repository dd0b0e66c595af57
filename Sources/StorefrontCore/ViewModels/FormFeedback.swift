/// When a form marks a problem on its field: never while the user types in a field they have
/// not left yet; the problem of each field they typed in and left (a postal code "!!"), so a
/// keyboard user tabbing on meets it on that field; and, once they tried to go on, every
/// problem, empty fields included, so that the user learns of them all at once rather than one
/// per try. A field left empty is not marked before then: the user may simply be filling the
/// form in another order.
struct FormFeedback<Field: Hashable> {
    /// Whether the user tried to go on with a problem left (Continue, or Enter in the last field).
    var triedToContinue = false
    private var leftFields: Set<Field> = []

    /// Records that the focus left `field`, unless it was left `empty` (passed by on the way
    /// elsewhere: typing in it later is still typing, not yet to be judged); true the first time.
    mutating func leave(_ field: Field, empty: Bool) -> Bool { !empty && leftFields.insert(field).inserted }

    /// The line under a form: `hint` (what comes next, or the first problem) while the user
    /// types; once fields are marked, those to fix, named by `labels` ("To go on, fix the
    /// postal code and the city.": their problems are under them already).
    static func line(hint: String, fixing labels: [String]) -> String {
        labels.isEmpty ? hint : "To go on, fix \(labels.map { "the " + $0.lowercased() }.joinedAsList)."
    }

    /// The problems of `problems` (in the form's order, one a field) to mark; `field` says whose
    /// each is, and `isEmpty` whether a field holds nothing but spaces.
    func shownProblems<Problem>(among problems: [Problem], field: (Problem) -> Field,
                                isEmpty: (Field) -> Bool) -> [Problem] {
        if triedToContinue { return problems }
        return problems.filter { leftFields.contains(field($0)) && !isEmpty(field($0)) }
    }
}
