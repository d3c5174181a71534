import Foundation
import ProcessLifecycle
import TestSupport

/// A power cut of the whole machine, not just a killed process: a child runs
/// with the LD_PRELOAD shim of `Fixtures/power-cut-shim.c`, which keeps an
/// undo record of every write to the store not yet made durable by fsync or
/// fdatasync; after the child is SIGKILLed, `cut` undoes those writes, as if
/// the page cache had gone with the power.
enum PowerLoss {
    /// Why the shim could not be built, with what the compiler said.
    struct BuildError: Error, CustomStringConvertible {
        var description: String
    }

    /// An undo log that is not a sequence of records: the shim and this file disagree.
    struct LogError: Error, CustomStringConvertible {
        var description: String
    }

    /// One write (or truncation) the shim saw: where it started, the file's
    /// size before it, and the old bytes it replaced.
    struct Record {
        var offset: Int64
        var sizeBefore: Int64
        var saved: Data
    }

    /// The records' first field, "PWCUTLOG" read as a number.
    static let magic: UInt64 = 0x5057_4355_544C_4F47
    /// Four 8-byte fields: magic, offset, size before, saved length.
    static let headerSize = 32

    private static let built = Result { try build() }

    /// The path of the shim, compiled once per test process.
    static func shim() throws -> String { try built.get() }

    /// The environment that runs a child under the shim, tracking the files
    /// whose path contains `match`; creates `undoFolder`.
    static func environment(undoFolder: String, match: String = "tiltquiz.sqlite") throws -> [String: String] {
        try FileManager.default.createDirectory(atPath: undoFolder, withIntermediateDirectories: true)
        return ["LD_PRELOAD": try shim(), "POWERCUT_UNDO_DIR": undoFolder, "POWERCUT_MATCH": match]
    }

    /// Cuts the power after the child is dead: undoes every write the undo
    /// logs in `undoFolder` hold on the files of `dataFolder`, newest first,
    /// deletes the logs and SQLite's `-shm` files (undefined after a real cut,
    /// rebuilt by SQLite). Returns how many writes were lost. No connection to
    /// the store may be open anywhere meanwhile, this process included: one
    /// that keeps the deleted `-shm` mapped would not see the next one's writes.
    static func cut(undoFolder: String, dataFolder: String) throws -> Int {
        let files = FileManager.default
        var undone = 0
        let logs = files.fileExists(atPath: undoFolder) ? try files.contentsOfDirectory(atPath: undoFolder) : []
        for name in logs.sorted() where name.hasSuffix(".undo") {
            let log = undoFolder + "/" + name
            let target = dataFolder + "/" + String(name.dropLast(".undo".count))
            // A file deleted since (the shim then empties its log) has nothing to undo.
            if files.fileExists(atPath: target) {
                let records: [Record]
                do {
                    records = try Self.records(in: Data(contentsOf: URL(fileURLWithPath: log)))
                } catch let error as LogError {
                    throw LogError(description: "\(log): \(error)")
                }
                try undo(records, in: target)
                undone += records.count
            }
            try files.removeItem(atPath: log)
        }
        for name in try files.contentsOfDirectory(atPath: dataFolder) where name.hasSuffix("-shm") {
            try files.removeItem(atPath: dataFolder + "/" + name)
        }
        return undone
    }

    /// The records of an undo log, oldest first. A record cut short at the
    /// end (the kill came while the shim appended it) is left out: its write
    /// never happened.
    static func records(in log: Data) throws -> [Record] {
        try log.withUnsafeBytes { bytes in
            var records: [Record] = []
            var start = 0
            func field(_ index: Int) -> UInt64 {
                bytes.loadUnaligned(fromByteOffset: start + 8 * index, as: UInt64.self)
            }
            while bytes.count - start >= headerSize {
                guard field(0) == magic else { throw LogError(description: "no record at byte \(start)") }
                let offset = Int64(bitPattern: field(1))
                let sizeBefore = Int64(bitPattern: field(2))
                let length = Int(Int64(bitPattern: field(3)))
                guard offset >= 0, sizeBefore >= 0, length >= 0 else {
                    throw LogError(description: "a record with a negative field at byte \(start)")
                }
                let end = start + headerSize
                guard length <= bytes.count - end else { break }
                let saved = Data(UnsafeRawBufferPointer(rebasing: bytes[end..<end + Int(length)]))
                records.append(Record(offset: offset, sizeBefore: sizeBefore, saved: saved))
                start = end + Int(length)
            }
            return records
        }
    }

    /// Undoes `records`, newest first: the old bytes go back, then the old size.
    static func undo(_ records: [Record], in path: String) throws {
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? file.close() }
        for record in records.reversed() {
            try file.seek(toOffset: UInt64(record.offset))
            try file.write(contentsOf: record.saved)
            try file.truncate(atOffset: UInt64(record.sizeBefore))
        }
    }

    /// Compiles the shim with the first C compiler found: `cc`, `clang` or `gcc`.
    private static func build() throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/power-cut-shim.c").standardized.path
        let library = Tool.temporaryFolder() + "/libpowercut.so"
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let compiler = ["cc", "clang", "gcc"].lazy.flatMap { name in folders.map { "\($0)/\(name)" } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let compiler else { throw BuildError(description: "no C compiler (cc, clang, gcc) on the PATH") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-shared", "-fPIC", "-O1", "-Wall", "-o", library, source, "-ldl", "-lpthread"]
        let errors = Pipe()
        process.standardError = errors
        try DyingChild.run(process)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BuildError(description: "\(compiler) could not build \(source):\n\(said)")
        }
        return library
    }
}
