import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The rows one transaction added, by table (`answer`, `purchase`,
/// `creditGrant`, `powerUpUse`, `award`, `gameResult`; `topicMedal` by topic id).
public struct CommittedRows: Equatable, Sendable {
    public private(set) var rows: [String: [Int64]] = [:]

    public init() {}

    public var isEmpty: Bool { rows.isEmpty }

    public mutating func add(_ table: String, _ id: Int64) {
        rows[table, default: []].append(id)
    }

    /// One JSON object, tables in name order: `{"answer":[12],"purchase":[3]}`.
    public var json: String {
        let fields = rows.keys.sorted().map { table in
            "\"\(table)\":[" + (rows[table] ?? []).map(String.init).joined(separator: ",") + "]"
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

/// `tiltquiz play --journal FILE`: one JSON line per transaction that added
/// answers, purchases, credits or awards, written right after it committed.
/// A line in the journal is a promise that its rows are in the store; the
/// power-cut soak holds the store to it after killing the game.
public final class CommitJournal {
    public let path: String
    private let descriptor: Int32

    /// Opens `path` for appending, creating it.
    public init(path: String) throws(StoreError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }

    deinit { close(descriptor) }

    /// Appends one line for `rows` (nothing when they are empty), in one write.
    public func note(_ rows: CommittedRows) {
        guard !rows.isEmpty else { return }
        let line = Array((rows.json + "\n").utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
