import Foundation
import QuizCore

/// The folder a store lives in, made if missing, with failures told in words
/// that name the folder and the reason (no permission, a read-only file
/// system, a file in the way) rather than Foundation's error numbers.
public enum DataFolder {
    /// Creates `path` when the folder it goes in exists; throws what stood in the way. A mistyped `--data`
    /// (`/nonexistent/x`) is refused, naming the missing folder, rather than made whole and played into empty.
    /// Only the default folder (`QuizDatabase.defaultDirectory()`, under `$XDG_DATA_HOME` or `~/.local/share`)
    /// is made with its missing parents, as the XDG base directory rules ask.
    public static func prepare(_ path: String) throws(StoreError) {
        try prepare(path, withParents: isDefault(path))
    }

    static func prepare(_ path: String, withParents: Bool) throws(StoreError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw failure(path, "it is a file, not a folder") }
            return
        }
        let parent = PathText.folder(of: path)
        if !parent.isEmpty, parent != path {
            if withParents {
                try prepare(parent, withParents: true)
            } else if !FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder) {
                throw failure(
                    path,
                    "\(parent) does not exist (a mistyped path?); only the data folder itself is made, "
                        + "not the folders above it")
            } else if !isFolder.boolValue {
                throw failure(parent, "it is a file, not a folder")
            }
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure(path, reason(errno, parent: parent)) }
    }

    /// Whether `path` is the default data folder (trailing slashes aside).
    static func isDefault(_ path: String) -> Bool {
        PathText.trimmingTrailingSlashes(path) == PathText.trimmingTrailingSlashes(QuizDatabase.defaultDirectory())
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
