import QuizText
import Testing

@testable import QuizAdmin

/// The check every page's words pass in each language but English (the notes, refusals and problems the admin
/// words from a value): no key shown as itself, and not the English.
enum TranslatedWords {
    /// The languages checked: the admin's six but English.
    static let languages = AdminLanguageTests.languages.filter { $0 != "en" }

    /// Expects `value`'s words in `language`, as `words` writes them, to show no key as itself and to differ from
    /// its English, `name` (the value's own description when nil) naming it on failure; gives both texts, for a
    /// test's own checks.
    @discardableResult
    static func expect<Value>(
        _ value: Value, in language: String, _ words: (Value, Catalog) -> String, name: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, english: String) {
        let text = words(value, AdminWords.languages.catalog(language))
        let english = words(value, AdminWords.languages.catalog("en"))
        let name = name ?? "\(value)"
        #expect(!text.contains("web."), "\(language) \(name): a key shown as itself", sourceLocation: sourceLocation)
        #expect(text != english, "\(language) \(name): English", sourceLocation: sourceLocation)
        return (text, english)
    }
}
