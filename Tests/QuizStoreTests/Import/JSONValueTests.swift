import Foundation
import QuizCore
import Testing

@testable import QuizStore

@Suite struct JSONValueTests {
    @Test func parsesEveryKindOfValue() throws {
        let text = #"{"a": [1, -2.5e1, true, false, null], "s": "q\"\\\/\n\u00e9\ud83d\ude00", "o": {}}"#
        #expect(
            try JSONValue.parse(text, file: "x.json")
                == .object([
                    "a": .array([.number(1), .number(-25), .bool(true), .bool(false), .null]),
                    "s": .string("q\"\\/\né😀"), "o": .object([:]),
                ]))
    }

    @Test(arguments: [
        ("", "x.json:1: is not valid JSON: the file ends too early (is it truncated?)"),
        ("[1, 2] x", "x.json:1: is not valid JSON: unexpected text after the end of the document"),
        ("{\"a\" 1}", "x.json:1: is not valid JSON: expected ':'"),
        ("[1\n\n 2]", "x.json:3: is not valid JSON: expected ',' or ']'"),
        ("[\"a\nb\"]", "x.json:1: is not valid JSON: a line break or control character inside a string"),
        ("[\"\\q\"]", "x.json:1: is not valid JSON: unknown escape '\\q' in a string"),
        ("[tru]", "x.json:1: is not valid JSON: expected true"),
        (String(repeating: "[", count: 300), "x.json:1: is not valid JSON: nested too deeply"),
    ])
    func syntaxErrorsNameTheLine(text: String, message: String) {
        #expect(throws: ImportError.self) { try JSONValue.parse(text, file: "x.json") }
        do {
            _ = try JSONValue.parse(text, file: "x.json")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func nodesReportPathsAndReadIntegers() throws {
        let root = try JSONNode.root(#"{"list": [{"n": "3"}, {"n": 4}, {"n": 4.5}]}"#, file: "x.json")
        let items = try root.required("list").items()
        #expect(items.map { $0.optional("n")?.integer } == [3, 4, nil])
        #expect(items[2].path == "$.list[2]")
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "x.json", jsonPath: "$.list[1].n"), field: "n",
                message: "must be a string")
        ) {
            try items[1].required("n").string()
        }
    }
}
