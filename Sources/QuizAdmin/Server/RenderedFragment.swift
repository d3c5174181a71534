import Foundation
import QuizText

/// HTML written by one of the templates (`Pages.fragment`), so every value in it was escaped; the one kind
/// of ready-made text a page may take as it is (`Pages.html(body:title:user:status:)`). Only `Pages` makes
/// one: a string from anywhere else cannot be passed for it. The leaderboard page keeps its body as one for a
/// second (`BoardCache`), so 2,000 users do not each render the same 100 rows.
struct RenderedFragment: Sendable, Equatable {
    let html: String

    fileprivate init(html: String) {
        self.html = html
    }

    /// `parts` one after the other.
    init(joining parts: [RenderedFragment]) {
        html = parts.map(\.html).joined()
    }
}

extension Pages {
    /// `template` in `words`' language filled with `values` (escaped, as every template).
    func fragment(_ template: String, _ values: [String: Any], words: Catalog) throws(AdminError) -> RenderedFragment {
        guard let html = library(words)?.render(values, withTemplate: template) else {
            throw .badTemplate("the page template \(template) is missing")
        }
        return RenderedFragment(html: html)
    }
}
