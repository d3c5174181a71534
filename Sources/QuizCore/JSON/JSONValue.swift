/// A parsed JSON document: the game's one JSON reader (RFC 8259), our own so
/// that an error can name the line and column, a number keeps the digits it
/// was written with, and reading JSON leaves Foundation out. Codable types are
/// read from it with `decode(_:from:)`; the importers walk it with `JSONNode`.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses `text` as `dialect` takes JSON; a syntax error says where (line and column) and why.
    public static func parse(_ text: String, as dialect: JSONDialect = .lenient) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        return try text.withUTF8 { bytes in
            Result { () throws(JSONSyntaxError) in try parse(bytes, as: dialect, knownUTF8: true) }
        }.get()
    }

    /// Parses UTF-8 `bytes` as `dialect` takes JSON; a syntax error says where (line and column) and why.
    public static func parse(_ bytes: [UInt8], as dialect: JSONDialect = .lenient) throws(JSONSyntaxError) -> JSONValue
    {
        try bytes.withUnsafeBufferPointer { bytes in
            Result { () throws(JSONSyntaxError) in try parse(bytes, as: dialect, knownUTF8: false) }
        }.get()
    }

    /// Parses one line of a JSON Lines file (without its line break) as `dialect` takes JSON: as `parse(_:as:)`,
    /// but a line cut short says that the line ends too early and what was expected there.
    public static func parse(
        line: ArraySlice<UInt8>, as dialect: JSONDialect = .lenient
    ) throws(JSONSyntaxError) -> JSONValue {
        try line.withUnsafeBufferPointer { bytes in
            Result { () throws(JSONSyntaxError) in try parse(bytes, as: dialect, knownUTF8: false, oneLine: true) }
        }.get()
    }

    /// `knownUTF8`: the bytes are a Swift string's, so `.jsonb` need not check their encoding again. `oneLine`: the
    /// bytes are one line of JSON Lines, not a whole file. Read in place: copying a trace's every line into an
    /// array of its own, and checking each index against an array's bounds, were a tenth of a trace's parse time.
    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, as dialect: JSONDialect, knownUTF8: Bool, oneLine: Bool = false
    ) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, dialect: dialect)
        do throws(JSONParser.Failure) {
            if parser.jsonb, !knownUTF8, let bad = JSONParser.firstInvalidUTF8(bytes) {
                throw JSONParser.Failure(index: bad, reason: "not UTF-8")
            }
            parser.skipSpace()
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            if parser.index < parser.bytes.count {
                let after = oneLine ? "the line's JSON value" : "the end of the document"
                throw JSONParser.Failure(index: parser.index, reason: "unexpected text after \(after)")
            }
            return value
        } catch {
            let offset = min(error.index, parser.bytes.count)
            var reason = error.reason
            if offset == parser.bytes.count {
                // A file cut short says so alone; a line of JSON Lines, whose next lines are there, says what it lacks.
                reason = oneLine ? "the line ends too early, \(reason)" : "the file ends too early (is it truncated?)"
            }
            let lineStart = (parser.bytes[..<offset].lastIndex(of: 0x0A) ?? -1) + 1
            throw JSONSyntaxError(
                line: 1 + parser.bytes[..<offset].count { $0 == 0x0A }, column: offset - lineStart + 1,
                reason: reason)
        }
    }
}

/// Which JSON texts `JSONValue.parse` takes. All read RFC 8259's syntax, at most 200 arrays and objects deep, a
/// repeated key's last value kept.
public enum JSONDialect: Sendable {
    /// The game's own files: a number is whatever Swift's `Double` reads of its digits, signs, points and
    /// exponents (`+1`, `.5`, `1.` and `01` too; `1e999` too, infinite as a Double, kept as written), `\u0000`
    /// is read as U+0000, a lone surrogate escape as U+FFFD, and bytes that are not UTF-8 are repaired.
    case lenient
    /// What PostgreSQL 15's `jsonb` takes, so any text it reads can be cast to `jsonb` (checked against a
    /// real server: docs/fleet.md, "A change the server cannot take"): RFC 8259's number grammar (`-?`, `0` or no
    /// leading zero, a fraction and an exponent each with digits), in `numeric`'s range (a value below
    /// 10^131072; at most 16,383 digits after the point once the exponent is applied, zero too; an exponent
    /// below 1,073,741,823 either way); no `\u0000` escape ("unsupported Unicode escape sequence"); a surrogate
    /// escape only as a high one followed by a low one; bytes that are UTF-8. The one difference is on the safe
    /// side: deeper than 200 it refuses what `jsonb` still takes up to the server's stack limit (about 14,500
    /// arrays deep at the default `max_stack_depth` of 2 MB, about 630 objects at its least, 100 kB).
    case jsonb
    /// RFC 8259's number grammar as `.jsonb` reads it (so `+1`, `.5`, `1.` and `01` are errors), of any size
    /// (`1e999` is read, infinite as a Double, kept as written); strings, escapes and bytes as `.lenient` reads
    /// them. For files a person may write by hand, where a number the grammar refuses is more likely a slip than
    /// meant: tilt traces (TiltInput's `TraceParser`).
    case strict
}

/// A JSON number as it was written ("3", "-2.5e1"), so a 64-bit whole number reads back exactly.
public struct JSONNumber: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The number's digits as written.
    public var text: String

    public init(text: String) {
        self.text = text
    }

    /// A whole number.
    public init(_ value: Int) {
        text = String(value)
    }

    /// A finite Double written as `JSONEncoder` writes it (2.5, 2, 1e-07).
    public init(_ value: Double) {
        text = JSONText.shortest(value)
    }

    public init(integerLiteral value: Int) {
        text = String(value)
    }

    public init(floatLiteral value: Double) {
        text = String(value)
    }

    /// The number as a Double (the nearest one; infinite when it overflows).
    public var double: Double { Double(text) ?? .nan }

    /// Two numbers are equal when their values are (1 and 1.0).
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.text == rhs.text || lhs.double == rhs.double
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(double)
    }
}

/// Why a JSON document could not be read, and where (1-based line and column, in bytes).
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String

    /// "line 3, column 5: expected ',' or ']'"
    public var description: String { "line \(line), column \(column): \(reason)" }
}

/// A recursive-descent JSON reader over UTF-8 bytes (RFC 8259).
private struct JSONParser {
    struct Failure: Error {
        var index: Int
        var reason: String
    }

    /// The text, for as long as `JSONValue.parse` reads it.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Reads as `JSONDialect.jsonb`.
    let jsonb: Bool
    /// Reads numbers by RFC 8259's grammar (`.jsonb` and `.strict`).
    let rfcNumbers: Bool
    var index = 0
    /// The members of the objects being read, innermost last (see `object`).
    var pending: [(key: String, value: JSONValue)] = []
    static let maximumDepth = 200

    init(bytes: UnsafeBufferPointer<UInt8>, dialect: JSONDialect) {
        self.bytes = bytes
        jsonb = dialect == .jsonb
        rfcNumbers = dialect != .lenient
    }

    /// Where `bytes` stop being UTF-8, or nil when they are.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// A failure at `index`; at the end of the bytes, `parse` words it as the text ending too early.
    func fail(_ reason: String) -> Failure {
        Failure(index: index, reason: reason)
    }

    mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw fail("nested too deeply") }
        guard index < bytes.count else { throw fail("expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return rfcNumbers ? try rfcNumber() : try number()
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw fail("expected \(word)") }
        index += expected.count
        return value
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    mutating func number() throws(Failure) -> JSONValue {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard index > start, Double(text) != nil else {
            index = start
            throw fail("expected a value")
        }
        return .number(JSONNumber(text: text))
    }

    /// Reads a number by RFC 8259's grammar; as `JSONDialect.jsonb`, only in the range of PostgreSQL's `numeric`.
    mutating func rfcNumber() throws(Failure) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        func next(_ parser: JSONParser, _ scalar: Unicode.Scalar) -> Bool {
            parser.index < parser.bytes.count && parser.bytes[parser.index] == UInt8(ascii: scalar)
        }
        if next(self, "-") { index += 1 }
        let whole = index
        let wholeDigits = digits(&self)
        guard wholeDigits > 0 else {
            index = start
            // `+1` and `.5` are numbers to many readers (and to `.lenient`): say why they are not here.
            if next(self, "+") { throw fail("a number with a '+' sign (JSON writes none)") }
            if next(self, ".") { throw fail("a number without a digit before '.'") }
            throw fail("expected a value")
        }
        guard wholeDigits == 1 || bytes[whole] != UInt8(ascii: "0") else {
            index = whole
            throw fail("a number with a leading zero")
        }
        var fraction = index
        var fractionDigits = 0
        if next(self, ".") {
            index += 1
            fraction = index
            fractionDigits = digits(&self)
            guard fractionDigits > 0 else { throw fail("expected a digit after '.'") }
        }
        // numeric_in's limits, as PostgreSQL 15 words them all: "value overflows numeric format".
        let outOfRange = "a number out of the range of PostgreSQL's numeric"
        let limit = 1_073_741_823
        var exponent = 0
        if next(self, "e") || next(self, "E") {
            index += 1
            let negative = next(self, "-")
            if negative || next(self, "+") { index += 1 }
            let from = index
            guard digits(&self) > 0 else { throw fail("expected a digit in the exponent") }
            for byte in bytes[from..<index] { exponent = min(exponent * 10 + Int(byte - 0x30), limit) }
            if negative { exponent = -exponent }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard jsonb else { return .number(JSONNumber(text: text)) }
        guard abs(exponent) < limit, max(0, fractionDigits - exponent) <= 16_383 else {
            index = start
            throw fail(outOfRange)
        }
        // The power of ten of the first digit that is not zero (a zero has none): below 131,072.
        let power: Int? =
            bytes[whole] != UInt8(ascii: "0")
            ? wholeDigits - 1 + exponent
            : bytes[fraction..<fraction + fractionDigits].firstIndex { $0 != UInt8(ascii: "0") }.map {
                exponent - ($0 - fraction + 1)
            }
        if let power, power >= 131_072 {
            index = start
            throw fail(outOfRange)
        }
        return .number(JSONNumber(text: text))
    }

    /// Reads an object's or array's elements, from its opening byte to `close`: none, or `element` for each,
    /// with space around them and commas between.
    mutating func elements(
        until close: Unicode.Scalar, _ element: (inout JSONParser) throws(Failure) -> Void
    ) throws(Failure) {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: close) {
            index += 1
            return
        }
        while true {
            skipSpace()
            try element(&self)
            skipSpace()
            if try endOrComma(close) { return }
        }
    }

    /// Reads an object. Its members wait on `pending` until they are all read, so that its dictionary is made once
    /// at its size: growing it key by key hashed every key again at each growth, half of a trace file's parse time.
    mutating func object(depth: Int) throws(Failure) -> JSONValue {
        if pending.capacity == 0 { pending.reserveCapacity(16) }
        let first = pending.count
        defer { pending.removeLast(pending.count - first) }
        try elements(until: "}") { parser throws(Failure) in
            guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"") else {
                throw parser.fail("expected a key")
            }
            let key = try parser.string()
            parser.skipSpace()
            try parser.expect(":")
            parser.skipSpace()
            let value = try parser.value(depth: depth + 1)
            parser.pending.append((key, value))
        }
        var members = [String: JSONValue](minimumCapacity: pending.count - first)
        for (key, value) in pending[first...] {
            members[key] = value  // a repeated key's last value is kept
        }
        return .object(members)
    }

    mutating func array(depth: Int) throws(Failure) -> JSONValue {
        var items: [JSONValue] = []
        try elements(until: "]") { parser throws(Failure) in items.append(try parser.value(depth: depth + 1)) }
        return .array(items)
    }

    /// Consumes `,` (returns false) or `close` (returns true).
    mutating func endOrComma(_ close: Unicode.Scalar) throws(Failure) -> Bool {
        guard index < bytes.count else { throw fail("expected ',' or '\(close)'") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        guard bytes[index] == UInt8(ascii: close) else { throw fail("expected ',' or '\(close)'") }
        index += 1
        return true
    }

    mutating func expect(_ scalar: Unicode.Scalar) throws(Failure) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else { throw fail("expected '\(scalar)'") }
        index += 1
    }

    /// Reads a string; runs without escapes are copied as they are.
    mutating func string() throws(Failure) -> String {
        index += 1
        var run = index
        var escaped: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                if escaped.isEmpty { return String(decoding: bytes[run..<index], as: UTF8.self) }
                escaped += bytes[run..<index]
                return String(decoding: escaped, as: UTF8.self)
            }
            if byte < 0x20 { throw fail("a line break or control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                escaped += bytes[run..<index]
                escaped += Array(String(try escape()).utf8)
                run = index
            } else {
                index += 1
            }
        }
        throw fail("expected the string's closing '\"'")
    }

    /// Reads one backslash escape, including `\uD83D\uDE00` surrogate pairs.
    mutating func escape() throws(Failure) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw fail("expected an escape after '\\'") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let backslash = index - 2
            let high = try hex4()
            if jsonb, high == 0 {
                index = backslash
                throw fail("\\u0000 in a string (PostgreSQL's jsonb cannot hold it)")
            }
            if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: Array("\\u".utf8)) {
                let second = index
                index += 2
                let low = try hex4()
                if (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
                // Not a pair: the second escape is read on its own.
                index = second
            }
            if let scalar = Unicode.Scalar(high) { return scalar }
            guard !jsonb else {
                index = backslash
                throw fail("a surrogate escape that is not a high one followed by a low one")
            }
            return "\u{FFFD}"
        default:
            index -= 1
            throw fail("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    /// The four hex digits of a `\u` escape, and nothing else: not a sign, which `UInt32(_:radix:)` would take
    /// (`\u+abc`), and PostgreSQL's `jsonb` refuses.
    mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard index + offset < bytes.count, let digit = Self.hexDigit(bytes[index + offset]) else {
                // At the first byte that is not a hex digit (or the end), as the reason reads best beside its column.
                index = min(index + offset, bytes.count)
                throw fail("expected four hex digits after \\u")
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    /// The value of one hex digit (0-9, a-f, A-F); nil for any other byte.
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
