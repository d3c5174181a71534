/// A top-level field's value in a JSON line; nested containers are checked but not kept.
enum JSONFieldValue: Sendable, Equatable {
    /// Infinite when the text overflows a Double (1e999), so callers can say so.
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array
    case object

    /// How the value reads in an error message: "a string", "an array".
    var kindDescription: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "true or false"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object's top-level fields in file order; a repeated key's last value wins.
///
/// A short array rather than a dictionary: trace lines have four or five keys,
/// and hashing them cost more than the rest of the parse.
struct JSONFields: Sendable, Equatable {
    private var pairs: [(key: String, value: JSONFieldValue)] = []

    init() {
        pairs.reserveCapacity(6)
    }

    subscript(key: String) -> JSONFieldValue? {
        pairs.last { $0.key == key }?.value
    }

    mutating func append(key: String, value: JSONFieldValue) {
        pairs.append((key, value))
    }

    static func == (lhs: JSONFields, rhs: JSONFields) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.key == $1.key && $0.value == $1.value }
    }
}

/// Reads one line of JSON Lines strictly (RFC 8259), keeping the top-level object's fields.
///
/// Written for trace files: no Foundation, one pass over UTF-8 bytes, and
/// errors that give the column. JSONSerialization cannot tell `true` from `1`
/// on Linux and rejects 1e999 without saying which field.
struct JSONLineReader {
    /// What is wrong with the line, at a 1-based column.
    struct SyntaxError: Error, Equatable {
        var column: Int
        var message: String
    }

    /// The line's top-level value: an object's fields, or the kind of anything else.
    enum TopLevel: Equatable {
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
        guard reader.index == line.endIndex else { throw reader.error("unexpected text after the JSON value") }
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

    private mutating func expect(_ ascii: Unicode.Scalar, _ what: @autoclosure () -> String) throws(SyntaxError) {
        guard peek() == UInt8(ascii: ascii) else { throw error("expected \(what())") }
        index += 1
    }

    private mutating func readValue(depth: Int) throws(SyntaxError) -> JSONFieldValue {
        guard depth <= Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
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
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
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
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let decoded = simple[byte] {
            utf8.append(decoded)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            index -= 1
            throw error("unknown escape in a string")
        }
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
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
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
