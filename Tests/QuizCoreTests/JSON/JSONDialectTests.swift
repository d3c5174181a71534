import Testing

@testable import QuizCore

/// `JSONValue.parse` as `.lenient` (the game's files) and as `.jsonb` (what PostgreSQL's `jsonb` takes; the fleet
/// checks a change's body with it before splicing it into a push: FleetPushBodyTests holds it to a real server).
@Suite struct JSONDialectTests {
    /// Texts both read, as the same value.
    @Test(arguments: [
        ("-0", JSONValue.number(JSONNumber(text: "-0"))),
        ("0.5e-3", .number(JSONNumber(text: "0.5e-3"))),
        ("1E+5", .number(100_000)),
        ("9.99e131071", .number(JSONNumber(text: "9.99e131071"))),
        ("123.45e-16381", .number(JSONNumber(text: "123.45e-16381"))),
        ("0e1073741822", .number(0)),
        (#"{"a":1,"a":2}"#, .object(["a": .number(2)])),
        (#""\ud83d\ude00\u00e9\/""#, .string("😀é/")),
        (" 3 ", .number(3)),
    ])
    func bothReadWhatJSONBTakes(text: String, value: JSONValue) throws {
        #expect(try JSONValue.parse(text) == value)
        #expect(try JSONValue.parse(text, as: .jsonb) == value)
    }

    /// Texts the lenient reader takes and `jsonb` refuses, with the column and reason `.jsonb` gives.
    @Test(arguments: [
        (#"["\u0000"]"#, 3, #"\u0000 in a string (PostgreSQL's jsonb cannot hold it)"#),
        (#"["\ud800"]"#, 3, "a surrogate escape that is not a high one followed by a low one"),
        (#"["\udc00"]"#, 3, "a surrogate escape that is not a high one followed by a low one"),
        (#"["\ud800\u0041"]"#, 3, "a surrogate escape that is not a high one followed by a low one"),
        (#"["a\ud800b"]"#, 4, "a surrogate escape that is not a high one followed by a low one"),
        ("[1e131072]", 2, "a number out of the range of PostgreSQL's numeric"),
        ("[1e-16384]", 2, "a number out of the range of PostgreSQL's numeric"),
        ("[1.0e-16383]", 2, "a number out of the range of PostgreSQL's numeric"),
        ("[0e-16384]", 2, "a number out of the range of PostgreSQL's numeric"),
        ("[0e1073741823]", 2, "a number out of the range of PostgreSQL's numeric"),
        ("[1" + String(repeating: "0", count: 131_072) + "]", 2, "a number out of the range of PostgreSQL's numeric"),
        ("[+1]", 2, "a number with a '+' sign (JSON writes none)"),
        ("[.5]", 2, "a number without a digit before '.'"),
        ("[1.]", 4, "expected a digit after '.'"),
        ("[01]", 2, "a number with a leading zero"),
        ("[-00]", 3, "a number with a leading zero"),
    ])
    func jsonbRefusesWhatTheLenientReaderTakes(text: String, column: Int, reason: String) throws {
        _ = try JSONValue.parse(text)
        #expect(throws: JSONSyntaxError(line: 1, column: column, reason: reason)) {
            try JSONValue.parse(text, as: .jsonb)
        }
    }

    /// The lenient reader reads a lone surrogate escape as U+FFFD and goes on with the next escape.
    @Test func aLoneSurrogateIsReadAsAReplacementCharacter() throws {
        #expect(try JSONValue.parse(#""\ud800\u0041\udc00""#) == .string("\u{FFFD}A\u{FFFD}"))
        #expect(try JSONValue.parse(#""\u0000""#) == .string("\u{0}"))
    }

    /// Text that is not UTF-8: the lenient reader repairs it, `.jsonb` refuses it where it stops being UTF-8.
    @Test func bytesThatAreNotUTF8() throws {
        let bytes: [UInt8] = Array(#"{"a":"é"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(try JSONValue.parse(bytes) == .object(["a": .string("é\u{FFFD}(")]))
        #expect(throws: JSONSyntaxError(line: 1, column: 9, reason: "not UTF-8")) {
            try JSONValue.parse(bytes, as: .jsonb)
        }
        #expect(try JSONValue.parse(Array("\"é\"".utf8), as: .jsonb) == .string("é"))
    }

    /// Both read 200 arrays or objects deep, no deeper (`jsonb`'s own limit is far deeper: FleetPushBodyTests).
    @Test(arguments: [JSONDialect.lenient, .jsonb, .strict]) func nesting(dialect: JSONDialect) throws {
        let arrays = { (depth: Int) in String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        _ = try JSONValue.parse(arrays(200), as: dialect)
        #expect(throws: JSONSyntaxError(line: 1, column: 201, reason: "nested too deeply")) {
            try JSONValue.parse(arrays(201), as: dialect)
        }
    }

    /// Trailing text and a byte order mark are refused by both, as by `jsonb`.
    @Test(arguments: [JSONDialect.lenient, .jsonb, .strict]) func trailingTextAndAByteOrderMark(dialect: JSONDialect) {
        #expect((try? JSONValue.parse("{} x", as: dialect)) == nil)
        #expect((try? JSONValue.parse("\u{FEFF}{}", as: dialect)) == nil)
    }

    /// `.strict` refuses the numbers RFC 8259's grammar refuses, with `.jsonb`'s column and reason.
    @Test(arguments: [
        ("[+1]", 2, "a number with a '+' sign (JSON writes none)"),
        ("[.5]", 2, "a number without a digit before '.'"),
        ("[1.]", 4, "expected a digit after '.'"),
        ("[1e]", 4, "expected a digit in the exponent"),
        ("[01]", 2, "a number with a leading zero"),
        ("[-]", 2, "expected a value"),
    ])
    func strictRefusesNumbersOutsideTheGrammar(text: String, column: Int, reason: String) {
        #expect(throws: JSONSyntaxError(line: 1, column: column, reason: reason)) {
            try JSONValue.parse(text, as: .strict)
        }
    }

    /// `.strict` takes what `.jsonb` refuses beyond the grammar: any size of number, `\u0000`, a lone surrogate.
    @Test func strictTakesAnySizeOfNumberAndEveryEscape() throws {
        let text = #"[1e999, -1e-999, 1e131072, "\u0000", "\ud800"]"#
        let value = try JSONValue.parse(text, as: .strict)
        #expect(value == (try JSONValue.parse(text)))
        guard case .array(let items) = value, case .number(let huge) = items[0] else {
            Issue.record("not an array of a number first: \(value)")
            return
        }
        #expect(huge.text == "1e999" && huge.double == .infinity)
        #expect(items[3] == .string("\u{0}") && items[4] == .string("\u{FFFD}"))
    }

    /// A line of JSON Lines cut short says that the line ends, and what it lacks; a file says it may be truncated.
    @Test(arguments: [
        (#"{"a": 1,"#, 9, "expected a key"),
        (#"{"a": "#, 7, "expected a value"),
        (#"{"a": 1"#, 8, "expected ',' or '}'"),
        (#"["a"#, 4, "expected the string's closing '\"'"),
        (#"["a\"#, 5, "expected an escape after '\\'"),
        (#"["\u12"#, 7, "expected four hex digits after \\u"),
    ])
    func aLineCutShortSaysWhatItLacks(text: String, column: Int, reason: String) {
        #expect(throws: JSONSyntaxError(line: 1, column: column, reason: "the line ends too early, " + reason)) {
            try JSONValue.parse(line: ArraySlice(text.utf8))
        }
        let truncated = "the file ends too early (is it truncated?)"
        #expect(throws: JSONSyntaxError(line: 1, column: column, reason: truncated)) { try JSONValue.parse(text) }
    }

    /// A line's column counts from the line's start, not from the start of the bytes the slice is cut from.
    @Test func aLinesColumnCountsFromItsOwnStart() throws {
        let bytes = Array("{\"a\": 1}\n{\"b\": 2} x\n".utf8)
        #expect(try JSONValue.parse(line: bytes[0..<8]) == .object(["a": .number(1)]))
        #expect(throws: JSONSyntaxError(line: 1, column: 10, reason: "unexpected text after the line's JSON value")) {
            try JSONValue.parse(line: bytes[9..<19])
        }
    }

    /// A `\u` escape without four hex digits is named at the first byte that is not one.
    @Test(arguments: [JSONDialect.lenient, .jsonb, .strict]) func aShortUnicodeEscapeIsNamedWhereItStops(
        dialect: JSONDialect
    ) {
        #expect(throws: JSONSyntaxError(line: 1, column: 7, reason: "expected four hex digits after \\u")) {
            try JSONValue.parse(#"["\u12G4"]"#, as: dialect)
        }
    }

    /// A sign is no hex digit: `\u+abc` and `\u-000` are refused in every dialect, as PostgreSQL's `jsonb` refuses
    /// them (so the fleet's check never passes a body the server's cast would fail on).
    @Test(arguments: [JSONDialect.lenient, .jsonb, .strict]) func aSignedUnicodeEscapeIsRefused(dialect: JSONDialect) {
        for text in [#"["\u+abc"]"#, #"["\u-000"]"#] {
            #expect(throws: JSONSyntaxError(line: 1, column: 5, reason: "expected four hex digits after \\u")) {
                try JSONValue.parse(text, as: dialect)
            }
        }
    }
}
