import Foundation

/// One bad setting: the line it is on, its key, and what is wrong, as a value (`ConfigReason`), worded where it is
/// read in the reader's language (`ConfigProblem.screenText`, QuizFlows).
public struct ConfigProblem: Sendable, Equatable, CustomStringConvertible {
    /// The line in the file, counted from 1, when known.
    public var line: Int?
    /// The key path, such as `display.rotation`; empty for the file as a whole.
    public var key: String
    /// What is wrong and what is allowed.
    public var reason: ConfigReason

    public init(line: Int?, key: String, reason: ConfigReason) {
        self.line = line
        self.key = key
        self.reason = reason
    }

    /// What is wrong and what is allowed, in English: `45 is not allowed; use 0, 90, 180 or 270`.
    public var message: String { reason.description }

    /// `display.rotation: 45 is not allowed; use 0, 90, 180 or 270`.
    public var description: String {
        key.isEmpty ? message : "\(key): \(message)"
    }
}

/// A config file that cannot be used, with every problem found in it, in file order.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as it was named (or as the locator found it).
    public var file: String
    public var problems: [ConfigProblem]
    /// The file's `language`, read leniently (a bad key elsewhere does not hide it), which the problems are worded
    /// in; nil when the file names none or it cannot be read (English).
    public var language: GameLanguage?

    public init(file: String, problems: [ConfigProblem], language: GameLanguage? = nil) {
        self.file = file
        self.problems = problems
        self.language = language
    }

    init(file: String, line: Int? = nil, key: String = "", reason: ConfigReason) {
        self.init(file: file, problems: [ConfigProblem(line: line, key: key, reason: reason)])
    }

    /// One line per problem, in English: `config.yaml:12: display.rotation: 45 is not allowed; use 0, 90, 180 or 270`.
    public var description: String {
        problems.map { problem in
            let place = problem.line.map { "\(file):\($0)" } ?? file
            return "\(place): \(problem)"
        }
        .joined(separator: "\n")
    }
}

/// How values and choices are written in messages.
enum Wording {
    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// `a`, `a and b`, `a, b and c`.
    static func all(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A value as found in the file: numbers bare, anything else in double quotes.
    static func value(_ text: String) -> String {
        if !text.isEmpty, Double(text) != nil, text.allSatisfy({ !$0.isLetter || $0 == "e" || $0 == "E" }) {
            return text
        }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

}

/// Finds the intended word for a near miss: a typo, a missing letter, a short form.
enum Suggestion {
    /// The closest candidate, or nil when none is close enough to be a likely typo.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let target = normalized(word)
        guard !target.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = normalized(candidate)
            let distance = editDistance(target, other)
            // A shared start covering all but one letter of the shorter word also counts: `rotate`, `rotation`.
            let shorter = min(target.count, other.count)
            let shared = zip(target, other).prefix { $0 == $1 }.count
            let close = distance <= max(2, target.count / 3) || (shorter >= 3 && shared >= shorter - 1)
            if close, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Lower case, with `-` and `_` treated alike, so `video-driver` finds `video_driver`.
    private static func normalized(_ word: String) -> [Character] {
        Array(word.lowercased().replacingOccurrences(of: "-", with: "_"))
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = previous
        for (row, left) in lhs.enumerated() {
            current[0] = row + 1
            for (column, right) in rhs.enumerated() {
                let substitution = previous[column] + (left == right ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}

/// The file's `language` read leniently, so its problems are worded in the operator's language though a key is bad:
/// the key's value when it is one of the spoken languages, whatever else the file holds.
enum LenientLanguage {
    /// From the file's settings, read though others are bad.
    static func read(_ entries: [String: ConfigEntry]) -> GameLanguage? {
        guard let text = entries["language"]?.node.scalar?.string else { return nil }
        return spoken(text)
    }

    /// From text YAML cannot read: a line `language: CODE` at the start of a line (a comment after it allowed).
    static func scan(_ text: String) -> GameLanguage? {
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("language:") {
            var value = line.dropFirst("language:".count)
            if let hash = value.firstIndex(of: "#") { value = value[..<hash] }
            let word = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"'"))
            return spoken(word)
        }
        return nil
    }

    private static func spoken(_ text: String) -> GameLanguage? {
        GameLanguage(rawValue: text.lowercased()).flatMap { GameLanguage.spoken.contains($0) ? $0 : nil }
    }
}
