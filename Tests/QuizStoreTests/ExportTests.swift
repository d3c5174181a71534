import Foundation
import GRDB
import TestSupport
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
        let store = try LeadFixture()
        let database = store.database
        try database.insertQuestions([
            QuestionRecord(
                kind: .multipleChoice, topic: "Space", text: "Closest planet to the Sun?", correct: "Mercury",
                wrong: ["Venus", "Mars"], explanation: "=cmd|' /C calc'!A0", source: "https://x")
        ])
        let moment = Date(timeIntervalSince1970: 1_750_000_000)
        try store.leads.save(store.form("Ada", "ada@example.org"), forNewPlayerAt: moment)
        _ = try store.directory.newPlayer(named: "=HYPERLINK(1)", at: moment)
        let folder = TemporaryFolder()
        #expect(try database.export(.questions, to: folder.file("q.csv"), format: .csv) == 1)
        let csv = try String(contentsOfFile: folder.file("q.csv"), encoding: .utf8)
        #expect(
            csv == "topic,question,correct,wrong1,wrong2,wrong3,wrong4,wrong5,badge,explanation,source,kind,"
                + "correctFeedback,wrong1Feedback,wrong2Feedback,wrong3Feedback,wrong4Feedback,wrong5Feedback\r\n"
                + "Space,Closest planet to the Sun?,Mercury,Venus,Mars,,,,,'=cmd|' /C calc'!A0,https://x,multipleChoice,"
                + ",,,,,\r\n"
        )
        #expect(try database.export(.players, to: folder.file("p.json"), format: .json) == 2)
        let players = try JSONObjects.read(Data(contentsOf: URL(fileURLWithPath: folder.file("p.json"))))
        let objects = try #require(players as? [[String: Any]])
        #expect(objects.map { $0["id"] as? Int } == [1, 2], "numbers as numbers")
        #expect(
            objects.map { $0.mapValues { "\($0)" } } == [
                [
                    "id": "1", "name": "Ada", "email": "ada@example.org", "consentAt": "2025-06-15T15:06:40Z",
                    "points": "0",
                ],
                ["id": "2", "name": "=HYPERLINK(1)", "email": "", "consentAt": "", "points": "0"],
            ])
        #expect(try database.export(.players, to: folder.file("p.csv"), format: .csv) == 2)
        #expect(
            try String(contentsOfFile: folder.file("p.csv"), encoding: .utf8)
                == "id,name,email,consentAt,points\r\n1,Ada,ada@example.org,2025-06-15T15:06:40Z,0\r\n"
                + "2,'=HYPERLINK(1),,,0\r\n")
    }

    /// GIFT's feedback survives an export and an import of the exported file into another store.
    @Test func answerFeedbackGoesThroughAnExportAndBack() throws {
        let folder = TemporaryFolder()
        let gift = folder.write(
            "q.gift",
            "$CATEGORY: Geography\n\nEverest is in the Andes.{FALSE#No, the Himalayas.#Right, the Himalayas.}\n\n"
                + "Largest ocean?{~Atlantic#Second largest. =Pacific#Yes. ~Indian ####A third of the Earth.}\n")
        let first = try QuizDatabase(path: folder.file("a/tiltquiz.sqlite"))
        _ = try first.importFiles([gift], format: nil, packName: nil, dryRun: false)
        #expect(try first.export(.questions, to: folder.file("q.csv"), format: .csv) == 2)
        let csv = try String(contentsOfFile: folder.file("q.csv"), encoding: .utf8)
        #expect(
            csv.hasSuffix(
                "Geography,Everest is in the Andes.,false,,,,,,,,,trueFalse,\"Right, the Himalayas.\",\"No, the Himalayas.\","
                    + ",,,\r\nGeography,Largest ocean?,Pacific,Atlantic,Indian,,,,,A third of the Earth.,,multipleChoice,"
                    + "Yes.,Second largest.,,,,\r\n"), "\(csv)")
        let second = try QuizDatabase(path: folder.file("b/tiltquiz.sqlite"))
        _ = try second.importFiles([folder.file("q.csv")], format: nil, packName: nil, dryRun: false)
        let feedback = { (database: QuizDatabase) in
            try database.read { db in
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT q.text || ' | ' || o.text || ' | ' || o.feedback FROM option o
                        JOIN question q ON q.id = o.questionId
                        ORDER BY q.text, o.position
                        """)
            }
        }
        #expect(
            try feedback(first) == [
                "Everest is in the Andes. | false | Right, the Himalayas.",
                "Everest is in the Andes. | true | No, the Himalayas.", "Largest ocean? | Pacific | Yes.",
                "Largest ocean? | Atlantic | Second largest.", "Largest ocean? | Indian | ",
            ])
        #expect(try feedback(second) == feedback(first))
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
                secondsTaken: 3.0000000000000346, mode: .tilt, answeredAt: Date(timeIntervalSince1970: 0)))
        let folder = TemporaryFolder()
        _ = try database.export(.answers, to: folder.file("a.csv"), format: .csv)
        let csv = try String(contentsOfFile: folder.file("a.csv"), encoding: .utf8)
        #expect(csv.contains(",timeout,0,3.0,tilt,"), "\(csv)")
        _ = try database.export(.answers, to: folder.file("a.json"), format: .json)
        let objects = try JSONObjects.read(Data(contentsOf: URL(fileURLWithPath: folder.file("a.json"))))
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
