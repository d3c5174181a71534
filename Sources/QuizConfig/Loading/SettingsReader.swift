import QuizCore
import Yams

/// A setting whose value is one word from a fixed list.
protocol ConfigChoice: RawRepresentable<String>, CaseIterable, Equatable where AllCases == [Self] {
    /// The values the config accepts: every case unless the type says fewer.
    static var choices: [Self] { get }
}

extension ConfigChoice {
    static var choices: [Self] { allCases }
    static var words: [String] { choices.map(\.rawValue) }
}

extension GameMode: ConfigChoice {
    /// A timed challenge is played inside trivia: the config cannot offer it as a mode.
    static var choices: [GameMode] { playable }
}
extension AdminGesture: ConfigChoice {}
extension Contrast: ConfigChoice {}
extension AttractScreen: ConfigChoice {}
extension VideoDriver: ConfigChoice {}
extension RendererChoice: ConfigChoice {}
extension TiltProfile: ConfigChoice {}
extension CreditMode: ConfigChoice {}
extension WikifeedsLanguage: ConfigChoice {}
extension GameLanguage: ConfigChoice {
    /// The pseudo-locale is for `layout-check --language pseudo`, never a kiosk's language.
    static var choices: [GameLanguage] { spoken }
}

/// Reads typed settings from a flattened file, keeping the default and noting a problem for each bad value.
///
/// Every value is read from its text, so YAML 1.1's surprises stay out:
/// `NO` stays a word, `0644` stays a number, `yes`/`on` read as true only
/// where a true-or-false is expected.
struct SettingsReader {
    private let entries: [String: ConfigEntry]
    private(set) var problems: [ConfigProblem] = []

    init(entries: [String: ConfigEntry]) {
        self.entries = entries
    }

    func isSet(_ key: String) -> Bool {
        entries[key].map { !$0.node.isNull } ?? false
    }

    func line(of key: String) -> Int? {
        entries[key]?.keyLine
    }

    /// Notes a problem; a value written in a group's shorthand is named as written (`packs`, not `packs.use`).
    mutating func report(_ key: String, line: Int?, _ reason: ConfigReason) {
        problems.append(ConfigProblem(line: line, key: entries[key]?.writtenAs ?? key, reason: reason))
    }

    /// The value's text and line, or nil when the key is absent or empty (keep the default).
    /// A list or group where one value belongs is reported with `allowed`.
    mutating func scalar(_ key: String, allowed: ConfigAllowed) -> (text: String, line: Int?)? {
        guard let entry = entries[key], !entry.node.isNull else { return nil }
        guard let scalar = entry.node.scalar else {
            report(key, line: entry.line, .notAllowed(entry.node.what, allowed: allowed, hint: nil))
            return nil
        }
        return (scalar.string, entry.line)
    }

    mutating func bool(_ key: String, default value: Bool) -> Bool {
        let allowed = ConfigAllowed.oneOf(["true", "false"])
        guard let (text, line) = scalar(key, allowed: allowed) else { return value }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report(key, line: line, .notAllowed(.written(text), allowed: allowed, hint: nil))
            return value
        }
    }

    /// A true or false that may be left out: nil when absent or empty.
    mutating func optionalBool(_ key: String) -> Bool? {
        isSet(key) ? bool(key, default: false) : nil
    }

    mutating func int(_ key: String, default value: Int, in range: ClosedRange<Int>) -> Int {
        let allowed = ConfigAllowed.wholeNumber(from: range.lowerBound, to: range.upperBound)
        guard let (text, line) = scalar(key, allowed: allowed) else { return value }
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), range.contains(number) else {
            report(key, line: line, .notAllowed(.written(text), allowed: allowed, hint: nil))
            return value
        }
        return number
    }

    /// A whole number in `range` that may be left out: nil when absent or empty, or not allowed (reported).
    mutating func optionalInt(_ key: String, in range: ClosedRange<Int>) -> Int? {
        guard isSet(key) else { return nil }
        let number = int(key, default: range.lowerBound - 1, in: range)
        return range.contains(number) ? number : nil
    }

    mutating func int(_ key: String, default value: Int, oneOf choices: [Int]) -> Int {
        let allowed = ConfigAllowed.oneOf(choices.map(String.init))
        guard let (text, line) = scalar(key, allowed: allowed) else { return value }
        guard let number = Int(text), choices.contains(number) else {
            report(key, line: line, .notAllowed(.written(text), allowed: allowed, hint: nil))
            return value
        }
        return number
    }

    mutating func choice<Choice: ConfigChoice>(_ key: String, default value: Choice) -> Choice {
        let allowed = ConfigAllowed.oneOf(Choice.words)
        guard let (text, line) = scalar(key, allowed: allowed) else { return value }
        let chosen: Choice? = word(text, key: key, line: line)
        return chosen ?? value
    }

    /// Text checked by `check`, which says whether the text is fine, else gives a hint for the message (such as
    /// ` (did you mean keys?)`) or none.
    mutating func text(
        _ key: String, default value: String, allowed: ConfigAllowed, check: (String) -> ConfigCheck
    ) -> String {
        guard let (text, line) = scalar(key, allowed: allowed) else { return value }
        if case .refused(let hint) = check(text) {
            report(key, line: line, .notAllowed(.written(text), allowed: allowed, hint: hint))
            return value
        }
        return text
    }

    /// A list's items with their lines; `all` or a single word count as shown. Nil keeps the default.
    /// `emptyAllowed`: `[]` is an empty list of items rather than a mistake (a list of exceptions, not of choices).
    mutating func list(_ key: String, allowed: ConfigAllowed, emptyAllowed: Bool = false) -> ListValue? {
        guard let entry = entries[key], !entry.node.isNull else { return nil }
        switch entry.node {
        case .scalar(let scalar) where scalar.string == "all":
            return .all
        case .scalar(let scalar):
            return .items([(scalar.string, entry.line)])
        case .mapping:
            report(key, line: entry.line, .notAllowed(.group, allowed: allowed, hint: nil))
            return nil
        case .sequence(let sequence):
            var items: [(String, Int?)] = []
            for item in sequence {
                guard let scalar = item.scalar else {
                    report(key, line: item.mark?.line ?? entry.line, .notAllowedInList(item.what, allowed: allowed))
                    continue
                }
                items.append((scalar.string, item.mark?.line ?? entry.line))
            }
            guard !sequence.isEmpty || emptyAllowed else {
                report(key, line: entry.line, .notAllowed(.emptyList, allowed: allowed, hint: nil))
                return nil
            }
            return items.count == sequence.count ? .items(items) : nil
        }
    }

    /// A list of words from a fixed set; `repeats` allows the same word twice.
    mutating func choices<Choice: ConfigChoice>(_ key: String, default value: [Choice], repeats: Bool) -> [Choice] {
        choiceList(key, default: value, repeats: repeats) ?? Choice.choices
    }

    /// Like `choices`, but "all" is nil, for a caller that knows what "all" means only later.
    mutating func choiceList<Choice: ConfigChoice>(
        _ key: String, default value: [Choice]?, repeats: Bool
    )
        -> [Choice]?
    {
        let allowed = ConfigAllowed.listOf(Choice.words)
        switch list(key, allowed: allowed) {
        case nil: return value
        case .all: return nil
        case .items(let items):
            var chosen: [Choice] = []
            var failed = false
            for (text, line) in items {
                guard let item: Choice = word(text, key: key, line: line) else {
                    failed = true
                    continue
                }
                if !repeats, chosen.contains(item) {
                    report(key, line: line, .listedTwice(text))
                    failed = true
                }
                chosen.append(item)
            }
            return failed ? value : chosen
        }
    }

    /// One word of a choice, reported with the allowed words and a near miss when it is not one of them.
    private mutating func word<Choice: ConfigChoice>(_ text: String, key: String, line: Int?) -> Choice? {
        if let chosen = Choice(rawValue: text) ?? Choice(rawValue: text.lowercased()), Choice.choices.contains(chosen) {
            return chosen
        }
        let near = ConfigHint.near(Suggestion.closest(to: text, among: Choice.words))
        report(key, line: line, .notAllowed(.written(text), allowed: .oneOf(Choice.words), hint: near))
        return nil
    }
}

/// A list setting as written: `all`, or items with their lines.
enum ListValue {
    case all
    case items([(String, Int?)])
}
