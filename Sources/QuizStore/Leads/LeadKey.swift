import Crypto
import Foundation
import QuizCore

/// The 256-bit AES key that seals players' emails: a file of 32 random
/// bytes, `tiltquiz.key` in the data folder, readable by its owner only
/// (mode 0600). It is made at the first email kept, atomically: written to
/// a temporary file of its own, synced, then linked to its name, so a crash
/// never leaves half a key and two processes never each keep a different
/// one. A key that others may read, that cannot be read, or that is not 32
/// bytes is a clear error, never a new key.
public struct LeadKey {
    /// The key file's name in the data folder.
    public static let fileName = "tiltquiz.key"
    /// A key's length in bytes (AES-256).
    public static let byteCount = 32

    /// Where the key was read from.
    public let path: String
    let key: SymmetricKey
    /// Which key this is, kept beside every email it seals: the first 8 bytes
    /// of HMAC-SHA256 under the key of a fixed label. It tells a wrong key from
    /// a changed email, and says nothing of the key.
    let id: Data

    init(key: SymmetricKey, path: String) {
        self.key = key
        self.path = path
        let code = HMAC<SHA256>.authenticationCode(for: Data("tiltquiz lead key id".utf8), using: key)
        id = Data(code.prefix(8))
    }

    /// The key file in `directory`.
    public static func file(inDirectory directory: String) -> String {
        PathText.join(directory, fileName)
    }

    /// Reads the key at `path`; nil when there is no file there.
    static func load(path: String) throws(StoreError) -> LeadKey? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOENT { return nil }
            throw StoreError.keyFile(path: path, reason: unreadable(path, failure))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw StoreError.keyFile(path: path, reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw StoreError.keyFile(path: path, reason: "it is not a regular file")
        }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw StoreError.keyFile(
                path: path,
                reason: "other users may read it (mode \(octal(mode))); only its owner may: run chmod 600 \(path)")
        }
        var bytes = [UInt8](repeating: 0, count: byteCount + 1)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else {
            throw StoreError.keyFile(path: path, reason: "it cannot be read: \(String(cString: strerror(errno)))")
        }
        guard count == byteCount else {
            let size = count > byteCount ? "more than \(byteCount)" : "\(count)"
            throw StoreError.keyFile(
                path: path, reason: "it holds \(size) bytes, not the \(byteCount) of a key TiltQuiz made")
        }
        return LeadKey(key: SymmetricKey(data: bytes.prefix(byteCount)), path: path)
    }

    /// Makes a new random key at `path` (mode 0600), or reads the one another
    /// process made there first.
    static func create(path: String) throws(StoreError) -> LeadKey {
        let folder = PathText.folder(of: path)
        var template = Array(PathText.join(folder.isEmpty ? "." : folder, ".\(fileName)-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw StoreError.keyFile(path: path, reason: "it cannot be made: \(cannotWrite(folder, errno))")
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(temporary) }
        let key = SymmetricKey(size: .bits256)
        let written = key.withUnsafeBytes { bytes in
            fchmod(descriptor, 0o600) == 0 && write(descriptor, bytes.baseAddress, bytes.count) == bytes.count
                && fsync(descriptor) == 0
        }
        let failure = errno
        close(descriptor)
        guard written else {
            throw StoreError.keyFile(path: path, reason: "it cannot be made: \(cannotWrite(folder, failure))")
        }
        guard link(temporary, path) == 0 else {
            let failure = errno
            if failure == EEXIST, let theirs = try load(path: path) { return theirs }
            throw StoreError.keyFile(path: path, reason: "it cannot be made: \(cannotWrite(folder, failure))")
        }
        syncFolder(folder)
        return LeadKey(key: key, path: path)
    }

    /// Why `path` could not be opened, with the owner when it is a matter of permission.
    private static func unreadable(_ path: String, _ code: Int32) -> String {
        guard code == EACCES || code == EPERM else { return "it cannot be read: \(String(cString: strerror(code)))" }
        var info = stat()
        guard stat(path, &info) == 0 else { return "no permission to read it" }
        let owner = getpwuid(info.st_uid).map { String(cString: $0.pointee.pw_name) } ?? "uid \(info.st_uid)"
        return "no permission to read it (it belongs to \(owner), mode \(octal(info.st_mode & 0o777))); "
            + "run this as \(owner), the user the game runs as"
    }

    private static func cannotWrite(_ folder: String, _ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "no permission to write in \(folder)"
        case EROFS: return "\(folder) is on a read-only file system"
        case ENOSPC: return "the disk is full"
        default: return String(cString: strerror(code))
        }
    }

    private static func octal(_ mode: mode_t) -> String {
        "0" + String(mode, radix: 8)
    }

    /// Makes the new name itself durable, as the key's bytes already are.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
