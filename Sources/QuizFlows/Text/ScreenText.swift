import QuizCore
import QuizText

/// A text a flow or a scene decides on and the screen draws or the speech says (a refused press's notice, a
/// saved avatar's line, a spoken phrase): a catalog key and its placeholders, looked up in the language on view
/// when it is shown or said, so nothing UI-free holds display text and a language change shows at once.
/// `verbatim` is the content's own words (a question, a player's name), said or shown as they are.
public struct ScreenText: Equatable, Sendable {
    /// What fills one placeholder.
    public enum Value: Equatable, Sendable {
        /// Written as is: a name, a topic, a key's letter.
        case verbatim(String)
        /// Another key's text (a power-up's name inside a sentence).
        case key(String)
        /// A whole number as the language writes it.
        case number(Int)
        /// A place as the language writes it ("3rd", German "3.").
        case ordinal(Int)
        /// A day as the language writes it in full ("Friday 20 July 2026").
        case date(CalendarDay)
        /// Credit in cents as the language writes it ("$2.00", German "2,00 $").
        case money(Int)
        /// Texts in a row, as the language lists them: `list.separator` between (", ", Arabic "، "), and
        /// `list.last_separator` before the last (" and ").
        case list([ScreenText])
        /// Texts in a row as the language offers a choice among them: `list.separator` between, and
        /// `list.or_separator` before the last (" or ", German " oder ").
        case alternatives([ScreenText])
        /// Another text with values of its own, in the catalog's language (a setting's value, a year BC).
        indirect case text(ScreenText)
        /// Another text inside a sentence, its own closing full stop dropped: the sentence around it ends it.
        indirect case clause(ScreenText)
    }

    /// The catalog key; empty for a text that is its own words (`verbatim`).
    public var key: String
    /// Its placeholders' values by name (`name` fills `{name}`); the words themselves when `key` is nil.
    public var values: [String: Value] = [:]
    /// For a plural entry: the count that chooses the form and fills `{count}`.
    public var count: Int? = nil

    public init(_ key: String, _ values: [String: Value] = [:], count: Int? = nil) {
        self.key = key
        self.values = values
        self.count = count
    }

    /// Words shown or said as they are (a question's text, an option's).
    public static func verbatim(_ words: String) -> ScreenText {
        ScreenText("", ["": .verbatim(words)])
    }

    /// The words of a `verbatim` text; nil for a catalog text.
    public var verbatimWords: String? {
        guard key.isEmpty, case .verbatim(let words)? = values[""] else { return nil }
        return words
    }
}

extension ScreenText {
    /// The text in `catalog`'s language.
    public func string(in catalog: Catalog) -> String {
        if let words = verbatimWords { return words }
        let filled = values.mapValues { $0.string(in: catalog) }
        if let count { return catalog.plural(key, count: count, filled) }
        return catalog.text(key, filled)
    }
}

extension ScreenText.Value {
    /// The value as it fills a placeholder in `catalog`'s language.
    public func string(in catalog: Catalog) -> String {
        switch self {
        case .verbatim(let text): return text
        case .key(let key): return catalog[key]
        case .number(let number): return catalog.number(number)
        case .ordinal(let number): return catalog.ordinal(number)
        case .date(let day): return CalendarText(catalog).long(day)
        case .money(let cents): return catalog.money(cents)
        case .list(let texts): return catalog.list(texts.map { $0.string(in: catalog) })
        case .alternatives(let texts):
            let words = texts.map { $0.string(in: catalog) }
            guard let last = words.last, words.count > 1 else { return words.last ?? "" }
            return words.dropLast().joined(separator: catalog["list.separator"]) + catalog["list.or_separator"] + last
        case .text(let text): return text.string(in: catalog)
        case .clause(let text):
            let words = text.string(in: catalog)
            return words.hasSuffix(".") ? String(words.dropLast()) : words
        }
    }
}
