import Foundation
import Testing

@testable import QuizStore

@Suite struct ExportTests {
    @Test(arguments: [
        ("=SUM(A1)", "'=SUM(A1)"), ("+1", "'+1"), ("-1", "'-1"), ("@cmd", "'@cmd"), ("\tx", "'\tx"),
        ("\rx", "\"'\rx\""), ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""), ("=1,2", "\"'=1,2\""),
    ])
    func cellsAreNeutralisedAndQuoted(value: String, cell: String) {
        #expect(CSVWriter.cell(value) == cell)
    }

    @Test func questionsAndPlayersExportAsCSVAndJSON() throws {
        let database = try QuizDatabase()
        try database.write { db in
            var writer = ContentWriter(db: db)
            _ = try writer.insertIfNew(
                QuestionRecord(
                    kind: .multipleChoice, topic: "Space", text: "Closest planet to the Sun?", correct: "Mercury",
                    wrong: ["Venus", "Mars"], explanation: "=cmd|' /C calc'!A0", source: "https://x"), packID: nil)
            try db.execute(
                sql: "INSERT INTO player (name, email) VALUES ('Ada', ?)", arguments: [Data("ada@example.org".utf8)])
        }
        let folder = TemporaryFolder()
        #expect(try database.export(.questions, to: folder.file("q.csv"), format: .csv) == 1)
        let csv = try String(contentsOfFile: folder.file("q.csv"), encoding: .utf8)
        #expect(
            csv == "topic,question,correct,wrong1,wrong2,wrong3,wrong4,wrong5,badge,explanation,source,kind\r\n"
                + "Space,Closest planet to the Sun?,Mercury,Venus,Mars,,,,,'=cmd|' /C calc'!A0,https://x,multipleChoice\r\n"
        )
        #expect(try database.export(.players, to: folder.file("p.json"), format: .json) == 1)
        let players = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder.file("p.json"))))
        #expect((players as? [[String: String]]) == [["name": "Ada", "email": "ada@example.org"]])
    }

    @Test func answersExportSecondsToTheMillisecondAndJSONNumbersAsNumbers() throws {
        let database = try QuizDatabase()
        let id = try database.write { db -> Int64 in
            var writer = ContentWriter(db: db)
            _ = try writer.insertIfNew(
                QuestionRecord(kind: .trueFalse, topic: "Facts", text: "Water is wet.", correct: "true", wrong: []),
                packID: nil)
            return try Int64.fetchOne(db, sql: "SELECT id FROM question") ?? 0
        }
        _ = try database.recordAnswer(
            AnswerRecord(
                playerID: nil, questionID: id, optionID: nil, result: .timeout, points: 0,
                secondsTaken: 3.0000000000000346, mode: "tilt", answeredAt: Date(timeIntervalSince1970: 0)))
        let folder = TemporaryFolder()
        _ = try database.export(.answers, to: folder.file("a.csv"), format: .csv)
        let csv = try String(contentsOfFile: folder.file("a.csv"), encoding: .utf8)
        #expect(csv.contains(",timeout,0,3.0,tilt,"), "\(csv)")
        _ = try database.export(.answers, to: folder.file("a.json"), format: .json)
        let objects = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder.file("a.json"))))
        let answer = try #require((objects as? [[String: Any]])?.first)
        #expect(answer["points"] as? Int == 0)
        #expect(answer["seconds"] as? Double == 3.0)
        #expect(answer["mode"] as? String == "tilt")
        #expect(answer["player"] as? String == "", "text stays text")
    }

    @Test func anExportToAnUnwritablePlaceIsAClearError() throws {
        let database = try QuizDatabase()
        do {
            _ = try database.export(.answers, to: "/proc/nope/answers.csv", format: .csv)
            Issue.record("wrote under /proc")
        } catch {
            #expect(error.description.hasPrefix("cannot write /proc/nope/answers.csv:"))
        }
    }
}
