import Foundation

/// Turns file bytes into text, or says which line holds the first byte that is not UTF-8.
enum ImportText {
    /// Decodes UTF-8 with or without a byte order mark; UTF-16 and invalid bytes are errors naming the line.
    static func decode(_ data: Data, file: String) throws(ImportError) -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw ImportError(location: ImportLocation(file: file, line: 1), .utf16)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            return text
        }
        let offset = firstInvalidOffset(bytes)
        let before = bytes[..<offset]
        let line = 1 + before.count { $0 == 0x0A }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        throw ImportError(
            location: ImportLocation(file: file, line: line),
            .notUTF8(byte: bytes[offset], column: offset - lineStart + 1))
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence.
    private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return max(0, min(offset, bytes.count - 1))
            case .error:
                return min(offset, bytes.count - 1)
            }
        }
    }

    /// The file's lines without their line breaks (LF, CRLF or CR); line `n` is at index `n - 1`.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        forEachLine(text) { line in
            lines.append(line)
            return true
        }
        return lines
    }

    /// The first `count` lines that hold more than spaces, trimmed: a look at a file's start without splitting
    /// all of it.
    static func leadingLines(_ text: String, count: Int) -> [String] {
        var lines: [String] = []
        forEachLine(text) { line in
            let content = trimmed(line)
            if !content.isEmpty { lines.append(content) }
            return lines.count < count
        }
        return lines
    }

    /// Calls `body` with each line in order (without its line break) until it returns false.
    private static func forEachLine(_ text: String, _ body: (String) -> Bool) {
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                guard body(String(current)) else { return }
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty {
            _ = body(String(current))
        }
    }

    /// `text` without leading and trailing spaces, tabs and line breaks.
    static func trimmed(_ text: some StringProtocol) -> String {
        // Most cells start and end with an ASCII letter: no scalar needs a look.
        let whole = String(text)
        if let first = whole.utf8.first, let last = whole.utf8.last, isPlainASCII(first), isPlainASCII(last) {
            return whole
        }
        // Scalar scan: Foundation's trimmingCharacters bridges through
        // NSString on Linux and dominated large imports.
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// An ASCII byte that is not a space, tab or line break (nor any byte of a multi-byte scalar).
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }

    /// A message fit to print: any run of text without a space longer than
    /// `limit` (a broken file's value quoted back, say) keeps its start and
    /// end around an ellipsis, so one bad line cannot flood the terminal.
    static func clipped(_ message: String, limit: Int = 120) -> String {
        guard message.count > limit else { return message }
        let words = message.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard word.count > limit else { return String(word) }
            return word.prefix(limit - 30) + "…" + word.suffix(20)
        }
        return words.joined(separator: " ")
    }
}
