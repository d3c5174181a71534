/// Reads one line of JSON Lines strictly (RFC 8259), keeping the top-level object's fields.
///
/// Written for trace files: no Foundation, one pass over UTF-8 bytes, and
/// errors that give the (byte) column. JSONSerialization bridges `true` to the
/// number 1 through NSNumber and rejects 1e999 without naming the field.
struct JSONLineReader {
    /// What is wrong with the line, at a 1-based column.
    struct SyntaxError: Error {
        var column: Int
        var message: String
    }

    /// The line's top-level value: an object's fields, or the kind of anything else.
    enum TopLevel {
        case object(JSONFields)
        case other(JSONFieldValue)
    }

    private let bytes: ArraySlice<UInt8>
    private var index: Int
    private static let maxDepth = 64

    /// Parses `line` (without its newline) as exactly one JSON value.
    static func read(_ line: ArraySlice<UInt8>) throws(SyntaxError) -> TopLevel {
        var reader = JSONLineReader(bytes: line, index: line.startIndex)
        reader.skipWhitespace()
        let result: TopLevel
        if reader.peek() == UInt8(ascii: "{") {
            result = .object(try reader.readObject(depth: 1))
        } else {
            result = .other(try reader.readValue(depth: 1))
        }
        reader.skipWhitespace()
        guard reader.index == line.endIndex else {
            throw reader.error("unexpected text after the JSON value")
        }
        return result
    }

    private func peek() -> UInt8? {
        index < bytes.endIndex ? bytes[index] : nil
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(column: index - bytes.startIndex + 1, message: message)
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
        }
    }

    private mutating func expect(
        _ ascii: Unicode.Scalar, _ what: @autoclosure () -> String
    )
        throws(SyntaxError)
    {
        guard peek() == UInt8(ascii: ascii) else { throw error("expected \(what())") }
        index += 1
    }

    private mutating func readValue(depth: Int) throws(SyntaxError) -> JSONFieldValue {
        guard depth <= Self.maxDepth else {
            throw error("nested more than \(Self.maxDepth) levels deep")
        }
        switch peek() {
        case UInt8(ascii: "{"):
            _ = try readObject(depth: depth)
            return .object
        case UInt8(ascii: "["):
            try readArray(depth: depth)
            return .array
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return .null
        case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
            return .number(try readNumber())
        case nil:
            throw error("unexpected end of line, expected a value")
        default:
            throw error("expected a value (number, string, object, array, true, false or null)")
        }
    }

    private mutating func readObject(depth: Int) throws(SyntaxError) -> JSONFields {
        try expect("{", "\"{\"")
        var fields = JSONFields()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return fields
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try readString()
            skipWhitespace()
            try expect(":", "\":\" after the key \"\(key)\"")
            skipWhitespace()
            fields.append(key: key, value: try readValue(depth: depth + 1))
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                index += 1
                return fields
            }
            try expect(",", "\",\" or \"}\"")
        }
    }

    private mutating func readArray(depth: Int) throws(SyntaxError) {
        try expect("[", "\"[\"")
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            _ = try readValue(depth: depth + 1)
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                index += 1
                return
            }
            try expect(",", "\",\" or \"]\"")
        }
    }

    private mutating func readLiteral(_ word: String) throws(SyntaxError) {
        for expected in word.utf8 {
            guard peek() == expected else { throw error("expected \(word)") }
            index += 1
        }
    }

    /// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    private mutating func readNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            guard skipDigits() else { throw error("expected a digit") }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { throw error("expected a digit after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("unreadable number \(text)") }
        return value
    }

    /// Skips [0-9]*; true when there was at least one digit.
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = peek(), (0x30...0x39).contains(byte) { index += 1 }
        return index > start
    }

    /// A quoted string with its escapes decoded; the opening quote is at `index`.
    private mutating func readString() throws(SyntaxError) -> String {
        try expect("\"", "\"\\\"\"")
        // Fast path: no escapes, so the bytes are the string.
        let start = index
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"),
            byte >= 0x20
        {
            index += 1
        }
        if peek() == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var utf8 = Array(bytes[start..<index])
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &utf8)
            case 0x00..<0x20:
                index -= 1
                throw error("control character in a string; write it as an escape")
            default:
                utf8.append(byte)
            }
        }
    }

    /// One escape after a backslash: \" \\ \/ \b \f \n \r \t or \uXXXX (with surrogate pairs).
    private mutating func readEscape(into utf8: inout [UInt8]) throws(SyntaxError) {
        guard let byte = peek() else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): try readUnicodeEscape(into: &utf8)
        default:
            index -= 1
            throw error("unknown escape in a string")
        }
    }

    /// The XXXX of \uXXXX, joining a surrogate pair; a lone surrogate becomes U+FFFD.
    private mutating func readUnicodeEscape(into utf8: inout [UInt8]) throws(SyntaxError) {
        var code = try readHexQuad()
        if (0xD800..<0xDC00).contains(code), peek() == UInt8(ascii: "\\"),
            index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let low = try readHexQuad()
            if (0xDC00..<0xE000).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                code = 0xFFFD
            }
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func readHexQuad() throws(SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error("expected 4 hex digits after \\u")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
