/// A failure of the storage under the store, in words an operator can act
/// on. Other failures (a constraint, a bug) are not storage problems.
public enum StorageProblem: String, Sendable, Equatable {
    /// No space left on the device.
    case full
    /// The file or its file system cannot be written (read-only, or no permission).
    case readOnly
    /// The device reported an error reading or writing.
    case ioError
    /// The file is not a sound database.
    case damaged

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
