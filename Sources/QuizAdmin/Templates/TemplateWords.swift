import QuizText

/// A template's words in one language: each `[["web.NAME"]]` mark in a template is replaced by that key's text in
/// the catalog, escaped for HTML, its `{name}` placeholders turned into the template's `{{name}}` (so a value
/// is escaped as every value is, and a language may put it where its sentence needs it).
enum TemplateWords {
    /// `template` with its marks written in `words`' language.
    static func written(_ template: String, _ words: Catalog) -> String {
        template.replacing(mark) { match in
            var text = HTMLText.escaped(words.text(String(match.output.1)))
            for name in Placeholders.names(in: text) {
                text = text.replacing("{\(name)}", with: "{{\(name)}}")
            }
            return text
        }
    }

    /// `[["web.NAME"]]`: the key between quotes, as the catalog tests read keys from the sources.
    nonisolated(unsafe) static let mark = /\[\["([a-z][a-z0-9_.]*)"\]\]/
}
