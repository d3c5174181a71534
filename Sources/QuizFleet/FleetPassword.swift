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
            throw .passwordFile(file, errno == ENOENT ? "it does not exist" : String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .passwordFile(file, "it is not a file") }
        let mode = status.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw .passwordFile(
                file,
                "it is mode \(String(format: "%04o", mode)), which lets others read it; make it 0600 "
                    + "(chmod 600 \(file))")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .passwordFile(file, "this user (uid \(getuid())) may not read it")
        }
        // `\r\n` is one Character, a newline too: a file written on Windows reads the same.
        let firstLine =
            String(decoding: data, as: UTF8.self)
            .split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
        guard !firstLine.isEmpty else { throw .passwordFile(file, "its first line is empty") }
        secret = String(firstLine)
    }

    public var description: String { "the password in \(file)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["file": file]) }
}
