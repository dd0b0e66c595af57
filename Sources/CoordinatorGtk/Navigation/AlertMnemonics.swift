/// Alt keys for the buttons of an alert, as GNOME's dialogs have them ("_Discard", "_Cancel"):
/// each button gets the first letter no button before it has, the first letter of a word
/// before any other, so that every answer can be given with Alt and a letter.
enum AlertMnemonics {
    /// `titles` as button labels with a mnemonic each where a letter is free ("_" before it).
    /// A title with an underscore already names its own (GTK's convention); its letter is
    /// kept for it.
    static func labels(for titles: [String]) -> [String] {
        var taken = Set(titles.compactMap(explicitMnemonic))
        return titles.map { title in
            guard explicitMnemonic(in: title) == nil else { return title }
            let letters = title.indices.filter { title[$0].isLetter || title[$0].isNumber }
            let wordStarts = letters.filter { $0 == title.startIndex || title[title.index(before: $0)] == " " }
            guard let chosen = (wordStarts + letters).first(where: { !taken.contains(key(title[$0])) }) else {
                return title
            }
            taken.insert(key(title[chosen]))
            return String(title[..<chosen]) + "_" + String(title[chosen...])
        }
    }

    /// The key of the mnemonic `title` names with an underscore, if it does ("__" is an underscore shown).
    private static func explicitMnemonic(in title: String) -> Character? {
        var characters = title.makeIterator()
        while let character = characters.next() {
            guard character == "_" else { continue }
            guard let marked = characters.next() else { return nil }
            if marked != "_" { return key(marked) }
        }
        return nil
    }

    private static func key(_ character: Character) -> Character { Character(character.lowercased()) }
}
