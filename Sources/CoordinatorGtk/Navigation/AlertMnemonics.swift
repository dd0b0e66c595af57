/// Alt keys for the buttons of an alert, as GNOME's dialogs have them ("_Discard", "_Cancel"):
/// each button gets the first letter no button before it has, the first letter of a word
/// before any other, so that every answer can be given with Alt and a letter.
enum AlertMnemonics {
    /// `titles` as button labels with a mnemonic each where a letter is free ("_" before it).
    /// A title with an underscore already names its own (GTK's convention); its letter is
    /// kept for it.
    static func labels(for titles: [String]) -> [String] {
        var taken = Set(titles.compactMap(\.mnemonicReading.key))
        return titles.map { title in
            guard title.mnemonicReading.key == nil else { return title }
            let letters = title.indices.filter { title[$0].isLetter || title[$0].isNumber }
            let wordStarts = letters.filter { $0 == title.startIndex || title[title.index(before: $0)] == " " }
            guard let chosen = (wordStarts + letters).first(where: { !taken.contains(key(title[$0])) }) else {
                return title
            }
            taken.insert(key(title[chosen]))
            return String(title[..<chosen]) + "_" + String(title[chosen...])
        }
    }

    private static func key(_ character: Character) -> Character { Character(character.lowercased()) }
}
