import QuizFlows
import QuizText

extension Catalog {
    /// `text` in this catalog's language.
    func callAsFunction(_ text: ScreenText) -> String { text.string(in: self) }
}
