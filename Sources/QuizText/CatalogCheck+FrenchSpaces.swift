extension CatalogCheck {
    /// Words French writes glued to a colon because they are the config file's or the settings' own syntax, never
    /// prose: `admin:` (the config's section), `kiosk: true` (a config line), `jumpIt: QUESTION` (a settings line).
    public static let frenchCodeBeforeColon: Set<String> = ["admin", "kiosk", "jumpIt"]

    /// The French texts of `file` that break French typography, one line each, naming the key: a no-break space
    /// (U+00A0) goes before ":", ";", "?" and "!" and inside « ». A plain space there lets a line start with the
    /// mark; none at all ("Entendu:", "(TQ001):", "»;") is English typography. Left alone, as code: a mark
    /// followed by a letter, digit or another mark ("http://", "HOST:PORT", "replay:FILE", "0-9 !?#"), a mark glued
    /// to a word that is not letters only ("{\"t\": seconds", "display.renderer: software", "{scheme}://"), a word
    /// of `frenchCodeBeforeColon`, and a mark that begins a text (a web template puts the space before it).
    public static func frenchSpacesMissing(in file: PoFile) -> [String] {
        var problems: [String] = []
        for entry in file.entries {
            guard let key = entry.context else { continue }
            for problem in Set(entry.strings.flatMap(frenchSpacesMissing(in:))).sorted() {
                problems.append("fr: \(key) \(problem)")
            }
        }
        return problems
    }

    /// What in `text` breaks the rule of `frenchSpacesMissing(in:)`, each as a few words naming the place.
    static func frenchSpacesMissing(in text: String) -> [String] {
        let characters = Array(text)
        var found: [String] = []
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let shown = String(characters[max(0, index - 12)...min(characters.count - 1, index + 1)])
            switch character {
            case ":", ";", "?", "!":
                let ends = next.map { $0.isWhitespace || ")»\".,…'".contains($0) } ?? true
                guard ends, let previous, previous != "\u{00A0}" else { continue }
                if previous == " " || previous == "\u{202F}" {
                    found.append("has no U+00A0 before \"\(character)\" in \"\(shown)\"")
                } else if previous == "»" || previous == ")" {
                    found.append("has no space before \"\(character)\" in \"\(shown)\"")
                } else if previous.isLetter {
                    let word = String(
                        characters[..<index].reversed().prefix { !$0.isWhitespace && $0 != "«" }.reversed())
                    if word.allSatisfy({ $0.isLetter || $0 == "’" || $0 == "'" }), !frenchCodeBeforeColon.contains(word)
                    {
                        found.append("has no space before \"\(character)\" in \"\(shown)\"")
                    }
                }
            case "«" where next != "\u{00A0}":
                found.append("has no U+00A0 after « in \"\(shown)\"")
            case "»" where previous != "\u{00A0}":
                found.append("has no U+00A0 before » in \"\(shown)\"")
            default: continue
            }
        }
        return found
    }
}
