import Foundation

/// The mark a game leaves on its store when it closes it cleanly, after
/// checking it: the file's identity (device, inode), size and modification
/// time, in `<database>.sealed`. The next start finds the file exactly as
/// it was left, with no WAL beside it, and so skips the damage check, which
/// takes a quarter of a second on a store of a million answers. Anything
/// else (a crash, a power cut, a write by another program, garbage dropped
/// into the file) changes what the seal names, and the start checks.
public enum StoreSeal {
    /// The seal's file beside the database.
    public static func file(for path: String) -> String { path + ".sealed" }

    /// True when the database is as a clean, checked exit left it.
    public static func isIntact(_ path: String) -> Bool {
        guard let sealed = try? String(contentsOfFile: file(for: path), encoding: .utf8),
            let current = stamp(path), !hasWAL(path)
        else { return false }
        return sealed == current
    }

    /// Seals the database as it is now (call once it is closed and checked).
    public static func seal(_ path: String) {
        guard let current = stamp(path), !hasWAL(path) else { return }
        let temporary = file(for: path) + ".partial"
        guard (try? current.write(toFile: temporary, atomically: false, encoding: .utf8)) != nil else { return }
        if rename(temporary, file(for: path)) != 0 { unlink(temporary) }
    }

    /// Removes the seal: from now on the file changes.
    public static func breakSeal(_ path: String) {
        unlink(file(for: path))
    }

    private static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
    }

    private static func hasWAL(_ path: String) -> Bool {
        var info = stat()
        return stat(path + "-wal", &info) == 0 && info.st_size > 0
    }
}
