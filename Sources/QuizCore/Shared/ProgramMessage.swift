import Foundation

/// The program's own lines on standard error, `tiltquiz: LINE`, for the console or the journal (standard output
/// holds only what a command answers). Every module writes its messages here, so that they all read alike.
public enum ProgramMessage {
    /// Writes `tiltquiz: line` and a newline on standard error; with `command`, `tiltquiz COMMAND: line`, for a
    /// long command's progress (`tiltquiz layout-check: checking …`).
    public static func write(_ line: String, command: String? = nil) {
        let speaker = command.map { "tiltquiz \($0)" } ?? "tiltquiz"
        FileHandle.standardError.write(Data("\(speaker): \(line)\n".utf8))
    }
}
