import Foundation
import QuizCore

/// The pattern language of bsdgames `quiz(6)` fields, reduced to one readable answer.
///
/// `a|b` are alternatives, `{x}` is optional, `[x|y]` groups alternatives, `\` escapes the next character and a
/// `\` at the end of a line continues it. The readable form includes optional parts and takes the first
/// alternative ("{George }Washington" → "George Washington", "Lisbo[a|n]" → "Lisboa"), except that inside
/// `[...]` an alternative spelled with accent markup (`^`, `'`, `` ` ``, `"`, `~` or a backspace overstrike,
/// as in "C[^o|o^|o]te d'Ivoire") gives way to the first plain one ("Cote d'Ivoire").
enum BSDQuizPattern {
    private static let markup: Set<Character> = ["^", "'", "`", "\"", "~", "\u{8}"]
    /// How deep `{ }` and `[ ]` groups may nest (real quiz files use two or three levels).
    static let maximumDepth = 32

    /// How deep the groups of a pattern nest, escapes aside.
    static func depth(_ pattern: String) -> Int {
        var depth = 0
        var deepest = 0
        var escaped = false
        for character in pattern {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "{" || character == "[" {
                depth += 1
                deepest = max(deepest, depth)
            } else if character == "}" || character == "]" {
                depth = max(0, depth - 1)
            }
        }
        return deepest
    }

    /// Joins continued lines; each logical line keeps the 1-based number of its first line.
    static func logicalLines(_ text: String) -> [(line: Int, text: String)] {
        var result: [(line: Int, text: String)] = []
        var pending: (line: Int, text: String)?
        for (index, raw) in ImportText.lines(text).enumerated() {
            var current = pending ?? (index + 1, "")
            let trailing = raw.reversed().prefix { $0 == "\\" }.count
            if trailing % 2 == 1 {
                current.text += raw.dropLast()
                pending = current
            } else {
                current.text += raw
                result.append(current)
                pending = nil
            }
        }
        if let pending { result.append(pending) }
        return result
    }

    /// Splits a line at unescaped colons; escapes stay for `readable`.
    static func fields(_ line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == ":" {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }

    /// The readable form of a pattern (see the type's documentation); "" means "don't ask".
    static func readable(_ pattern: String) -> String {
        let characters = Array(pattern)
        var index = 0
        let text = alternatives(characters, &index, until: nil, depth: 0).first ?? ""
        var cleaned = ""
        var skipNext = false
        for character in text {
            if skipNext {
                skipNext = false
            } else if character == "\u{8}" {
                skipNext = true
            } else {
                cleaned.append(character)
            }
        }
        let words = cleaned.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return words.joined(separator: " ")
    }

    /// Reads alternatives up to `closer` (or the end), with nested groups
    /// already reduced; groups deeper than `maximumDepth` are read as text.
    private static func alternatives(
        _ characters: [Character], _ index: inout Int, until closer: Character?, depth: Int
    )
        -> [String]
    {
        var options = [""]
        while index < characters.count {
            let character = characters[index]
            index += 1
            if let closer, character == closer { return options }
            switch character {
            case "\\":
                if index < characters.count {
                    options[options.count - 1].append(characters[index])
                    index += 1
                }
            case "|":
                options.append("")
            case "{" where depth < maximumDepth:
                options[options.count - 1] += alternatives(characters, &index, until: "}", depth: depth + 1).first ?? ""
            case "[" where depth < maximumDepth:
                let group = alternatives(characters, &index, until: "]", depth: depth + 1)
                options[options.count - 1] += group.first { !$0.contains(where: markup.contains) } ?? group[0]
            default:
                options[options.count - 1].append(character)
            }
        }
        return options
    }

    /// A hash that is the same on every machine and run (FNV-1a), to seed per-question choices.
    static func stableHash(_ text: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(text)
        return hash.value
    }
}
