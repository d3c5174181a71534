import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuizStore

/// Every question holds a slot of its topic's deck, unique per topic and kind,
/// whichever way it came into the store: written, moved by a pack, migrated
/// from a store of v3, or read back by a repair.
@Suite struct DealSlotTests {
    /// (uid, topic, kind, slot) of every question, by id.
    func slots(_ database: QuizDatabase) throws -> [[String]] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT q.uid, t.name, q.kind, q.dealSlot FROM question q JOIN topic t ON t.id = q.topicId
                    ORDER BY q.id
                    """
            ).map { row in [row[0], row[1], row[2], (row[3] as Int64?).map { String($0) } ?? "none"] }
        }
    }

    func record(_ uid: String, _ topic: String, kind: QuestionRecord.Kind = .multipleChoice) -> QuestionRecord {
        kind == .trueFalse
            ? QuestionRecord(uid: uid, kind: .trueFalse, topic: topic, text: "Statement \(uid).", correct: "true")
            : QuestionRecord(uid: uid, kind: kind, topic: topic, text: "Question \(uid)?", correct: "A", wrong: ["B"])
    }

    @Test func writersNumberEachTopicsDeckAndAMoveTakesANewSlot() throws {
        let database = try QuizDatabase()
        try database.write { db in
            var writer = ContentWriter(db: db)
            for question in [record("a", "Space"), record("b", "Space"), record("c", "Art"), record("d", "Space")] {
                _ = try writer.insertIfNew(question, packID: nil)
            }
            _ = try writer.insertIfNew(record("t", "Space", kind: .trueFalse), packID: nil)
        }
        try database.write { db in
            // Another writer (another transaction) carries on after the highest slot; an updated question keeps
            // its slot, and one moved to another topic takes that topic's next.
            var writer = ContentWriter(db: db)
            _ = try writer.upsert(record("e", "Space"), packID: nil)
            _ = try writer.upsert(record("a", "Space"), packID: nil)
            _ = try writer.upsert(record("b", "Art"), packID: nil)
        }
        #expect(
            try slots(database) == [
                ["a", "Space", "multipleChoice", "0"], ["b", "Art", "multipleChoice", "1"],
                ["c", "Art", "multipleChoice", "0"], ["d", "Space", "multipleChoice", "2"],
                ["t", "Space", "trueFalse", "0"], ["e", "Space", "multipleChoice", "3"],
            ])
    }

    @Test func aRetiredQuestionKeepsItsSlotForWhenItComesBack() throws {
        let database = try QuizDatabase()
        let installer = PackInstaller(database: database)
        let pack = { (uids: [String]) in
            PackInstaller.Pack.questions(id: "p", title: "P", records: uids.map { self.record($0, "Space") })
        }
        _ = try installer.install(pack(["a", "b"]), checksum: "1")
        _ = try installer.install(pack(["a", "c"]), checksum: "2")
        _ = try installer.install(pack(["a", "b", "c"]), checksum: "3")
        #expect(
            try slots(database).map { [$0[0], $0[3]] } == [["a", "0"], ["b", "1"], ["c", "2"]],
            "b was retired by the second pack and came back with its own slot")
    }

    /// A store as v3 left it: questions with a `shuffleKey` and no slots.
    func storeOfV3(at path: String) throws {
        try OldStore.write(at: path, upTo: "v3: kiosk abandoned games") { db in
            try db.execute(sql: "INSERT INTO topic (name) VALUES ('Space'), ('Art')")
            for (uid, topic, kind) in [
                ("a", 1, "multipleChoice"), ("b", 2, "multipleChoice"), ("c", 1, "trueFalse"),
                ("d", 1, "multipleChoice"),
            ] {
                try db.execute(
                    sql: """
                        INSERT INTO question (uid, topicId, kind, text, correctAnswer, fingerprint, shuffleKey)
                        VALUES (?, ?, ?, ?, 'x', ?, ?)
                        """, arguments: [uid, topic, kind, "Question \(uid)?", uid, 1_000 - uid.count])
            }
        }
    }

    @Test func aStoreOfV3GetsSlotsWhenItIsOpened() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        try storeOfV3(at: path)
        let database = try QuizDatabase(path: path)
        #expect(
            try slots(database).map { [$0[0], $0[3]] } == [["a", "0"], ["b", "0"], ["c", "0"], ["d", "1"]])
        let columns = try database.read { db in try db.columns(in: "question").map(\.name) }
        #expect(columns.contains("dealSlot") && !columns.contains("shuffleKey"))
        #expect(try database.integrityProblems().isEmpty)
        #expect(try database.nextQuestion(topicID: 1, playerID: nil, randomKey: 3) != nil)
    }

    @Test func aRepairThatReadsAStoreOfV3GivesItsQuestionsSlots() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        try storeOfV3(at: path)
        let report = try StoreRepair.repair(path: path, now: Date(timeIntervalSince1970: 0))
        #expect(report.rows["question"] == 4)
        let database = try QuizDatabase(path: path)
        #expect(
            try slots(database).map { [$0[0], $0[3]] } == [["a", "0"], ["b", "0"], ["c", "0"], ["d", "1"]])
    }
}
