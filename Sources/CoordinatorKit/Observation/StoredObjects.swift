/// The objects `subject` holds in its stored properties, its superclasses' included, with the
/// properties' names: what the leak checks follow from a screen to its view model (which a
/// generic base screen often declares). Optional properties count when set (a view model is
/// often `var viewModel: ViewModel?` or a `weak` reference).
package func storedObjects(of subject: Any) -> [(label: String, object: AnyObject)] {
    var objects: [(label: String, object: AnyObject)] = []
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        for child in current.children {
            if let label = child.label, let object = object(in: child.value) { objects.append((label, object)) }
        }
        mirror = current.superclassMirror
    }
    return objects
}

/// `value` as an object, looking through optionals; nil for a value type or an empty optional.
private func object(in value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional { return mirror.children.first.flatMap { object(in: $0.value) } }
    return type(of: value) is AnyClass ? value as AnyObject : nil
}
