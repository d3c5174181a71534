/// Every text the game shows in one language, by key (`home.play`): looked
/// up when a screen is drawn, with named placeholders (`{name}`) filled and
/// the plural form chosen by the language's CLDR rule. Built from a `.po`
/// file by `CatalogFolder`; a key the language lacks shows English, and a key
/// English lacks shows the key itself (the catalog tests fail on both).
public struct Catalog: Sendable {
    /// The language's code (`en`, `de`, ..., `pseudo`).
    public let language: String
    /// How the language writes whole numbers.
    public let numbers: NumberText
    /// The texts by key.
    let texts: [String: Text]

    /// One key's text: a single form, or one per plural category of its rule.
    struct Text: Sendable {
        var forms: [String]
        var rule: PluralRule?
    }

    init(language: String, texts: [String: Text]) {
        self.language = language
        numbers = NumberText.of(language)
        self.texts = texts
    }

    /// A catalog with no texts, each key showing as itself: what a request carries before its language is chosen.
    public static func empty(_ language: String) -> Catalog { Catalog(language: language, texts: [:]) }

    /// The keys this catalog has.
    public var keys: Set<String> { Set(texts.keys) }

    /// The text of `key`, its placeholders filled from `values` (`["name": "Ada"]` fills `{name}`).
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        guard let text = texts[key] else { return key }
        return Placeholders.fill(text.forms.last ?? key, values)
    }

    /// The text of `key` without placeholders.
    public subscript(_ key: String) -> String { text(key) }

    /// The form of `key` for `count` by the language's plural rule; `{count}` is `count` as the language writes it.
    public func plural(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        guard texts[key] != nil else { return key }
        let form = form(key, count: count)
        var all = values
        all["count"] = numbers.format(count)
        return Placeholders.fill(form, all)
    }

    /// The form of `key` for `count`, its placeholders left as written (`{count} games`): for a page that puts the
    /// number apart from the words around it.
    public func form(_ key: String, count: Int) -> String {
        guard let text = texts[key] else { return key }
        if let rule = text.rule, let index = rule.categories.firstIndex(of: rule.category(count)),
            index < text.forms.count
        {
            return text.forms[index]
        }
        return text.forms.last ?? key
    }

    /// `items` in a row as the language lists them: `list.separator` between them (", ", Arabic "، "), and
    /// `list.last_separator` before the last (" and ").
    public func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: self["list.separator"]) + self["list.last_separator"] + last
    }

    /// `number` as the language writes it (`1,234`; German `1.234`).
    public func number(_ number: Int) -> String { numbers.format(number) }

    /// The forms of `key` by the plural category each is for (nil for a key without plural forms), for a page
    /// that picks the form itself (a browser's `Intl.PluralRules` names the same CLDR categories).
    public func pluralForms(_ key: String) -> [(category: PluralCategory, form: String)]? {
        guard let text = texts[key], let rule = text.rule else { return nil }
        return zip(rule.categories, text.forms).map { ($0, $1) }
    }

    /// The forms of `key` (one, or one per plural category), for the catalog checks.
    public func forms(_ key: String) -> [String]? { texts[key]?.forms }
}

/// Named placeholders: `{name}` in a text, filled by name.
public enum Placeholders {
    /// The placeholder names in `text`, in order (`"{name} has {count}"` gives `["name", "count"]`).
    public static func names(in text: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                names.append(name)
                current = nil
            } else if current != nil {
                if character.isLetter || character.isNumber || character == "_" {
                    current?.append(character)
                } else {
                    current = nil
                }
            }
        }
        return names
    }

    /// `text` with each `{name}` replaced by `values[name]`; a name without a value stays as written. In one pass
    /// over `text`: a value is put in as it is, never read for placeholders itself (a player named "{points}"
    /// shows so). Screens fill texts every frame (a live question's title, its count of answers): replacing each
    /// name in turn, a search of the whole text per name, was 7 % of the live screen's frame time (perf, release).
    public static func fill(_ text: String, _ values: [String: String]) -> String {
        let bytes = text.utf8
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        guard !values.isEmpty, var next = bytes.firstIndex(of: open) else { return text }
        var result = ""
        result.reserveCapacity(bytes.count + 16)
        var copied = bytes.startIndex
        while true {
            let nameStart = bytes.index(after: next)
            guard let nameEnd = bytes[nameStart...].firstIndex(of: close) else { break }
            var after = nameStart
            if let value = values[String(text[nameStart..<nameEnd])] {
                result += text[copied..<next]
                result += value
                copied = bytes.index(after: nameEnd)
                after = copied
            }
            guard let found = bytes[after...].firstIndex(of: open) else { break }
            next = found
        }
        result += text[copied...]
        return result
    }
}
