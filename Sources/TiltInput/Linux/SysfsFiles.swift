#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Small POSIX helpers for sysfs-style attribute files, with errno kept for messages.
///
/// Each read opens the file afresh: sysfs regenerates an attribute on open,
/// and a removed device (or a file deleted from a test's fake tree) then fails
/// with ENODEV/ENOENT instead of returning stale text.
enum SysfsFiles {
    /// The outcome of a read: the text, or the errno of the failed call.
    enum ReadResult {
        case text(String)
        case failure(Int32)
    }

    /// Reads a small attribute file whole.
    static func load(_ path: String) -> ReadResult {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(errno) }
        defer { _ = close(descriptor) }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let error = errno
                if error == EINTR { continue }
                return .failure(error)
            }
            if count == 0 { return .text(String(decoding: contents, as: UTF8.self)) }
            contents.append(contentsOf: chunk[0..<count])
        }
    }

    /// The trimmed text of an attribute, or nil when it cannot be read.
    static func text(_ path: String) -> String? {
        guard case .text(let text) = load(path) else { return nil }
        return text.trimmedASCII
    }

    /// Writes `value` to an existing attribute (never creates files); returns the errno on failure.
    @discardableResult
    static func store(_ value: String, to path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { return errno }
        defer { _ = close(descriptor) }
        let bytes = Array(value.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 { return errno }
        return written == bytes.count ? nil : EIO
    }

    /// True when something exists at `path` (following symlinks).
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The names in a directory (without "." and ".."), sorted; empty when it cannot be listed.
    static func list(_ directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted(by: naturalOrder)
    }

    /// The system's words for an errno ("Permission denied").
    static func describe(_ errorNumber: Int32) -> String {
        String(cString: strerror(errorNumber))
    }

    /// "event2" < "event10": compares runs of digits by value.
    static func naturalOrder(_ left: String, _ right: String) -> Bool {
        let (leftStem, leftNumber) = splitTrailingNumber(left)
        let (rightStem, rightNumber) = splitTrailingNumber(right)
        if leftStem != rightStem { return leftStem < rightStem }
        return (leftNumber ?? -1) < (rightNumber ?? -1)
    }

    private static func splitTrailingNumber(_ name: String) -> (String, Int?) {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return (name, nil) }
        return (String(name.dropLast(digits.count)), Int(String(digits.reversed())))
    }
}

/// Closes a file descriptor (for types whose own `close()` hides the C function).
func closeFileDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
