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
        ("[+1]", 2, "expected a value"),
        ("[.5]", 2, "expected a value"),
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
    @Test(arguments: [JSONDialect.lenient, .jsonb]) func nesting(dialect: JSONDialect) throws {
        let arrays = { (depth: Int) in String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        _ = try JSONValue.parse(arrays(200), as: dialect)
        #expect(throws: JSONSyntaxError(line: 1, column: 201, reason: "nested too deeply")) {
            try JSONValue.parse(arrays(201), as: dialect)
        }
    }

    /// Trailing text and a byte order mark are refused by both, as by `jsonb`.
    @Test(arguments: [JSONDialect.lenient, .jsonb]) func trailingTextAndAByteOrderMark(dialect: JSONDialect) {
        #expect((try? JSONValue.parse("{} x", as: dialect)) == nil)
        #expect((try? JSONValue.parse("\u{FEFF}{}", as: dialect)) == nil)
    }
}
