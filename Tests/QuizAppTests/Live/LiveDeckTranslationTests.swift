import QuizCore
import QuizLive
import QuizStore
import TestSupport
import Testing

@testable import QuizApp

/// The live mode's questions from the store carry the bundled translations (`LiveDealtQuestion.asked`): a
/// German phone is asked the German question with each answer at the English one's place, and its answer is
/// kept against the store's question and option at that place.
struct LiveDeckTranslationTests {
    static func store() throws -> QuizDatabase {
        let database = try QuizDatabase()
        try PackInstaller(database: database).installPacks(inDirectory: Repository.root + "/assets/packs")
        return database
    }

    @Test func aGermanPhoneIsAskedTheGermanQuestionWithEachAnswerAtItsPlace() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.topic("Space"), count: 10, scope: PackScope.all.only(in: "en"), seed: 7)
        #expect(dealt.count == 10)
        for question in dealt {
            let asked = try #require(question.asked(isStatement: false))
            #expect(asked.translations.keys.sorted() == ["ar", "de", "tr"])
            let english = try #require(try database.question(id: question.questionID))
            let germanID = try #require(
                try database.questionID(uid: english.uid.replacingOccurrences(of: "trivia-", with: "trivia-de-")))
            let german = try #require(try database.question(id: germanID))
            let wording = asked.wording(in: "de")
            #expect(wording.text == german.text && wording.language == "de")
            // Each answer shown in German is the German answer at the English one's position; the right one too.
            for (place, shown) in asked.options.enumerated() {
                let position = try #require(english.options.firstIndex { $0.text == shown })
                #expect(wording.options[place] == german.options[position].text)
            }
            #expect(german.options[0].isCorrect && wording.options[asked.rightOption] == german.options[0].text)
            #expect(asked.wording(in: "fr") == LiveWording(text: asked.text, options: asked.options, language: "en"))
        }
    }

    @Test func aStatementsTranslationKeepsTrueAndFalseForEachPhoneToWord() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.trueFalse, count: 3, scope: PackScope.all.only(in: "en"), seed: 7)
        for question in dealt {
            let asked = try #require(question.asked(isStatement: true))
            #expect(asked.isStatement && asked.wording(in: "tr").options == ["True", "False"])
            #expect(asked.wording(in: "tr").text != asked.text)
        }
    }
}
