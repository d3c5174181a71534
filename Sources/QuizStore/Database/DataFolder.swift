import Foundation
import QuizCore

/// The folder a store lives in, made if missing, with failures told in words
/// that name the folder and the reason (no permission, a read-only file
/// system, a file in the way) rather than Foundation's error numbers.
public enum DataFolder {
    /// Creates `path` and any missing parents; throws what stood in the way.
    public static func prepare(_ path: String) throws(StoreError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw failure(path, "it is a file, not a folder") }
            return
        }
        let parent = PathText.folder(of: path)
        if !parent.isEmpty, parent != path { try prepare(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure(path, reason(errno, parent: parent)) }
    }

    /// The reason a folder could not be made inside `parent`, in plain words.
    static func reason(_ code: Int32, parent: String) -> String {
        switch code {
        case EACCES, EPERM: return "no permission to create it in \(parent)"
        case EROFS: return "\(parent) is on a read-only file system"
        case ENOSPC: return "the disk is full"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case ENOENT: return "\(parent) cannot hold folders"
        default: return String(cString: strerror(code))
        }
    }

    private static func failure(_ path: String, _ reason: String) -> StoreError {
        .dataFolder(path: path, reason: reason)
    }
}
