#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file with POSIX calls, so a failure reads as the system's own
/// words ("No such file or directory", "Permission denied", "Is a directory").
enum TraceFileReader {
    static func readAll(path: String) throws(TraceError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path: path, errorNumber: errno) }
        defer { close(descriptor) }

        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let errorNumber = errno
                if errorNumber == EINTR { continue }
                throw failure(path: path, errorNumber: errorNumber)
            }
            if count == 0 { return contents }
            contents.append(contentsOf: chunk[0..<count])
        }
    }

    private static func failure(path: String, errorNumber: Int32) -> TraceError {
        TraceError(
            file: path, line: nil,
            message: "cannot read file: \(String(cString: strerror(errorNumber)))")
    }
}
