import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuizStore

/// The import's writing side: duplicates found without a query per row, options in one statement, all or nothing.
@Suite struct ImportWriterTests {
    static let header = "topic,question,correct,wrong1,wrong2,wrong3,wrong4,wrong5,badge,explanation,source\n"

    func counts(_ database: QuizDatabase) throws -> [Int] {
        try database.read { db in
            try ["question", "option", "topic"].map { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? -1 }
        }
    }

    @Test func duplicatesInsideAFileAndAcrossImportsAreSkippedAndCounted() throws {
        let folder = TemporaryFolder()
        let first = folder.write(
            "a.csv",
            Self.header + "Space,Largest planet?,Jupiter,Mars,Venus,,,,,,\n"
                + "Space,largest  PLANET,jupiter,Earth,,,,,,,\n"  // the same question, written differently
                + "Space,The Sun is a star.,TRUE,,,,,,,,\n")
        let second = folder.write(
            "b.csv",
            Self.header + "Sky,Largest planet?,Jupiter,Saturn,,,,,,,\nSky,Smallest planet?,Mercury,Mars,,,,,,,\n")
        let database = try QuizDatabase(path: folder.file("db/tiltquiz.sqlite"))
        let summary = try database.importFiles([first], format: nil, packName: nil, dryRun: false)
        #expect(summary.questions == 2)
        #expect(summary.duplicates == 1)
        let again = try database.importFiles([first, second], format: nil, packName: nil, dryRun: false)
        #expect(again.questions == 1)
        #expect(again.duplicates == 4)
        #expect(try counts(database) == [3, 3 + 2 + 2, 2])
    }

    @Test func questionsTheGameCannotPlayAreSkippedAndCounted() throws {
        let folder = TemporaryFolder()
        let kahoot = folder.write(
            "k.csv", "Question,Answer 1,Answer 2,Answer 3,Correct\nPrimes?,2,4,7,\"1,3\"\nEven?,2,3,5,1\n")
        let gift = folder.write("q.gift", "Essay. {}\n\nTwo? {=a =b ~c}\n\nKept? {T}\n")
        let database = try QuizDatabase(path: folder.file("db/tiltquiz.sqlite"))
        let summary = try database.importFiles([kahoot, gift], format: nil, packName: nil, dryRun: false)
        #expect(summary.questions == 2)
        #expect(summary.skipped == 3)
        #expect(summary.warnings.count == 3)
        #expect(summary.warnings.first?.hasPrefix("k.csv:2: field \"Correct answer(s)\": skipped: ") == true)
        #expect(try counts(database) == [2, 3 + 2, 2])
    }

    @Test func optionsAreStoredInPositionsWithTheirOwnIds() throws {
        let folder = TemporaryFolder()
        let file = folder.write(
            "a.csv",
            Self.header
                + "Maths,Which is prime?,7,4,6,8,9,10,,,\nMaths,Two?,2,3,,,,,,,\nMaths,0 is even.,true,,,,,,,,\n")
        let database = try QuizDatabase(path: folder.file("db/tiltquiz.sqlite"))
        _ = try database.importFiles([file], format: nil, packName: "Maths pack", dryRun: false)
        let options = try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT q.text, o.position, o.text AS answer, o.id FROM option o JOIN question q ON q.id = o.questionId
                    ORDER BY q.id, o.position
                    """
            ).map { [$0["text"] as String, String($0["position"] as Int), $0["answer"] as String] }
        }
        #expect(
            options == [
                ["Which is prime?", "0", "7"], ["Which is prime?", "1", "4"], ["Which is prime?", "2", "6"],
                ["Which is prime?", "3", "8"], ["Which is prime?", "4", "9"], ["Which is prime?", "5", "10"],
                ["Two?", "0", "2"], ["Two?", "1", "3"], ["0 is even.", "0", "true"], ["0 is even.", "1", "false"],
            ])
        let ids = try database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM option") }
        #expect(Set(ids).count == 10)
        let packs = try database.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT packId FROM question")
        }
        #expect(packs == ["import-maths-pack"])
    }

    @Test func aDryRunAndAFailingFileLeaveTheStoreAsItWas() throws {
        let folder = TemporaryFolder()
        let good = folder.write("good.csv", Self.header + "Space,Largest planet?,Jupiter,Mars,,,,,,,\n")
        let bad = folder.write("bad.csv", Self.header + "Space,Q?,Mars,Venus,,Earth,,,,,\n")
        let database = try QuizDatabase(path: folder.file("db/tiltquiz.sqlite"))
        let dry = try database.importFiles([good], format: nil, packName: nil, dryRun: true)
        #expect(dry.questions == 1 && dry.dryRun)
        #expect(try counts(database) == [0, 0, 0])
        #expect(throws: StoreError.self) {
            try database.importFiles([good, bad], format: nil, packName: nil, dryRun: false)
        }
        #expect(try counts(database) == [0, 0, 0])
    }

    /// A file with three bad rows named only the first; every problem is listed now, capped with a count, and
    /// the files after it are checked too (the web preview's list, `ImportPreview.refusal`).
    @Test func aFailingImportNamesEveryProblemOfEveryFile() throws {
        let folder = TemporaryFolder()
        let three = folder.write(
            "three.csv",
            Self.header + "Space,Good?,Yes,No,,,,,,,\n" + "Space,No answer?,,No,,,,,,,\n"
                + "Space,Gap?,Yes,No,,Maybe,,,,,\n" + "Space,Twice?,Yes,yes,,,,,,,\n")
        let many = folder.write(
            "many.csv", Self.header + (1...14).map { "Space,Q\($0)?,Yes,,,,,,,,\n" }.joined())
        let database = try QuizDatabase(path: folder.file("db/tiltquiz.sqlite"))
        var message = ""
        do {
            _ = try database.importFiles([three, many], format: nil, packName: nil, dryRun: false)
        } catch {
            message = error.description
        }
        let wrong1 = "field \"wrong1\": must not be empty (or make correct TRUE or FALSE for a true/false question)"
        let expected =
            [
                "three.csv: 3 problems; nothing was imported:",
                "  three.csv:3: field \"correct\": must not be empty",
                "  three.csv:4: field \"wrong2\": must not be empty when wrong3 is filled",
                "  three.csv:5: field \"wrong1\": repeats the answer \"yes\"",
                "many.csv: 14 problems; nothing was imported:",
            ] + (2...11).map { "  many.csv:\($0): " + wrong1 } + ["  … and 4 more problems"]
        #expect(message.split(separator: "\n").map(String.init) == expected)
        #expect(try counts(database) == [0, 0, 0])
        // One problem is one line, as before.
        let one = folder.write("one.csv", Self.header + "Space,No answer?,,No,,,,,,,\n")
        #expect(throws: StoreError.importFailed("one.csv:2: field \"correct\": must not be empty")) {
            try database.importFiles([one], format: nil, packName: nil, dryRun: true)
        }
    }

    @Test func progressIsReportedUpToTheTotal() throws {
        let folder = TemporaryFolder()
        let rows = (0..<250).map { "T,Question \($0)?,A\($0),B\($0),,,,,,,\n" }.joined()
        let file = folder.write("a.csv", Self.header + rows)
        let database = try QuizDatabase(path: folder.file("db/tiltquiz.sqlite"))
        var reports: [Int] = []
        _ = try database.importFiles([file], format: nil, packName: nil, dryRun: false) { done, total in
            #expect(total == 250)
            reports.append(done)
        }
        #expect(reports.last == 250)
        #expect(reports == reports.sorted())
        #expect(try counts(database) == [250, 500, 1])
    }

    @Test func aWriterThatUpdatedAQuestionReadsTheStoredKeysAgain() throws {
        let database = try QuizDatabase()
        let outcomes = try database.write { db -> [ContentWriter.Outcome] in
            var writer = ContentWriter(db: db)
            let original = QuestionRecord(
                uid: "fixed", kind: .multipleChoice, topic: "T", text: "Old?", correct: "A", wrong: ["B"])
            // The bundled pack changes the question's text: the old text is no longer a duplicate.
            let changed = QuestionRecord(
                uid: "fixed", kind: .multipleChoice, topic: "T", text: "New?", correct: "A", wrong: ["B"])
            let old = QuestionRecord(kind: .multipleChoice, topic: "T", text: "Old?", correct: "A", wrong: ["C"])
            let again = QuestionRecord(kind: .multipleChoice, topic: "T", text: "new", correct: "a", wrong: ["C"])
            return [
                try writer.insertIfNew(original, packID: nil), try writer.upsert(changed, packID: nil),
                try writer.insertIfNew(old, packID: nil), try writer.insertIfNew(again, packID: nil),
            ]
        }
        #expect(outcomes == [.inserted, .updated, .inserted, .duplicate])
    }
}
