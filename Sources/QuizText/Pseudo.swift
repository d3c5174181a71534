/// The pseudo-locale: every English text accented and 40 % longer, in
/// brackets, placeholders left intact, so a layout check in it shows the
/// texts a longer language would clip and the ones never put in the
/// catalog (they stay plain). Made from English at load; never a file.
public enum Pseudo {
    /// The catalog made from `english`. A text every language writes the same (`CatalogCheck.sameInEveryLanguage`:
    /// "OK", the keyboard's "ABC" and "ÀÉÜ") stays as it is: no language makes it longer.
    public static func catalog(from english: Catalog) -> Catalog {
        var texts = english.texts
        for (key, text) in texts {
            texts[key] = Catalog.Text(
                forms: text.forms.map { CatalogCheck.sameInEveryLanguage.contains($0) ? $0 : transform($0) },
                rule: text.rule.map { _ in PluralRule.of("pseudo")! })
        }
        return Catalog(language: "pseudo", texts: texts)
    }

    /// `text` accented, padded to at least 140 % of its length, in brackets; `{name}` placeholders unchanged.
    public static func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var result = ""
        var inPlaceholder = false
        for character in text {
            if character == "{" { inPlaceholder = true }
            result.append(inPlaceholder ? character : accented[character] ?? character)
            if character == "}" { inPlaceholder = false }
        }
        let target = (text.count * 14 + 9) / 10
        let padding = max(0, target - text.count - 2)
        return "[" + result + Self.padding(padding, words: text.contains(" ")) + "]"
    }

    /// `count` characters of padding. A sentence's long padding comes as words of its own (" ~~~~~~~~ ~~~"), so
    /// that it wraps as a longer language's extra words would; glued to the last word it would make one word
    /// 40 % of the sentence long, which no language has. A short padding, or a single word's, stays glued (a
    /// long compound word is real).
    static func padding(_ count: Int, words: Bool) -> String {
        guard words, count > wordLength else { return String(repeating: "~", count: count) }
        return String((0..<count).map { $0 % (wordLength + 1) == 0 && $0 < count - 1 ? " " : "~" })
    }

    /// The longest word of padding.
    static let wordLength = 8

    /// Each ASCII letter's accented look-alike (Latin letters with marks, all in DejaVu Sans, the game's font).
    private static let accented: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ḿ", "n": "ñ", "o": "ó", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "ú", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Í", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ḿ", "N": "Ñ", "O": "Ó", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Ú", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
