import CGtk

/// A reference to a GObject held for as long as this value lives: the object is not freed
/// meanwhile, and no object made later takes its address (which comparing a raw pointer kept
/// past the object's life would mistake for it).
final class HeldObject {
    /// The object.
    let object: UnsafeMutableRawPointer

    /// Holds `object` (a reference of its own).
    init(_ object: UnsafeMutableRawPointer) {
        self.object = object
        g_object_ref(object)
    }

    deinit { g_object_unref(object) }
}
