extension String {
    /// The label read by GTK's mnemonic convention: the text it shows and the key it names
    /// with an underscore, in lowercase ("_About": "About" and "a"; "snake__case" shows one
    /// underscore and names none). Scalar by scalar, as GTK reads it: an underscore before a
    /// combining mark is dropped too.
    package var mnemonicReading: (shown: String, key: Character?) {
        var shown = String.UnicodeScalarView()
        var key: Character?
        var escaped = false
        for scalar in unicodeScalars {
            if scalar == "_", !escaped {
                escaped = true
                continue
            }
            if escaped, key == nil, scalar != "_" { key = Character(String(scalar).lowercased()) }
            shown.append(scalar)
            escaped = false
        }
        return (String(shown), key)
    }
}
