#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A text file written a few whole lines at a time, straight to the system (no buffering),
/// so that a program cut short keeps every whole line written: recorded traces and `--tilt-log`.
public final class LineFile {
    /// Why a file could not be written, in the system's words.
    public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        /// The system's words for the failure ("Permission denied").
        public var reason: String

        /// `cannot write PATH: REASON`.
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// The file's path, as given.
    public let path: String
    private var descriptor: Int32

    /// Creates or truncates `path`; fails with the system's reason.
    public init(path: String) throws(WriteError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    deinit {
        close()
    }

    /// Appends the lines, each ended by a line feed.
    public func write(_ lines: [String]) throws(WriteError) {
        guard descriptor >= 0, !lines.isEmpty else { return }
        var bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeDescriptor(descriptor, $0) }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, reason: String(cString: strerror(errno)))
            }
            bytes.removeFirst(written)
        }
    }

    /// Closes the file; later writes do nothing.
    public func close() {
        guard descriptor >= 0 else { return }
        closeDescriptor(descriptor)
        descriptor = -1
    }
}

/// `close(2)`, out of reach of `LineFile.close()`.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// `write(2)`, out of reach of `LineFile.write(_:)`.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
