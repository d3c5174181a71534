/// What makes a language's `.po` file wrong against English's: a key
/// missing or unknown, a `msgid` that is not English's text any more (the
/// English changed since it was translated), placeholders that differ, a
/// wrong number of plural forms, or a translation that is the English text
/// itself outside `sameInEveryLanguage`. The catalog tests run it over every
/// `.po` file present.
public enum CatalogCheck {
    /// Texts a translation may leave as English: the game's name and words every language writes the same.
    public static let sameInEveryLanguage: Set<String> = [
        "OK", "TiltQuiz", "Tilt", "Quiz", "PIN", "Esc", "abc", "ABC", "ÀÉÜ", "أبت", "␣",
    ]

    /// Words a language writes as English does (German's "Name", "April"): listed per language, so that any
    /// other text left in English is still found.
    public static let sameAsEnglish: [String: Set<String>] = [
        "de": [
            "Name", "Status", "Kiosk", "Server", "Bronze", "Gold", "Pause", "April", "August", "September", "November",
            "Mo", "Fr", "Sa", "{seconds}\u{00A0}s", "Wikipedia, CC BY-SA",
        ],
        "es": [
            "Avatar", "Cactus", "Enter", "Robot", "Trivia", "Wikipedia, CC BY-SA", "no", "{points} pts",
            "{seconds}\u{00A0}s",
        ],
        "fr": [
            "+{count} point", "+{count} points", "Apostrophe", "Avatar", "Badge", "Badges", "Bronze", "Cactus", "Enter",
            "Packs",
            "Pause",
            "Podium", "Points", "points", "Question", "Questions", "Robot", "Sa", "Score", "Scores", "Top 5",
            "{count} badge", "{count} badges", "{count} image", "{count} images", "{count} message", "{count} messages",
            "{count} pack",
            "{count} packs", "{count} passes", "{count} point", "{count} points", "{count} question",
            "{count} questions", "{count} pt", "{count} pts", "{points} pts", "{seconds}\u{00A0}s",
        ],
        "tr": ["Avatar", "Enter", "Kiosk", "Mar", "May", "Robot"],
    ]

    /// The problems of `file` (the `.po` of `language`) against `english`, one line each, naming the key.
    public static func problems(of file: PoFile, language: String, english: PoFile) -> [String] {
        let source = Dictionary(
            english.entries.compactMap { entry in entry.context.map { ($0, entry) } }, uniquingKeysWith: { a, _ in a })
        let translated = Dictionary(
            file.entries.compactMap { entry in entry.context.map { ($0, entry) } }, uniquingKeysWith: { a, _ in a })
        var problems: [String] = []
        for key in source.keys.sorted() where translated[key] == nil {
            problems.append("\(language): \(key) is missing")
        }
        let count = PluralRule.of(language)?.categories.count
        for (key, entry) in translated.sorted(by: { $0.key < $1.key }) {
            guard let english = source[key] else {
                problems.append("\(language): \(key) is not a key of en.po")
                continue
            }
            if entry.id != english.id || entry.idPlural != english.idPlural {
                problems.append("\(language): \(key)'s msgid is not English's text any more (translate it again)")
            }
            if english.idPlural != nil, entry.strings.count != count {
                problems.append("\(language): \(key) has \(entry.strings.count) plural forms, not \(count ?? 0)")
            }
            let expected = Set(Placeholders.names(in: english.id) + Placeholders.names(in: english.idPlural ?? ""))
            for (index, string) in entry.strings.enumerated() {
                if string.isEmpty {
                    problems.append("\(language): \(key) is not translated")
                    continue
                }
                let names = Set(Placeholders.names(in: string))
                // A plural form but "other" (the last) may leave out {count}: Arabic's "one" and "two" say the word.
                let mayOmitCount = english.idPlural != nil && index < entry.strings.count - 1
                let allowed = mayOmitCount ? expected.subtracting(["count"]) : expected
                if !names.isSubset(of: expected) || !allowed.isSubset(of: names) {
                    problems.append(
                        "\(language): \(key) has the placeholders \(names.sorted()), English \(expected.sorted())")
                }
                if string == english.id || string == english.idPlural,
                    !sameInEveryLanguage.contains(string), sameAsEnglish[language]?.contains(string) != true,
                    Placeholders.fill(string, Dictionary(uniqueKeysWithValues: names.map { ($0, "") }))
                        .contains(where: \.isLetter)
                {
                    problems.append("\(language): \(key) is the English text \"\(string)\"")
                }
            }
        }
        return problems
    }
}
