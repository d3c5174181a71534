import Foundation

/// The fleet's PostgreSQL password, read from a file that only its owner may read (mode 0600 or 0400, as libpq
/// asks of `~/.pgpass`). Printed, logged or dumped (its mirror, which test failures show), it shows the file,
/// never the password.
public struct FleetPassword: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The file it was read from.
    public let file: String
    /// The password: its first line, without the line's end.
    let secret: String

    /// Reads `file`; throws `FleetFailure.passwordFile` when it is missing, unreadable, readable by others than
    /// its owner, or empty.
    public init(file: String) throws(FleetFailure) {
        self.file = file
        var status = stat()
        guard stat(file, &status) == 0 else {
            throw .passwordFile(
                file: file, reason: errno == ENOENT ? .missing : .system(String(cString: strerror(errno))))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .passwordFile(file: file, reason: .notAFile) }
        let mode = status.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw .passwordFile(file: file, reason: .readableByOthers(mode: String(format: "%04o", mode), file: file))
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .passwordFile(file: file, reason: .unreadable(uid: Int(getuid())))
        }
        // `\r\n` is one Character, a newline too: a file written on Windows reads the same.
        let firstLine =
            String(decoding: data, as: UTF8.self)
            .split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
        guard !firstLine.isEmpty else { throw .passwordFile(file: file, reason: .emptyFirstLine) }
        secret = String(firstLine)
    }

    public var description: String { "the password in \(file)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["file": file]) }
}
