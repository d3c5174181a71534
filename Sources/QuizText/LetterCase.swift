/// Upper and lower case as a language writes them. Swift's `uppercased()` is the same in every language, which
/// is wrong for Turkish and Azerbaijani: their dotted i and dotless ı are two letters, i ↔ İ and ı ↔ I (so
/// "istanbul" is "İSTANBUL", and "KIŞ" is "kış"). The other languages of the game follow Unicode's default.
public enum LetterCase {
    /// `text` in capitals as `language` writes them.
    public static func uppercased(_ text: String, language: String) -> String {
        converted(text, language: language, dottedI: ["i": "İ", "ı": "I"]) { $0.uppercased() }
    }

    /// `text` in small letters as `language` writes them.
    public static func lowercased(_ text: String, language: String) -> String {
        converted(text, language: language, dottedI: ["I": "ı", "İ": "i"]) { $0.lowercased() }
    }

    /// `text` through Unicode's default `convert`, except that in a language with the dotted and dotless i, the
    /// four i's take their `dottedI` counterparts.
    private static func converted(
        _ text: String, language: String, dottedI: [Character: Character], convert: (String) -> String
    ) -> String {
        guard hasDottedI(language) else { return convert(text) }
        var result = ""
        for character in text {
            if let counterpart = dottedI[character] {
                result.append(counterpart)
            } else {
                result += convert(String(character))
            }
        }
        return result
    }

    /// Turkish and Azerbaijani: i and ı are two letters, each with its own capital.
    static func hasDottedI(_ language: String) -> Bool { language == "tr" || language == "az" }
}

extension Catalog {
    /// Whether the language is written right to left: its screens are laid out mirrored (docs/languages.md).
    public var isRightToLeft: Bool { Self.rightToLeftLanguages.contains(language) }

    /// The languages written right to left that the game knows.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    /// `text` in capitals as the language writes them (Turkish: i → İ).
    public func uppercased(_ text: String) -> String { LetterCase.uppercased(text, language: language) }

    /// `text` in small letters as the language writes them (Turkish: I → ı).
    public func lowercased(_ text: String) -> String { LetterCase.lowercased(text, language: language) }
}
