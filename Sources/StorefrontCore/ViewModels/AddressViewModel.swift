/// Checkout's first step: where to ship.
@MainActor
public final class AddressViewModel {
    /// The values typed, by field.
    public private(set) var values: [AddressField: String]
    private let initialValues: [AddressField: String]
    /// Called after every change, for the view.
    public var onChange: (() -> Void)?
    /// Called with the address when the user continues.
    public var onContinue: ((Address) -> Void)?

    /// A form starting from `address` (the last one used), if any; with `draft` (an address
    /// typed before a restart), showing that instead, as an edit of `address`.
    public init(address: Address? = nil, draft: Address? = nil) {
        initialValues = Self.values(of: address)
        values = draft.map(Self.values) ?? initialValues
    }

    private static func values(of address: Address?) -> [AddressField: String] {
        Dictionary(uniqueKeysWithValues: AddressField.allCases.map { ($0, address?[$0] ?? "") })
    }

    /// Whether the user changed the address the form started from: spaces alone are no change
    /// (leaving the form does not ask about them).
    public var isEdited: Bool { values.mapValues(\.trimmed) != initialValues.mapValues(\.trimmed) }

    /// Sets the value of `field`.
    public func set(_ value: String, for field: AddressField) {
        values[field] = value
        onChange?()
    }

    /// The address as typed, each field on one line (a line end or tab pasted into a field is
    /// a space: see `singleLine`).
    public var address: Address {
        func field(_ field: AddressField) -> String { (values[field] ?? "").singleLine }
        return Address(fullName: field(.fullName), street: field(.street), postalCode: field(.postalCode),
                       city: field(.city), country: field(.country))
    }

    /// Whether Continue is enabled.
    public var canContinue: Bool { address.isValid }
    /// The first problem, shown under the form.
    public var hint: String? { address.problems.first?.description }
    /// The problems the form marks, each on its field, in the form's order (see
    /// ``FormFeedback``): on fields typed in and left, and all of them after Enter in the last
    /// field (which puts the keyboard on the first). None while the user types.
    public var shownProblems: [AddressError] {
        feedback.shownProblems(among: address.problems, field: \.field) { (values[$0] ?? "").isBlank }
    }
    private var feedback = FormFeedback<AddressField>()
    /// The line under the form: what comes next, or the first problem, while the user types;
    /// the fields to fix once some are marked (``guidanceIsError``).
    public var guidance: String {
        FormFeedback<AddressField>.line(hint: hint ?? "Next: the payment details.",
                                        fixing: shownProblems.map(\.field.label))
    }
    /// Whether ``guidance`` names fields to fix, an error.
    public var guidanceIsError: Bool { !shownProblems.isEmpty }

    /// The keyboard focus left `field` for another widget.
    public func leave(_ field: AddressField) {
        if feedback.leave(field, empty: (values[field] ?? "").isBlank) { onChange?() }
    }

    /// The user pressed Continue (or Enter in the last field).
    public func continueToPayment() {
        guard canContinue else {
            feedback.triedToContinue = true
            onChange?()
            return
        }
        onContinue?(address)
    }
}
