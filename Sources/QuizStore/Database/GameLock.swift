import Foundation
import QuizCore

/// One game per data folder: an exclusive `flock` on `tiltquiz.lock` beside
/// the database, held as long as the game runs and released by the kernel
/// when the process ends, however it ends. A second game meets a clear
/// message naming the first one's process; commands that only import,
/// export or check (and the web admin) share the store without it.
public final class GameLock {
    /// The lock file.
    public let path: String
    private let descriptor: Int32

    /// Takes the lock on `directory` (created if missing), or says who holds it.
    /// In a folder this user cannot write, an existing lock file is locked
    /// read-only; where none can be made there is no lock (nor can a game save there).
    public init?(directory: String) throws(StoreError) {
        path = PathText.join(directory, "tiltquiz.lock")
        try DataFolder.prepare(directory)
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EACCES || errno == EROFS {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor < 0 { return nil }
        }
        guard descriptor >= 0 else {
            throw StoreError.dataFolder(
                path: directory, reason: "cannot create the game's lock file in it: \(Self.reason(errno))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            let holder = Self.holder(descriptor)
            close(descriptor)
            if failure == EWOULDBLOCK { throw StoreError.locked(directory: directory, holder: holder) }
            throw StoreError.cannotOpen(path: path, reason: "cannot lock it: \(Self.reason(failure))")
        }
        self.descriptor = descriptor
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    deinit {
        close(descriptor)
    }

    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count - 1, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
