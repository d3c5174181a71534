#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file (traces, input scripts) with POSIX calls, so that a
/// failure says why in the system's words ("No such file or directory",
/// "Permission denied", "Is a directory"). A device such as /dev/null reads
/// as what it gives (nothing).
public enum PlainFile {
    /// Why a file could not be read.
    public struct ReadError: Error, Equatable, Sendable {
        /// The system's words for the failure.
        public var reason: String
    }

    public static func contents(of path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }

        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let errorNumber = errno
                if errorNumber == EINTR { continue }
                throw ReadError(reason: String(cString: strerror(errorNumber)))
            }
            if count == 0 { return contents }
            contents.append(contentsOf: chunk[0..<count])
        }
    }
}
