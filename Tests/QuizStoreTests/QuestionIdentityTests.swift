import Foundation
import GRDB
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// A question is known by its uid when its pack gives one, so correcting its
/// text keeps its row: the same id, its answers, its People's Choice. Imports
/// without uids know a question by its text and right answer.
@Suite struct QuestionIdentityTests {
    static let header = "topic,question,correct,wrong1,wrong2,wrong3,explanation,source"

    /// A folder holding one CSV pack, `packs/quiz/questions.csv`.
    func writePack(_ folder: TemporaryFolder, _ lines: [String]) throws -> String {
        try FileManager.default.createDirectory(atPath: folder.file("packs/quiz"), withIntermediateDirectories: true)
        _ = folder.write("packs/quiz/questions.csv", lines.joined(separator: "\n") + "\n")
        return folder.file("packs")
    }

    /// Two answers to the question with `uid`: its second option, then its first (right) one.
    func answer(_ database: QuizDatabase, uid: String) throws -> StoredQuestion {
        let id = try #require(try database.questionID(uid: uid))
        let question = try #require(try database.question(id: id))
        for (option, result) in [(1, AnswerRecord.Result.wrong), (0, .right)] {
            try database.recordAnswer(
                AnswerRecord(
                    playerID: nil, questionID: question.id, optionID: question.options[option].id, result: result,
                    mode: .trivia, answeredAt: Date(timeIntervalSince1970: 0)))
        }
        return question
    }

    /// The store's questions as (uid, text, status), by id.
    func questions(_ database: QuizDatabase) throws -> [[String]] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT uid, text, status FROM question ORDER BY id").map {
                [$0[0], $0[1], $0[2]]
            }
        }
    }

    @Test func aCorrectedTextKeepsTheQuestionItsAnswersAndPeoplesChoice() throws {
        let folder = TemporaryFolder()
        let database = try QuizDatabase()
        let installer = PackInstaller(database: database)
        let packs = try writePack(
            folder,
            [
                Self.header + ",uid", "Space,Which planet is red?,Mars,Venus,Jupiter,Saturn,Rust.,,space-1",
                "Space,Which planet is largest?,Jupiter,Mars,Venus,Saturn,Big.,,space-2",
            ])
        try installer.installPacks(inDirectory: packs)
        let before = try answer(database, uid: "space-1")
        _ = try writePack(
            folder,
            [
                Self.header + ",uid",
                "Space,Which planet is known as the Red Planet?,Mars,Venus,Jupiter,Saturn,Rust.,,space-1",
                "Space,Which planet is largest?,Jupiter,Mars,Venus,Saturn,Big.,,space-2",
            ])
        #expect(try installer.installPacks(inDirectory: packs).map(\.installed) == [true])
        let after = try #require(try database.question(id: before.id))
        #expect(after.uid == "space-1")
        #expect(after.text == "Which planet is known as the Red Planet?")
        #expect(after.options == before.options, "the options keep their ids")
        #expect(
            try questions(database) == [
                ["space-1", "Which planet is known as the Red Planet?", "active"],
                ["space-2", "Which planet is largest?", "active"],
            ], "no new question, none retired")
        let answers = try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer WHERE questionId = ?", arguments: [before.id])
        }
        #expect(answers == 2)
        let shares = try database.peoplesChoice(questionID: before.id)
        #expect(shares[before.options[0].id] == 0.5 && shares[before.options[1].id] == 0.5)
    }

    @Test func aPackThatGivesItsQuestionsUidsKeepsTheirRows() throws {
        let folder = TemporaryFolder()
        let database = try QuizDatabase()
        let installer = PackInstaller(database: database)
        let packs = try writePack(folder, [Self.header, "Space,Which planet is red?,Mars,Venus,Jupiter,Saturn,Rust.,"])
        try installer.installPacks(inDirectory: packs)
        let old = try #require(try questions(database).first?.first)
        #expect(old.hasPrefix("q-"), "without a uid column, the text and answer make the uid")
        let before = try answer(database, uid: old)
        _ = try writePack(
            folder, [Self.header + ",uid", "Space,Which planet is red?,Mars,Venus,Jupiter,Saturn,Rust.,,space-1"])
        try installer.installPacks(inDirectory: packs)
        #expect(try questions(database) == [["space-1", "Which planet is red?", "active"]])
        #expect(try database.questionID(uid: "space-1") == before.id)
        #expect(try database.peoplesChoice(questionID: before.id)[before.options[1].id] == 0.5)
    }

    @Test func aTrueFalseStatementKeepsItsIDWhenItIsCorrected() throws {
        let database = try QuizDatabase()
        let installer = PackInstaller(database: database)
        func pack(_ statement: String) -> TrueFalsePack {
            TrueFalsePack(
                id: "p", title: "P", description: "",
                questions: [
                    TrueFalseQuestion(
                        id: "tf-1", topic: "Space", statement: statement, answer: true, explanation: "E.", source: "")
                ])
        }
        _ = try installer.install(pack("Mars is red."), checksum: "1")
        let before = try answer(database, uid: "tf-1")
        _ = try installer.install(pack("Mars looks red."), checksum: "2")
        #expect(try database.questionID(uid: "tf-1") == before.id)
        #expect(try database.question(id: before.id)?.text == "Mars looks red.")
        #expect(try database.peoplesChoice(questionID: before.id)[before.options[1].id] == 0.5)
    }

    @Test func anImportKnowsAQuestionByItsTextAndAnswer() throws {
        let folder = TemporaryFolder()
        let database = try QuizDatabase()
        let first = folder.write("a.csv", Self.header + "\nSpace,Which planet is red?,Mars,Venus,Jupiter,Saturn,,\n")
        let corrected = folder.write(
            "b.csv", Self.header + "\nSpace,Which planet is the red one?,Mars,Venus,Jupiter,Saturn,,\n")
        _ = try database.importFiles([first], format: .csv, packName: nil, dryRun: false)
        _ = try database.importFiles([first, corrected], format: .csv, packName: nil, dryRun: false)
        #expect(
            try questions(database).map { $0[1] } == ["Which planet is red?", "Which planet is the red one?"],
            "the same text and answer is a duplicate; a corrected text is another question")
    }

    @Test func aUidUsedInTwoFilesOfAPackIsAnError() throws {
        let folder = TemporaryFolder()
        let packs = try writePack(
            folder, [Self.header + ",uid", "Space,Which planet is red?,Mars,Venus,Jupiter,Saturn,,,s-1"])
        _ = folder.write(
            "packs/quiz/more.csv", Self.header + ",uid\nSpace,Which is largest?,Jupiter,Mars,Venus,Saturn,,,s-1\n")
        do {
            try PackInstaller(database: try QuizDatabase()).installPacks(inDirectory: packs)
            Issue.record("a uid used twice was accepted")
        } catch {
            #expect(error.description == "quiz/questions.csv: uid: \"s-1\" is also used in quiz/more.csv")
        }
    }

    @Test func everyBundledTriviaQuestionHasItsOwnUid() throws {
        var uids: [String] = []
        for source in try BundledPackReader(directory: Repository.root + "/assets/packs").sources() {
            guard case .questions(_, _, let records) = try source.decode() else { continue }
            #expect(records.allSatisfy { $0.uid != $0.fingerprintUID }, "a question without a uid")
            uids += records.map(\.uid)
        }
        // 270 in English, and Animals and Space (60) in German, Turkish and Arabic.
        #expect(uids.count == 270 + 3 * 60)
        #expect(Set(uids).count == uids.count)
        #expect(uids.allSatisfy { $0.hasPrefix("trivia-") })
    }
}
