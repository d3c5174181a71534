import QuizCore
import QuizFlows
import QuizStore

/// The packs in play narrowed to the one language a mode deals a game in, and that language (nil: every
/// language, when the store could not say or holds none).
struct DealtLanguage {
    let packs: PackScope
    let language: String?
}

extension ModeContext {
    /// The packs in play in the language `choose` picks (`ContentLanguage.choose` over what the mode deals);
    /// every language when the store cannot say, named on stderr with `content` ("the trivia topics").
    func dealt(_ content: String, choosing choose: () throws(StoreError) -> ContentLanguage.Choice?) -> DealtLanguage {
        do {
            let language = try choose()?.language
            return DealtLanguage(packs: packs.only(in: language), language: language)
        } catch {
            ProgramMessage.write("the languages of \(content) cannot be read (\(error)); dealing every language")
            return DealtLanguage(packs: packs, language: nil)
        }
    }

    /// The line a mode shows once when it deals in `dealt` and that is not the language on view; nil otherwise.
    func languageNotice(dealt: String?) -> ScreenText? {
        dealt.flatMap { ContentLanguageNotice.text(dealt: $0, onView: language) }
    }
}
