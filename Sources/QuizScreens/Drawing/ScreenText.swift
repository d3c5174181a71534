import QuizText

/// A text a scene decides on and a view draws (a refused press's notice, a saved avatar's line): a catalog key
/// and its placeholders, looked up in the language on view when it is drawn, so a scene holds no display text
/// and a language change shows it at once in the new language.
struct ScreenText: Equatable, Sendable {
    /// What fills one placeholder.
    enum Value: Equatable, Sendable {
        /// Written as is: a name, a topic, a key's letter.
        case verbatim(String)
        /// Another key's text (a power-up's name inside a sentence).
        case key(String)
        /// A whole number as the language writes it.
        case number(Int)
        /// Credit in cents as the language writes it ("$2.00", German "2,00 $").
        case money(Int)
    }

    /// The catalog key.
    var key: String
    /// Its placeholders' values by name (`name` fills `{name}`).
    var values: [String: Value] = [:]
    /// For a plural entry: the count that chooses the form and fills `{count}`.
    var count: Int? = nil

    init(_ key: String, _ values: [String: Value] = [:], count: Int? = nil) {
        self.key = key
        self.values = values
        self.count = count
    }

    /// The text in `catalog`'s language.
    func string(in catalog: Catalog) -> String {
        let filled = values.mapValues { value in
            switch value {
            case .verbatim(let text): return text
            case .key(let key): return catalog[key]
            case .number(let number): return catalog.number(number)
            case .money(let cents): return catalog.money(cents)
            }
        }
        if let count { return catalog.plural(key, count: count, filled) }
        return catalog.text(key, filled)
    }
}

extension Catalog {
    /// `text` in this catalog's language.
    func callAsFunction(_ text: ScreenText) -> String { text.string(in: self) }
}
