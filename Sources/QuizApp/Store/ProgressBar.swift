import Foundation

/// A one-line progress bar on a terminal's stderr (silent when stderr is not a terminal).
public struct ProgressBar {
    let label: String
    let enabled = isatty(STDERR_FILENO) == 1

    /// Shows `done` of `total`, with a new line once it is complete.
    public func show(_ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let line = "\r\(label) [\(bar)] \(done * 100 / total)% (\(done)/\(total))"
        FileHandle.standardError.write(Data(line.utf8))
        if done >= total { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
