import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuizStore

/// Our CSV's `translates` column: a question names, by uid, the question it translates, kept in
/// `question.translates` (migration v27); a link that cannot be right is one line naming the file, the row and
/// the reason, and nothing is written.
@Suite struct TranslationImportTests {
    static let header = "topic,question,correct,wrong1,wrong2,wrong3,uid,language,translates\n"
    static let english =
        "Space,Red planet?,Mars,Venus,Earth,,en-1,en,\nSpace,The Sun is a star.,TRUE,,,,en-tf,en,\n"

    func links(_ database: QuizDatabase) throws -> [String: String] {
        try database.read { db in
            Dictionary(
                uniqueKeysWithValues: try Row.fetchAll(
                    db, sql: "SELECT uid, translates FROM question WHERE translates IS NOT NULL"
                ).map { ($0[0] as String, $0[1] as String) })
        }
    }

    @Test func theColumnIsKeptAndTheQuestionItNamesMayComeAfterIt() throws {
        let folder = TemporaryFolder()
        let csv = folder.write(
            "space-de.csv",
            Self.header + "Weltraum,Roter Planet?,Mars,Venus,Erde,,de-1,de,en-1\n"
                + "Weltraum,Die Sonne ist ein Stern.,TRUE,,,,de-tf,de,en-tf\n" + Self.english)
        let database = try QuizDatabase()
        let summary = try database.importFiles([csv], format: .csv, packName: nil, dryRun: false)
        #expect(summary.questions == 4)
        #expect(try links(database) == ["de-1": "en-1", "de-tf": "en-tf"])
    }

    @Test func aLinkThatCannotBeRightNamesTheFileTheRowAndWhy() throws {
        let folder = TemporaryFolder()
        let database = try QuizDatabase()
        _ = try database.importFiles(
            [folder.write("en.csv", Self.header + Self.english)], format: .csv, packName: nil, dryRun: false)
        let chained = folder.write("chain.csv", Self.header + "Weltraum,Rot?,Mars,Venus,Erde,,de-1,de,en-1\n")
        _ = try database.importFiles([chained], format: .csv, packName: nil, dryRun: false)
        let cases: [(row: String, problem: ImportRowProblem, reason: String)] = [
            (
                "Weltraum,Rot?,Mars,Venus,,,x,de,en-9", .translatesUnknown(uid: "en-9"),
                "names the uid \"en-9\", which no stored or imported question has; import the question it translates "
                    + "first, or in the same import"
            ),
            (
                "Weltraum,Rot?,Mars,Venus,Erde,Jupiter,x,de,en-1",
                .translatesOtherAnswerCount(uid: "en-1", wrong: 2, rowWrong: 3),
                "names \"en-1\", which has 2 wrong answers, but this row has 3; a translation has the same answers in "
                    + "the same order (correct, wrong1, wrong2, ...)"
            ),
            (
                "Weltraum,Die Sonne ist ein Stern.,TRUE,,,,x,de,en-1",
                .translatesOtherKind(uid: "en-1", rowIsStatement: true),
                "names \"en-1\", a multiple-choice question, but this row is a true/false statement"
            ),
            (
                "Weltraum,Rot?,Mars,Venus,Erde,,x,de,en-tf", .translatesOtherKind(uid: "en-tf", rowIsStatement: false),
                "names \"en-tf\", a true/false statement, but this row is a multiple-choice question"
            ),
            (
                "Weltraum,Die Sonne ist kein Stern.,FALSE,,,,x,de,en-tf",
                .translatesOtherAnswer(uid: "en-tf", namedIsTrue: true),
                "names \"en-tf\", which is true, but this row is false; a translation has the same answer"
            ),
            (
                "Weltraum,Roter Planet?,Mars,Venus,Erde,,x,de,de-1",
                .translatesATranslation(uid: "de-1", root: "en-1"),
                "names \"de-1\", which translates \"en-1\" itself; name \"en-1\", the question both translate"
            ),
        ]
        for (index, wrong) in cases.enumerated() {
            let name = "wrong-\(index).csv"
            let file = folder.write(name, Self.header + "Space,Fine?,Yes,No,,,ok-\(index),en,\n" + wrong.row + "\n")
            let error = #expect(throws: StoreError.self) {
                try database.importFiles([file], format: .csv, packName: nil, dryRun: false)
            }
            // The command line's line, as before the reasons were values, and the value the web admin words.
            #expect(error?.description == "\(name):3: field \"translates\": \(wrong.reason)")
            let line = ImportError(
                location: ImportLocation(file: name, line: 3), field: "translates", message: wrong.reason,
                rowProblem: wrong.problem)
            #expect(error == .importRowsRefused([line]))
        }
        // Several refused rows: one line each, in the file's order.
        let both = folder.write(
            "both.csv", Self.header + "Weltraum,Rot?,Mars,Venus,,,y,de,en-9\nWeltraum,Wahr.,FALSE,,,,z,de,en-tf\n")
        #expect(
            throws: StoreError.importRowsRefused([
                ImportError(
                    location: ImportLocation(file: "both.csv", line: 2), field: "translates",
                    .translatesUnknown(uid: "en-9")),
                ImportError(
                    location: ImportLocation(file: "both.csv", line: 3), field: "translates",
                    .translatesOtherAnswer(uid: "en-tf", namedIsTrue: true)),
            ])
        ) {
            try database.importFiles([both], format: .csv, packName: nil, dryRun: false)
        }
        // Nothing of a refused import was written.
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question") } == 3)
    }

    @Test func aRowThatNamesItselfIsRefusedAsItIsRead() throws {
        let folder = TemporaryFolder()
        let file = folder.write("self.csv", Self.header + "Space,Red?,Mars,Venus,,,en-1,en,en-1\n")
        #expect(
            throws: StoreError.importFailed(
                "self.csv:2: field \"translates\": names the row's own uid \"en-1\"; name the uid of the question "
                    + "this row translates")
        ) {
            try QuizDatabase().importFiles([file], format: .csv, packName: nil, dryRun: false)
        }
    }

    @Test func aTrueFalsePackNamesTheStatementEachTranslates() throws {
        let json =
            #"{"id": "p-de", "title": "Wahr", "language": "de", "questions": [{"id": "tf-de-1", "translates": "#
            + #""tf-1", "topic": "Sport", "statement": "S.", "answer": true, "explanation": "E.", "source": ""}, "#
            + #"{"id": "tf-de-2", "topic": "Sport", "statement": "T.", "answer": false, "explanation": "E.", "#
            + #""source": ""}]}"#
        let pack = try TrueFalsePack.decode(Data(json.utf8), file: "true-false-de.json")
        #expect(pack.translates == ["tf-de-1": "tf-1"])
        let database = try QuizDatabase()
        _ = try PackInstaller(database: database).install(pack, checksum: "1")
        #expect(try links(database) == ["tf-de-1": "tf-1"])
        let itself = json.replacingOccurrences(of: #""translates": "tf-1""#, with: #""translates": "tf-de-1""#)
        #expect(
            throws: StoreError.badPack(
                file: "x.json", field: "questions[0].translates",
                reason: "must name the id of another statement, the one this translates")
        ) {
            try TrueFalsePack.decode(Data(itself.utf8), file: "x.json")
        }
    }
}
