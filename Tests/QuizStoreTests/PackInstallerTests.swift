import Foundation
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

@Suite struct PackInstallerTests {
    func pack(_ questions: [TrueFalseQuestion]) -> TrueFalsePack {
        TrueFalsePack(id: "p", title: "Pack", description: "", questions: questions)
    }

    func question(_ id: String, _ answer: Bool = true, text: String? = nil) -> TrueFalseQuestion {
        TrueFalseQuestion(
            id: id, topic: "Topic", statement: text ?? "Statement \(id).", answer: answer, explanation: "E.",
            source: "https://example.org")
    }

    /// `question` as the store gives it back: with its row id and the ids of its options reading "true" and "false".
    func stored(_ question: TrueFalseQuestion, in database: QuizDatabase) throws -> TrueFalseQuestion {
        var stored = question
        let ids = try database.read { db in
            let row = try Int64.fetchOne(db, sql: "SELECT id FROM question WHERE uid = ?", arguments: [question.id])
            let option = "SELECT id FROM option WHERE questionId = ? AND text = ?"
            return (
                row, try Int64.fetchOne(db, sql: option, arguments: [row, "true"]),
                try Int64.fetchOne(db, sql: option, arguments: [row, "false"])
            )
        }
        (stored.rowID, stored.trueOptionID, stored.falseOptionID) = ids
        #expect(ids.0 != nil && ids.1 != nil && ids.2 != nil)
        return stored
    }

    @Test func installsOnceAndSkipsAnUnchangedPack() throws {
        let database = try QuizDatabase()
        let installer = PackInstaller(database: database)
        let first = try installer.install(pack([question("a"), question("b", false)]), checksum: "1")
        #expect(first == .init(packID: "p", installed: true))
        #expect(
            try database.trueFalseQuestions() == [
                try stored(question("a"), in: database), try stored(question("b", false), in: database),
            ])
        let again = try installer.install(pack([question("a"), question("b", false)]), checksum: "1")
        #expect(again.installed == false)
    }

    @Test func aChangedPackUpdatesInPlaceAndRetiresWhatItDropped() throws {
        let database = try QuizDatabase()
        let installer = PackInstaller(database: database)
        _ = try installer.install(pack([question("a"), question("b")]), checksum: "1")
        _ = try installer.install(pack([question("a", false, text: "Changed."), question("c")]), checksum: "2")
        let changed = [
            try stored(question("a", false, text: "Changed."), in: database), try stored(question("c"), in: database),
        ]
        #expect(try database.trueFalseQuestions() == changed)
        let retired = try database.read { db in
            try String.fetchAll(db, sql: "SELECT uid FROM question WHERE status = 'retired'")
        }
        #expect(retired == ["b"])
    }

    @Test func theBundledPacksInstallIntoAFileDatabase() throws {
        let folder = TemporaryFolder()
        let database = try QuizDatabase(path: folder.file("data/tiltquiz.sqlite"))
        let outcomes = try PackInstaller(database: database).installPacks(
            inDirectory: Repository.root + "/assets/packs")
        #expect(outcomes.contains { $0.packID == "tiltquiz-true-false" && $0.installed })
        #expect(try database.trueFalseQuestions().count >= 60)
        #expect(try database.integrityProblems().isEmpty)
        // Opening it again keeps everything and installs nothing new.
        let reopened = try QuizDatabase(path: folder.file("data/tiltquiz.sqlite"))
        let second = try PackInstaller(database: reopened).installPacks(inDirectory: Repository.root + "/assets/packs")
        #expect(second.allSatisfy { !$0.installed })
        #expect(second.map(\.packID) == outcomes.map(\.packID))
    }

    @Test func aCSVFolderIsKnownByItsNameAsWellAsItsBytes() throws {
        let folder = TemporaryFolder()
        let csv = "topic,question,correct,wrong1,wrong2,wrong3\nSpace,Which planet is red?,Mars,Venus,Jupiter,Saturn\n"
        try FileManager.default.createDirectory(atPath: folder.file("packs/one"), withIntermediateDirectories: true)
        _ = folder.write("packs/one/q.csv", csv)
        let database = try QuizDatabase()
        let first = try PackInstaller(database: database).installPacks(inDirectory: folder.file("packs"))
        #expect(first.map(\.packID) == ["tiltquiz-one"])
        // The same bytes in a folder of another name are another pack.
        try FileManager.default.createDirectory(atPath: folder.file("packs/two"), withIntermediateDirectories: true)
        _ = folder.write("packs/two/q.csv", csv)
        let second = try PackInstaller(database: database).installPacks(inDirectory: folder.file("packs"))
        #expect(
            second == [
                .init(packID: "tiltquiz-one", installed: false),
                .init(packID: "tiltquiz-two", installed: true),
            ])
    }

    @Test func anUnwritableFolderIsAClearError() {
        do {
            _ = try QuizDatabase(path: "/proc/tiltquiz/tiltquiz.sqlite")
            Issue.record("opened a database under /proc")
        } catch {
            #expect(error.description.hasPrefix("cannot use the data folder /proc/tiltquiz: /proc cannot hold folders"))
        }
    }

    @Test func aBrokenPackInTheFolderInstallsNothing() throws {
        let folder = TemporaryFolder()
        _ = folder.write("a.json", TrueFalsePackTests.valid)
        _ = folder.write("b.json", "{\"id\": \"q\", \"title\": \"T\", \"questions\": 3}")
        let database = try QuizDatabase()
        do {
            try PackInstaller(database: database).installPacks(inDirectory: folder.path)
            Issue.record("a broken pack was accepted")
        } catch {
            #expect(error.description == "b.json: questions: must be a list")
        }
        #expect(try database.trueFalseQuestions().isEmpty, "the good pack beside it was not installed either")
    }
}
