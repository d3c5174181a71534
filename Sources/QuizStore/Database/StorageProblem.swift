import Foundation
import GRDB

/// A failure of the storage under the database, as SQLite reports it, in
/// words an operator can act on. Other query failures (a constraint, a
/// bug) are not storage problems.
public enum StorageProblem: String, Sendable, Equatable {
    /// No space left on the device (SQLITE_FULL).
    case full
    /// The file or its file system cannot be written (SQLITE_READONLY, or
    /// SQLITE_CANTOPEN / permission denied on the journal).
    case readOnly
    /// The device reported an error reading or writing (SQLITE_IOERR).
    case ioError
    /// The file is not a sound database (SQLITE_CORRUPT, SQLITE_NOTADB).
    case damaged

    /// Classifies a thrown error; nil when it is not a storage failure.
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

    /// The problem in plain words.
    public var explanation: String {
        switch self {
        case .full: return "the disk is full"
        case .readOnly: return "it cannot be written (a read-only file, folder or file system, or no permission)"
        case .ioError: return "the disk reported an input/output error"
        case .damaged: return "the file is damaged"
        }
    }

    /// What the operator should do about it.
    public var advice: String {
        switch self {
        case .full: return "free space on the disk that holds the data folder"
        case .readOnly: return "make the data folder writable by the game's user"
        case .ioError: return "check the disk (dmesg), then restart the game"
        case .damaged: return "run `tiltquiz check --repair`"
        }
    }
}
