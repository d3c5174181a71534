import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The web admin's list of the device's questions: by topic, text, status, kind and language, each alone and
/// together, a page at a time; the languages its filter offers.
@Suite struct QuestionBankListTests {
    /// Twelve English multiple-choice questions in play ("Planet 1?" to "Planet 12?", topic Space), and four others:
    /// a retired English one, a German statement in play (topic Wahr), a retired German statement and a French
    /// question in play (both Space).
    static func bank() throws -> (QuestionBank, space: Int64) {
        let database = try QuizDatabase()
        let records: [(QuestionRecord, QuestionStatus)] =
            (1...12).map {
                (
                    QuestionRecord(
                        kind: .multipleChoice, topic: "Space", text: "Planet \($0)?", correct: "P\($0)",
                        wrong: ["X"]), .active
                )
            } + [
                (
                    QuestionRecord(
                        kind: .multipleChoice, topic: "Space", text: "Is Pluto a planet?", correct: "No",
                        wrong: ["Yes"]), .retired
                ),
                (
                    QuestionRecord(
                        kind: .trueFalse, topic: "Wahr", text: "Die Erde ist rund.", correct: "true", language: "de"),
                    .active
                ),
                (
                    QuestionRecord(
                        kind: .trueFalse, topic: "Space", text: "Der Mond ist aus Käse.", correct: "false",
                        language: "de"), .retired
                ),
                (
                    QuestionRecord(
                        kind: .multipleChoice, topic: "Space", text: "Quelle planète est rouge ?", correct: "Mars",
                        wrong: ["Vénus"], language: "fr"), .active
                ),
            ]
        try database.write { db in
            var writer = ContentWriter(db: db)
            for (record, status) in records {
                // A new question is stored in play; retired afterwards, as the bank's Retire does.
                _ = try writer.upsert(record, packID: nil)
                try db.execute(
                    sql: "UPDATE question SET status = ? WHERE uid = ?", arguments: [status.rawValue, record.uid])
            }
        }
        let bank = QuestionBank(database: database)
        let space = try #require(try bank.topics().first { $0.name == "Space" }).id
        return (bank, space)
    }

    /// The page's texts, in the list's order (by id).
    static func texts(_ page: BankQuestionPage) -> [String] { page.questions.map(\.text) }

    static let planets = (1...12).map { "Planet \($0)?" }

    @Test func eachFilterAloneMatchesOnlyItsQuestions() throws {
        let (bank, space) = try Self.bank()
        let all = try bank.questions(topicID: nil, search: "", limit: 50, offset: 0)
        #expect(all.total == 16 && all.questions.count == 16)
        let retired = try bank.questions(topicID: nil, search: "", status: .retired, limit: 50, offset: 0)
        #expect(Self.texts(retired) == ["Is Pluto a planet?", "Der Mond ist aus Käse."] && retired.total == 2)
        #expect(retired.questions.allSatisfy { $0.status == .retired })
        let active = try bank.questions(topicID: nil, search: "", status: .active, limit: 50, offset: 0)
        #expect(active.total == 14 && !Self.texts(active).contains("Is Pluto a planet?"))
        let statements = try bank.questions(topicID: nil, search: "", kind: .trueFalse, limit: 50, offset: 0)
        #expect(Self.texts(statements) == ["Die Erde ist rund.", "Der Mond ist aus Käse."] && statements.total == 2)
        let choices = try bank.questions(topicID: nil, search: "", kind: .multipleChoice, limit: 50, offset: 0)
        #expect(choices.total == 14)
        let french = try bank.questions(topicID: nil, search: "", language: "fr", limit: 50, offset: 0)
        #expect(Self.texts(french) == ["Quelle planète est rouge ?"] && french.total == 1)
        let english = try bank.questions(topicID: nil, search: "", language: "en", limit: 50, offset: 0)
        #expect(Self.texts(english) == Self.planets + ["Is Pluto a planet?"])
        #expect(try bank.questions(topicID: nil, search: "", language: "es", limit: 50, offset: 0).total == 0)
        let topic = try bank.questions(topicID: space, search: "", limit: 50, offset: 0)
        #expect(topic.total == 15 && !Self.texts(topic).contains("Die Erde ist rund."))
        // Any case; "planète" is not "planet".
        let searched = try bank.questions(topicID: nil, search: "PLANET", limit: 50, offset: 0)
        #expect(Self.texts(searched) == Self.planets + ["Is Pluto a planet?"] && searched.total == 13)
        // The right answer is searched too.
        #expect(
            Self.texts(try bank.questions(topicID: nil, search: "mars", limit: 50, offset: 0)) == [
                "Quelle planète est rouge ?"
            ])
    }

    @Test func filtersTogetherMatchWhatEveryOneMatches() throws {
        let (bank, space) = try Self.bank()
        let one = try bank.questions(
            topicID: space, search: "mond", status: .retired, kind: .trueFalse, language: "de", limit: 50, offset: 0)
        #expect(Self.texts(one) == ["Der Mond ist aus Käse."] && one.total == 1)
        // Each filter given takes its questions out: the German statement in play is not Space's, nor retired.
        let germanRetired = try bank.questions(
            topicID: nil, search: "", status: .retired, language: "de", limit: 50, offset: 0)
        #expect(Self.texts(germanRetired) == ["Der Mond ist aus Käse."])
        let retiredChoices = try bank.questions(
            topicID: nil, search: "", status: .retired, kind: .multipleChoice, limit: 50, offset: 0)
        #expect(Self.texts(retiredChoices) == ["Is Pluto a planet?"])
        let searchedInPlay = try bank.questions(
            topicID: space, search: "planet", status: .active, language: "en", limit: 50, offset: 0)
        #expect(Self.texts(searchedInPlay) == Self.planets && searchedInPlay.total == 12)
        let none = try bank.questions(
            topicID: space, search: "", status: .active, kind: .trueFalse, language: "de", limit: 50, offset: 0)
        #expect(none.total == 0 && none.questions.isEmpty)
    }

    @Test func aFilteredListPagesByIdAndCountsEveryMatch() throws {
        let (bank, _) = try Self.bank()
        let first = try bank.questions(
            topicID: nil, search: "", status: .active, kind: .multipleChoice, language: "en", limit: 5, offset: 0)
        #expect(Self.texts(first) == Array(Self.planets[0..<5]) && first.total == 12)
        let last = try bank.questions(
            topicID: nil, search: "", status: .active, kind: .multipleChoice, language: "en", limit: 5, offset: 10)
        #expect(Self.texts(last) == ["Planet 11?", "Planet 12?"] && last.total == 12)
        let past = try bank.questions(topicID: nil, search: "", status: .retired, limit: 5, offset: 5)
        #expect(past.questions.isEmpty && past.total == 2)
    }

    @Test func theLanguagesAreTheQuestionsOwnEachOnce() throws {
        let (bank, _) = try Self.bank()
        #expect(try bank.languages() == ["de", "en", "fr"])
        #expect(try QuestionBank(database: try QuizDatabase()).languages().isEmpty)
    }
}
