import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The enums whose raw values the store keeps (modes, statuses, kinds, results) against what stores hold: a
/// renamed case or a schema's word that no case spells fails here, before an old store reads wrong.
@Suite struct StoredWordsTests {
    /// The words the schema's `CHECK (column IN (...))` allows, in its order.
    func allowed(_ table: String, _ column: String, in database: QuizDatabase) throws -> [String] {
        let sql = try database.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [table])
        }
        let text = try #require(sql, "no table \(table)")
        let start = try #require(text.range(of: "CHECK (\"\(column)\" IN ("), "\(table).\(column) has no CHECK")
        let list = try #require(text[start.upperBound...].split(separator: ")").first)
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["'"]) }
    }

    @Test func everyStatusKindAndResultIsTheWordTheSchemaAllows() throws {
        let database = try QuizDatabase()
        #expect(try allowed("question", "status", in: database) == QuestionStatus.allCases.map(\.rawValue))
        #expect(try allowed("question", "kind", in: database) == ["trueFalse", "multipleChoice"])
        #expect(QuestionRecord.Kind(rawValue: "trueFalse") == .trueFalse)
        #expect(QuestionRecord.Kind(rawValue: "multipleChoice") == .multipleChoice)
        #expect(try allowed("answer", "result", in: database) == ["right", "wrong", "timeout", "skipped"])
        for word in try allowed("answer", "result", in: database) {
            #expect(AnswerRecord.Result(rawValue: word)?.rawValue == word)
        }
        #expect(try allowed("submission", "status", in: database) == SubmissionStatus.allCases.map(\.rawValue))
        #expect(
            try allowed("report", "status", in: database)
                == [ReportState.open.rawValue] + ReportClosing.allCases.map(\.rawValue))
        #expect(try allowed("report", "reason", in: database) == ReportReason.allCases.map(\.rawValue))
    }

    /// The ids stores already hold and `--mode` takes: a case renamed in code must keep its raw value.
    @Test func theModeIdsAreTheStoredOnes() {
        #expect(
            GameMode.allCases.map(\.rawValue) == [
                "tilt", "trivia", "daily", "which-came-first", "packs", "live", "timed",
            ])
        #expect(GameMode.playable == [.tilt, .trivia, .daily, .whichCameFirst, .packs, .live])
    }

    @Test func everyModeRoundTripsThroughAnswersAndGames() throws {
        let database = try QuizDatabase()
        let question = try database.write { db -> Int64 in
            var writer = ContentWriter(db: db)
            _ = try writer.insertIfNew(
                QuestionRecord(kind: .multipleChoice, topic: "Space", text: "Far?", correct: "Yes", wrong: ["No"]),
                packID: nil)
            return try Int64.fetchOne(db, sql: "SELECT id FROM question") ?? 0
        }
        let at = Date(timeIntervalSince1970: 0)
        for mode in GameMode.allCases {
            try database.recordAnswer(
                AnswerRecord(
                    playerID: nil, questionID: question, optionID: nil, result: .skipped, mode: mode, answeredAt: at))
            try database.recordGame(
                GameRecord(
                    playerID: nil, mode: mode, score: 0, total: 1, points: 0, completedAt: at, localDate: "1970-01-01"))
        }
        let stored = try database.read { db in
            (
                answers: try String.fetchAll(db, sql: "SELECT mode FROM answer ORDER BY id"),
                games: try String.fetchAll(db, sql: "SELECT mode FROM gameResult ORDER BY id")
            )
        }
        #expect(stored.answers.compactMap(GameMode.init(rawValue:)) == GameMode.allCases)
        #expect(stored.games.compactMap(GameMode.init(rawValue:)) == GameMode.allCases)
    }

    @Test func theSQLWordsAreTheQuotedRawValues() {
        #expect(SQLWord.active == "'active'" && SQLWord.retired == "'retired'")
        #expect(SQLWord.multipleChoice == "'multipleChoice'" && SQLWord.trueFalse == "'trueFalse'")
        #expect(SQLWord.given == "('right', 'wrong')" && SQLWord.skipped == "'skipped'")
        #expect(SQLWord.pending == "'pending'" && SQLWord.open == "'open'")
        #expect(SQLWord.closed == "('resolved', 'dismissed')")
    }
}
