import Foundation
import Testing

@testable import QuizCore

/// The one JSON reader (`JSONValue`) and writer (`JSONText`) with Codable
/// types: they read back what they write, and write what Foundation's
/// `JSONEncoder` wrote before with the same options (files on disk, the
/// store's columns and command output keep their bytes).
@Suite struct JSONCodableTests {
    struct Sample: Codable, Equatable {
        enum Side: String, Codable { case left, right }
        var zeta = 1
        var alpha = 3.2
        var text = "a/b \" \\ \u{1} é 🎉"
        var whole = 12.0
        var numbers = [0.1 + 0.2, 1e-7, 123_456_789_012_345_678.0, -0.0, Double.leastNonzeroMagnitude, 1.5e300, 100]
        var float: Float = 0.1
        var big = Int64.max
        var unsigned = UInt64.max
        var small: Int8 = -128
        var missing: Int? = nil
        var present: String? = "here"
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested: [[Int]] = [[1], []]
        var byInt: [Int: String] = [3: "three", 10: "ten"]
        var keys = ["b": 1, "B": 2, "a10": 3, "a9": 4, "_x": 5, "é": 6]
        var side = Side.left
        var date = Date(timeIntervalSince1970: 1_700_000_000.25)
        var url = URL(string: "https://example.org/a?b=c")!
        var data = Data([0, 1, 2, 250])
    }

    static let formats: [(JSONText.Format, JSONEncoder.OutputFormatting)] = [
        ([.sortedKeys, .escapingSlashes], [.sortedKeys]),
        ([.sortedKeys], [.sortedKeys, .withoutEscapingSlashes]),
        ([.sortedKeys, .prettyPrinted, .escapingSlashes], [.sortedKeys, .prettyPrinted]),
        ([.sortedKeys, .prettyPrinted], [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
    ]

    @Test(arguments: 0..<formats.count) func writesWhatJSONEncoderWrote(format: Int) throws {
        let (ours, theirs) = Self.formats[format]
        let encoder = JSONEncoder()
        encoder.outputFormatting = theirs
        #expect(
            try JSONText.encode(Sample(), format: ours) == String(decoding: try encoder.encode(Sample()), as: UTF8.self)
        )
        encoder.dateEncodingStrategy = .iso8601
        #expect(
            try JSONText.encode(Sample(), format: ours.union(.iso8601Dates))
                == String(decoding: try encoder.encode(Sample()), as: UTF8.self))
    }

    @Test func keysKeepTheOrderTheTypeEncodesThem() throws {
        struct Line: Encodable {
            var event = "answer"
            var at = 1.5
            var player: String? = nil
        }
        #expect(try JSONText.encode(Line()) == #"{"event":"answer","at":1.5}"#)
        #expect(try JSONText.encode("a/b") == #""a/b""#)
        #expect(throws: EncodingError.self) { try JSONText.encode([Double.nan]) }
    }

    @Test func readsBackWhatItWrites() throws {
        for format in Self.formats.map(\.0) {
            let text = try JSONText.encode(Sample(), format: format)
            #expect(try JSONValue.decode(Sample.self, from: text) == Sample())
        }
    }

    @Test func readsWhatJSONEncoderWrote() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        let text = String(decoding: try encoder.encode(Sample()), as: UTF8.self)
        #expect(try JSONValue.decode(Sample.self, from: text) == Sample())
    }

    @Test func decodingErrorsCarryTheCodingPath() throws {
        struct Pack: Decodable {
            struct Item: Decodable { var name: String }
            var items: [Item]
        }
        func error(_ text: String) -> DecodingError? {
            let result = Result { try JSONValue.decode(Pack.self, from: text) }
            guard case .failure(let failure) = result else { return nil }
            return failure as? DecodingError
        }
        guard case .keyNotFound(let key, let context)? = error(#"{"items": [{"name": "a"}, {}]}"#) else {
            Issue.record("expected keyNotFound")
            return
        }
        #expect(key.stringValue == "name")
        #expect(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["items", "1"])
        guard case .typeMismatch(let type, let mismatch)? = error(#"{"items": [{"name": 3}]}"#) else {
            Issue.record("expected typeMismatch")
            return
        }
        #expect(type is String.Type)
        #expect(mismatch.codingPath.last?.stringValue == "name")
        guard case .valueNotFound? = error(#"{"items": null}"#) else {
            Issue.record("expected valueNotFound")
            return
        }
        guard case .dataCorrupted(let corrupted)? = error("{\"items\": [\n") else {
            Issue.record("expected dataCorrupted")
            return
        }
        #expect(
            corrupted.underlyingError as? JSONSyntaxError
                == JSONSyntaxError(line: 2, column: 1, reason: "the file ends too early (is it truncated?)"))
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        #expect(throws: JSONSyntaxError(line: 2, column: 5, reason: "expected ',' or ']'")) {
            try JSONValue.parse("[1,\n  2 3]")
        }
    }

    @Test func wholeNumbersReadBackExactly() throws {
        #expect(
            try JSONValue.decode([UInt64].self, from: "[18446744073709551615, 9007199254740993]") == [
                UInt64.max, 9_007_199_254_740_993,
            ])
        #expect(try JSONValue.decode([Int].self, from: "[1.0, 1e2]") == [1, 100])
        #expect(throws: DecodingError.self) { try JSONValue.decode([Int8].self, from: "[300]") }
    }

    @Test func parsedValuesAreWrittenWithSortedKeys() throws {
        let value = try JSONValue.parse(#"{"b": [1, 2.50, true, null], "a": {"x/y": "z"}}"#)
        #expect(JSONText.write(value) == #"{"a":{"x/y":"z"},"b":[1,2.50,true,null]}"#)
        #expect(JSONText.write(value, format: .prettyPrinted).hasPrefix("{\n  \"a\" : {\n    \"x/y\" : \"z\"\n  },"))
    }
}
