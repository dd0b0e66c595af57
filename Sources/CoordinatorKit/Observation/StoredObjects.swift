/// The objects `subject` holds in its stored properties, with the properties' names: what the
/// leak checks follow from a screen to its view model. Optional properties count when set (a
/// view model is often `var viewModel: ViewModel?` or a `weak` reference).
package func storedObjects(of subject: Any) -> [(label: String, object: AnyObject)] {
    Mirror(reflecting: subject).children.compactMap { child in
        guard let label = child.label, let object = object(in: child.value) else { return nil }
        return (label, object)
    }
}

/// `value` as an object, looking through optionals; nil for a value type or an empty optional.
private func object(in value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional { return mirror.children.first.flatMap { object(in: $0.value) } }
    return type(of: value) is AnyClass ? value as AnyObject : nil
}
