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

    /// What an install did: the pack, and whether it was written (false: the same version was there).
    public struct Outcome: Equatable, Sendable {
        public var packID: String
        public var installed: Bool
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
    /// and each sub-folder of `*.csv` question files as one pack. A start
    /// reads each file's bytes and compares their checksum with the one
    /// stored at install: only a new or changed pack is decoded and checked
    /// (all of them before any is written), so an unchanged folder costs a
    /// read and a hash, not a parse.
    @discardableResult
    public func installPacks(inDirectory directory: String) throws(StoreError) -> [Outcome] {
        let sources = try BundledPackReader(directory: directory).sources()
        let installed = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, checksum FROM pack").map { row in
                (id: row["id"] as String, checksum: row["checksum"] as String)
            }
        }
        let idByChecksum = Dictionary(installed.map { ($0.checksum, $0.id) }, uniquingKeysWith: { first, _ in first })
        var outcomes: [Outcome?] = []
        var changed: [(index: Int, pack: Pack, checksum: String)] = []
        for (index, source) in sources.enumerated() {
            // A JSON pack names its id inside, so the same bytes are the same pack; a folder is named by its name.
            if let id = idByChecksum[source.checksum], source.folderID == nil || source.folderID == id {
                outcomes.append(Outcome(packID: id, installed: false))
            } else {
                outcomes.append(nil)
                changed.append((index, try source.decode(), source.checksum))
            }
        }
        for change in changed {
            outcomes[change.index] = try install(change.pack, checksum: change.checksum)
        }
        return outcomes.compactMap { $0 }
    }

    /// Installs one true/false pack unless the same version (by checksum) is there.
    public func install(_ pack: TrueFalsePack, checksum: String) throws(StoreError) -> Outcome {
        try install(.trueFalse(pack), checksum: checksum)
    }

    func install(_ pack: Pack, checksum: String) throws(StoreError) -> Outcome {
        try database.write { db in
            let current = try String.fetchOne(db, sql: "SELECT checksum FROM pack WHERE id = ?", arguments: [pack.id])
            if current == checksum { return Outcome(packID: pack.id, installed: false) }
            try Self.write(pack, checksum: checksum, in: db)
            return Outcome(packID: pack.id, installed: true)
        }
    }

    private static func write(_ pack: Pack, checksum: String, in db: Database) throws {
        let (title, description): (String, String)
        var language = "en"
        switch pack {
        case .trueFalse(let tf): (title, description, language) = (tf.title, tf.description, tf.language)
        case .events(let events): (title, description) = (events.title, events.description)
        case .questions(_, let name, let records):
            (title, description) = (name, "")
            language = records.first?.language ?? "en"
        }
        try db.execute(
            sql: """
                INSERT INTO pack (id, title, description, checksum, language) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET title = excluded.title,
                  description = excluded.description, checksum = excluded.checksum, language = excluded.language
                """,
            arguments: [pack.id, title, description, checksum, language])
        try db.execute(
            sql: "UPDATE question SET status = ? WHERE packId = ?",
            arguments: [QuestionStatus.retired.rawValue, pack.id])
        var writer = ContentWriter(db: db)
        switch pack {
        case .trueFalse(let tf):
            for question in tf.questions {
                _ = try writer.upsert(
                    QuestionRecord(question, language: tf.language, translates: tf.translates[question.id]),
                    packID: pack.id)
            }
        case .questions(_, _, let records):
            for var record in records {
                record.language = record.language ?? "en"
                _ = try writer.upsert(record, packID: pack.id)
            }
        case .events(let events):
            for event in events.events { try writer.write(event, packID: pack.id) }
        }
    }
}

/// One pack as read from disk: the checksum of its bytes, and how to decode
/// (and so check) them, which only a new or changed pack needs.
struct PackSource {
    /// The pack's id when it comes from its folder's name (a CSV folder); nil when it is inside the file.
    let folderID: String?
    let checksum: String
    let decode: () throws(StoreError) -> PackInstaller.Pack
}

/// Reads the packs of a folder: their bytes and checksums first, each decoded on demand.
struct BundledPackReader {
    let directory: String

    /// Every pack's bytes and checksum, in name order.
    func sources() throws(StoreError) -> [PackSource] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw StoreError.badPack(file: directory, field: "(folder)", reason: "cannot be read")
        }
        var sources: [PackSource] = []
        for name in names {
            let path = PathText.join(directory, name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                if let folder = try questionFolder(path, name: name) { sources.append(folder) }
            } else if name.hasSuffix(".json") {
                let data = try read(path, name: name)
                sources.append(
                    PackSource(folderID: nil, checksum: Fingerprint.hash(data)) { () throws(StoreError) in
                        try Self.decodeJSONPack(data, name: name)
                    })
            }
        }
        return sources
    }

    private func read(_ path: String, name: String) throws(StoreError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StoreError.badPack(file: name, field: "(file)", reason: "cannot be read")
        }
        return data
    }

    /// A JSON pack is a true/false pack (`questions`) or an event pack (`events`); the file is parsed once.
    private static func decodeJSONPack(_ data: Data, name: String) throws(StoreError) -> PackInstaller.Pack {
        let value = try PackDecoding.parse(data, file: name)
        if case .object(let members) = value, members["events"] != nil {
            return .events(try EventsPack.decode(value, file: name))
        }
        return .trueFalse(try TrueFalsePack.decode(value, file: name))
    }

    /// A folder of question CSV files (our format) is one pack named after it.
    private func questionFolder(_ path: String, name: String) throws(StoreError) -> PackSource? {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".csv") }.sorted()
        } catch {
            throw StoreError.badPack(file: name, field: "(folder)", reason: "cannot be read")
        }
        guard !files.isEmpty else { return nil }
        var all = Data()
        var contents: [(file: String, data: Data)] = []
        for file in files {
            let data = try read(PathText.join(path, file), name: name + "/" + file)
            all.append(data)
            contents.append((name + "/" + file, data))
        }
        let id = "tiltquiz-" + name
        let title = name.prefix(1).uppercased() + name.dropFirst()
        return PackSource(folderID: id, checksum: Fingerprint.hash(all)) { () throws(StoreError) in
            var records: [QuestionRecord] = []
            // A uid names one question of the pack: each file checks its own, this checks them across files.
            var uidFiles: [String: String] = [:]
            for content in contents {
                let read = try QuestionCSV.records(from: content.data, file: content.file)
                for record in read where record.uid != record.fingerprintUID {
                    if let other = uidFiles.updateValue(content.file, forKey: record.uid) {
                        throw StoreError.badPack(
                            file: content.file, field: "uid", reason: "\"\(record.uid)\" is also used in \(other)")
                    }
                }
                records.append(contentsOf: read)
            }
            return .questions(id: id, title: title, records: records)
        }
    }
}
