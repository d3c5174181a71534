import GRDB
import QuizCore

extension StorageProblem {
    /// Classifies a thrown error by SQLite's result code; nil when it is not
    /// a storage failure. Full: SQLITE_FULL. Read-only: SQLITE_READONLY,
    /// SQLITE_PERM, or SQLITE_CANTOPEN (permission denied on the journal).
    /// I/O: SQLITE_IOERR. Damaged: SQLITE_CORRUPT, SQLITE_NOTADB.
    public init?(_ error: any Error) {
        guard let error = error as? DatabaseError else { return nil }
        switch error.resultCode {
        case .SQLITE_FULL: self = .full
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: self = .readOnly
        case .SQLITE_IOERR: self = .ioError
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .damaged
        default: return nil
        }
    }
}
