import QuizText

/// A counted figure as the dashboards show it (`<span>12</span> games`): the number in a span of its own, the
/// words before and after it where the language puts them (a plural key with `{count}`).
enum PageFigure {
    /// `before`, `number` and `after` for the template (`{{#figure}}{{before}}<span>{{number}}</span>{{after}}`).
    static func values(_ words: Catalog, _ key: String, count: Int) -> [String: Any] {
        let form = words.form(key, count: count)
        let parts = form.split(separator: "{count}", maxSplits: 1, omittingEmptySubsequences: false)
        // A form that says the number in words (Arabic's "one" and "two") has no number to set apart.
        guard parts.count == 2 else { return ["before": form, "number": "", "after": ""] }
        return ["before": String(parts[0]), "number": words.number(count), "after": String(parts[1])]
    }
}
