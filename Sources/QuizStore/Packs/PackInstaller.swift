import Foundation
import GRDB
import QuizCore

/// Loads content packs into the database: new packs are added, changed packs
/// updated in place (questions gone from a pack are retired, never deleted,
/// so recorded answers keep their question), unchanged packs skipped.
public struct PackInstaller: Sendable {
    public let database: QuizDatabase

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// What an install did.
    public struct Outcome: Equatable, Sendable {
        public var packID: String
        public var installed: Bool
        public var questions: Int
    }

    /// Installs every `*.json` pack in `directory`, in name order.
    @discardableResult
    public func installPacks(inDirectory directory: String) throws(StoreError) -> [Outcome] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw StoreError.badPack(file: directory, field: "(folder)", reason: "cannot be read")
        }
        // Read and check every pack before writing any, so a broken pack
        // leaves the store as it was.
        var packs: [(pack: TrueFalsePack, checksum: String)] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw StoreError.badPack(file: name, field: "(file)", reason: "cannot be read")
            }
            packs.append((try TrueFalsePack.decode(data, file: name), Self.checksum(data)))
        }
        var outcomes: [Outcome] = []
        for (pack, checksum) in packs {
            outcomes.append(try install(pack, checksum: checksum))
        }
        return outcomes
    }

    /// Installs one pack unless the same version (by checksum) is already there.
    public func install(_ pack: TrueFalsePack, checksum: String) throws(StoreError) -> Outcome {
        try database.write { db in
            let current = try String.fetchOne(db, sql: "SELECT checksum FROM pack WHERE id = ?", arguments: [pack.id])
            if current == checksum {
                return Outcome(packID: pack.id, installed: false, questions: pack.questions.count)
            }
            try db.execute(
                sql: """
                    INSERT INTO pack (id, title, description, checksum) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET title = excluded.title,
                      description = excluded.description, checksum = excluded.checksum
                    """,
                arguments: [pack.id, pack.title, pack.description, checksum])
            try db.execute(
                sql: "UPDATE question SET status = 'retired' WHERE packId = ?", arguments: [pack.id])
            let upsert = try db.makeStatement(
                sql: """
                    INSERT INTO question (uid, packId, topicId, kind, text, correctAnswer, explanation, source, status)
                    VALUES (?, ?, ?, 'trueFalse', ?, ?, ?, ?, 'active')
                    ON CONFLICT(uid) DO UPDATE SET packId = excluded.packId, topicId = excluded.topicId,
                      kind = excluded.kind, text = excluded.text, correctAnswer = excluded.correctAnswer,
                      explanation = excluded.explanation, source = excluded.source, status = 'active'
                    """)
            for question in pack.questions {
                let topicID = try Self.topicID(named: question.topic, in: db)
                try upsert.execute(arguments: [
                    question.id, pack.id, topicID, question.statement,
                    question.answer ? "true" : "false", question.explanation, question.source,
                ])
            }
            return Outcome(packID: pack.id, installed: true, questions: pack.questions.count)
        }
    }

    static func topicID(named name: String, in db: Database) throws -> Int64 {
        try db.execute(sql: "INSERT OR IGNORE INTO topic (name) VALUES (?)", arguments: [name])
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM topic WHERE name = ?", arguments: [name]) else {
            throw StoreError.query("topic \(name) could not be created")
        }
        return id
    }

    /// FNV-1a 64 of the file's bytes: enough to notice a changed pack.
    static func checksum(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
