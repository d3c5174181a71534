import Foundation
import GRDB
import QuizCore

/// Loads content packs into the database: new packs are added, changed packs
/// updated in place (questions gone from a pack are retired, never deleted,
/// so recorded answers keep their question), unchanged packs skipped.
/// Every pack in a folder is read and checked before any is written.
public struct PackInstaller: Sendable {
    public let database: QuizDatabase

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// What an install did.
    public struct Outcome: Equatable, Sendable {
        public var packID: String
        public var installed: Bool
        public var items: Int
    }

    /// One pack read from disk, ready to write.
    enum Pack {
        case trueFalse(TrueFalsePack)
        case events(EventsPack)
        case questions(id: String, title: String, records: [QuestionRecord])

        var id: String {
            switch self {
            case .trueFalse(let pack): return pack.id
            case .events(let pack): return pack.id
            case .questions(let id, _, _): return id
            }
        }
    }

    /// Installs every pack in `directory`: `*.json` true/false or event packs,
    /// and each sub-folder of `*.csv` question files as one pack.
    @discardableResult
    public func installPacks(inDirectory directory: String) throws(StoreError) -> [Outcome] {
        let packs = try BundledPackReader(directory: directory).readAll()
        var outcomes: [Outcome] = []
        for (pack, checksum) in packs {
            outcomes.append(try install(pack, checksum: checksum))
        }
        return outcomes
    }

    /// Installs one true/false pack unless the same version (by checksum) is there.
    public func install(_ pack: TrueFalsePack, checksum: String) throws(StoreError) -> Outcome {
        try install(.trueFalse(pack), checksum: checksum)
    }

    func install(_ pack: Pack, checksum: String) throws(StoreError) -> Outcome {
        try database.write { db in
            let current = try String.fetchOne(db, sql: "SELECT checksum FROM pack WHERE id = ?", arguments: [pack.id])
            let count: Int
            switch pack {
            case .trueFalse(let tf): count = tf.questions.count
            case .events(let events): count = events.events.count
            case .questions(_, _, let records): count = records.count
            }
            if current == checksum { return Outcome(packID: pack.id, installed: false, items: count) }
            try Self.write(pack, checksum: checksum, in: db)
            return Outcome(packID: pack.id, installed: true, items: count)
        }
    }

    private static func write(_ pack: Pack, checksum: String, in db: Database) throws {
        let (title, description): (String, String)
        switch pack {
        case .trueFalse(let tf): (title, description) = (tf.title, tf.description)
        case .events(let events): (title, description) = (events.title, events.description)
        case .questions(_, let name, _): (title, description) = (name, "")
        }
        try db.execute(
            sql: """
                INSERT INTO pack (id, title, description, checksum) VALUES (?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET title = excluded.title,
                  description = excluded.description, checksum = excluded.checksum
                """,
            arguments: [pack.id, title, description, checksum])
        try db.execute(sql: "UPDATE question SET status = 'retired' WHERE packId = ?", arguments: [pack.id])
        var writer = ContentWriter(db: db)
        switch pack {
        case .trueFalse(let tf):
            for question in tf.questions { _ = try writer.upsert(QuestionRecord(question), packID: pack.id) }
        case .questions(_, _, let records):
            for record in records { _ = try writer.upsert(record, packID: pack.id) }
        case .events(let events):
            for event in events.events { _ = try writer.upsert(event, packID: pack.id) }
        }
    }
}

/// Reads the packs of a folder, checking them all before anything is written.
struct BundledPackReader {
    let directory: String

    func readAll() throws(StoreError) -> [(PackInstaller.Pack, String)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw StoreError.badPack(file: directory, field: "(folder)", reason: "cannot be read")
        }
        var packs: [(PackInstaller.Pack, String)] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                if let folder = try readQuestionFolder(path, name: name) { packs.append(folder) }
            } else if name.hasSuffix(".json") {
                let data = try read(path, name: name)
                packs.append((try decodeJSONPack(data, name: name), Fingerprint.hash(data)))
            }
        }
        return packs
    }

    private func read(_ path: String, name: String) throws(StoreError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StoreError.badPack(file: name, field: "(file)", reason: "cannot be read")
        }
        return data
    }

    /// A JSON pack is a true/false pack (`questions`) or an event pack (`events`).
    private func decodeJSONPack(_ data: Data, name: String) throws(StoreError) -> PackInstaller.Pack {
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        if object?["events"] != nil {
            return .events(try EventsPack.decode(data, file: name))
        }
        return .trueFalse(try TrueFalsePack.decode(data, file: name))
    }

    /// A folder of question CSV files (our format) is one pack named after it.
    private func readQuestionFolder(_ path: String, name: String) throws(StoreError) -> (PackInstaller.Pack, String)? {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".csv") }.sorted()
        } catch {
            throw StoreError.badPack(file: name, field: "(folder)", reason: "cannot be read")
        }
        guard !files.isEmpty else { return nil }
        var all = Data()
        var records: [QuestionRecord] = []
        for file in files {
            let data = try read((path as NSString).appendingPathComponent(file), name: name + "/" + file)
            all.append(data)
            records.append(contentsOf: try QuestionCSV.records(from: data, file: name + "/" + file))
        }
        let title = name.prefix(1).uppercased() + name.dropFirst()
        return (.questions(id: "tiltquiz-" + name, title: title, records: records), Fingerprint.hash(all))
    }
}
