extension String {
    /// The key of the mnemonic this label names with an underscore ("_About" → "a"), in
    /// lowercase; nil if it names none ("__" is an underscore shown, GTK's convention).
    var mnemonicKey: Character? {
        var characters = makeIterator()
        while let character = characters.next() {
            guard character == "_" else { continue }
            guard let marked = characters.next() else { return nil }
            if marked != "_" { return Character(marked.lowercased()) }
        }
        return nil
    }
}
