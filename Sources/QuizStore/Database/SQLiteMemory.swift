import GRDBSQLite

/// What SQLite holds in this process's heap for every open store (page caches, schemas, prepared
/// statements), as the memory trace shows it.
public enum SQLiteMemory {
    /// Bytes SQLite has allocated now.
    public static var usedBytes: Int { Int(sqlite3_memory_used()) }

    /// The most it has held since the process started.
    public static var peakBytes: Int { Int(sqlite3_memory_highwater(0)) }
}
