import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// Tilt True/False's saving over a real store: what one player's game keeps.
@Suite struct StoreTrueFalseSavingTests {
    /// A store with two statements and a guest, and the statements as the game gets them.
    func seeded() throws -> (QuizDatabase, PlayerRef, [TrueFalseQuestion]) {
        let database = try QuizDatabase()
        let statements = [("a", true), ("b", false)].map { id, answer in
            TrueFalseQuestion(
                id: id, topic: "Topic", statement: "Statement \(id).", answer: answer, explanation: "",
                source: "")
        }
        _ = try PackInstaller(database: database).install(
            TrueFalsePack(id: "p", title: "Pack", description: "", questions: statements), checksum: "1")
        return (database, try PlayerDirectory(database: database).newGuest(), try database.trueFalseQuestions())
    }

    @Test func anAnswerARoundAndADealAreKeptWithTheStatementsRowAndOption() throws {
        let (database, player, pool) = try seeded()
        let saves = PlaySaves(database: database)
        let utc = try #require(TimeZone(identifier: "UTC"))
        let saving = StoreTrueFalseSaving(saves: saves, player: player, timeZone: utc)
        saving.record(.dealt(ids: ["b"], startedOver: false))
        saving.record(.answer(TrueFalseAnswer(question: pool[1], chosen: true, at: 4, via: .tilt), secondsTaken: 2.5))
        saving.record(.round(score: 0, total: 1))
        #expect(saves.finish())

        let (answers, games, chosen) = try database.read { db in
            (
                try AnswerRow.fetchAll(db), try GameResultRow.fetchAll(db),
                try String.fetchOne(
                    db, sql: "SELECT text FROM option WHERE id = (SELECT optionId FROM answer)")
            )
        }
        let answer = try #require(answers.first)
        var expected = AnswerRow(
            AnswerRecord(
                playerID: player.id, questionID: try #require(pool[1].rowID), optionID: pool[1].trueOptionID,
                result: .wrong, points: 0, secondsTaken: 2.5, mode: .tilt, answeredAt: answer.answeredAt))
        expected.id = answer.id
        #expect(answers == [expected])
        #expect(chosen == "true", "the option the player chose, without looking it up by its text")
        let game = try #require(games.first)
        var expectedGame = GameResultRow(
            GameRecord(
                playerID: player.id, mode: .tilt, score: 0, total: 1, points: 0, completedAt: game.completedAt,
                localDate: LocalDate.string(for: game.completedAt, in: utc)))
        expectedGame.id = game.id
        #expect(games == [expectedGame])
        #expect(saving.dealtStatements() == ["b"])
    }

    @Test func aStatementNotFromTheStoreIsNotRecorded() throws {
        let (database, player, _) = try seeded()
        let saves = PlaySaves(database: database)
        let loose = TrueFalseQuestion(
            id: "loose", topic: "Topic", statement: "Loose.", answer: true, explanation: "", source: "")
        StoreTrueFalseSaving(saves: saves, player: player).record(
            .answer(TrueFalseAnswer(question: loose, chosen: true, at: 1, via: .tap), secondsTaken: 1))
        #expect(saves.finish())
        #expect(saves.failedSaves == 0)
        #expect(try database.read { db in try AnswerRow.fetchCount(db) } == 0)
    }
}
