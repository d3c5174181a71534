import QuizLive
import Testing

/// A live question's translations: each with as many answers as the question, in its order; a phone in a
/// language the question has gets that wording, any other the question's own.
@Suite struct LiveTranslationTests {
    @Test func aPhoneGetsItsLanguagesWordingElseTheQuestionsOwn() throws {
        let question = try LiveQuestion(
            text: "Red?", options: ["Mars", "Venus"], rightOption: 0,
            translations: ["de": LiveWording(text: "Rot?", options: ["Mars", "Venus (de)"])], language: "en")
        #expect(
            question.wording(in: "de") == LiveWording(text: "Rot?", options: ["Mars", "Venus (de)"], language: "de"))
        #expect(question.wording(in: "tr") == LiveWording(text: "Red?", options: ["Mars", "Venus"], language: "en"))
        #expect(question.wording(in: nil) == LiveWording(text: "Red?", options: ["Mars", "Venus"], language: "en"))
    }

    @Test func aTranslationWithOtherAnswersIsRefusedNamingItsLanguage() {
        #expect(throws: LiveQuestionError.translationOptions("de", count: 3, expected: 2)) {
            try LiveQuestion(
                text: "Red?", options: ["Mars", "Venus"], rightOption: 0,
                translations: ["de": LiveWording(text: "Rot?", options: ["Mars", "Venus", "Erde"])])
        }
        #expect(throws: LiveQuestionError.translationEmpty("de")) {
            try LiveQuestion(
                text: "Red?", options: ["Mars", "Venus"], rightOption: 0,
                translations: ["de": LiveWording(text: " ", options: ["Mars", "Venus"])])
        }
        #expect(
            LiveQuestionError.translationOptions("de", count: 3, expected: 2).description
                == "a live question's translation into de has 3 answers, not the question's 2")
    }
}
