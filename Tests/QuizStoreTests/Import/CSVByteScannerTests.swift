import Foundation
import Testing

@testable import QuizStore

/// The byte-level CSV scan, on the cases where bytes and characters could part ways.
@Suite struct CSVByteScannerTests {
    /// Texts and their records: multi-byte text through unquoted and quoted fields; CRLF and a lone CR end records
    /// and count as one line each; line breaks inside quotes become line feeds and move the line count; spaces
    /// before an opening quote dropped and after the closing one allowed; a lone quoted empty field is a record,
    /// a blank line is not; a trailing comma and a file without a final line break keep their last field.
    static let readings: [(String, [CSVRecord])] = [
        (
            "Géographie,\"Ça, c'est « ça »\",日本\n😀,\"x\"\"😀\"\"\"\n",
            [
                CSVRecord(line: 1, fields: ["Géographie", "Ça, c'est « ça »", "日本"]),
                CSVRecord(line: 2, fields: ["😀", "x\"😀\""]),
            ]
        ),
        (
            "a,b\r\nc,d\re,f\n\r\ng,h",
            [
                CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 2, fields: ["c", "d"]),
                CSVRecord(line: 3, fields: ["e", "f"]), CSVRecord(line: 5, fields: ["g", "h"]),
            ]
        ),
        (
            "\"one\r\ntwo\rthree\nfour\",x\nnext,row\n",
            [
                CSVRecord(line: 1, fields: ["one\ntwo\nthree\nfour", "x"]),
                CSVRecord(line: 5, fields: ["next", "row"]),
            ]
        ),
        ("  \"a, b\" \t,  c ,\"\"\n", [CSVRecord(line: 1, fields: ["a, b", "  c ", ""])]),
        ("\"\"\n\n\r\nx\n", [CSVRecord(line: 1, fields: [""]), CSVRecord(line: 4, fields: ["x"])]),
        ("a,", [CSVRecord(line: 1, fields: ["a", ""])]), ("a,\"b\"", [CSVRecord(line: 1, fields: ["a", "b"])]),
        ("", []),
    ]

    @Test(arguments: readings)
    func reads(_ text: String, as expected: [CSVRecord]) throws {
        #expect(try CSVReader.records(text, file: "t.csv") == expected)
    }

    @Test func aByteOrderMarkIsDroppedBeforeTheHeader() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("topic,question\nA,B\n".utf8)
        let text = try ImportText.decode(data, file: "t.csv")
        let records = try CSVReader.records(text, file: "t.csv")
        #expect(records.first?.fields == ["topic", "question"])
    }

    @Test func longFieldsAreCountedInCharactersNotBytes() throws {
        // 2000 characters of two bytes each: 4000 bytes, still within the limit.
        let record = CSVRecord(line: 2, fields: [String(repeating: "é", count: 2000)])
        try record.checkLengths(file: "t.csv") { _ in "a" }
        let tooLong = CSVRecord(line: 2, fields: [String(repeating: "é", count: 2001)])
        #expect(throws: ImportError.self) { try tooLong.checkLengths(file: "t.csv") { _ in "a" } }
    }
}

/// Trimming keeps its answers on the fast path (ASCII ends) and the slow one (Unicode spaces).
@Suite struct ImportTextTrimmingTests {
    @Test(arguments: [
        ("plain", "plain"), (" padded\t", "padded"), ("\r\nlines\n", "lines"), ("", ""), ("   ", ""),
        ("\u{00A0}no-break\u{00A0}", "no-break"), ("\u{2003}em\u{3000}", "em"), ("é", "é"), (" é ", "é"),
        ("a b", "a b"), ("x\u{00A0}", "x"),
    ])
    func trims(_ input: String, _ expected: String) {
        #expect(ImportText.trimmed(input) == expected)
        #expect(ImportText.trimmed(Substring(input)) == expected)
    }
}

/// Format detection's look at a file's first lines.
@Suite struct LeadingLinesTests {
    @Test func skipsBlankLinesTrimsAndStopsAtTheCount() {
        let text = "\n  topic,question \r\n\r\n\tsecond\rthird\nfourth"
        #expect(ImportText.leadingLines(text, count: 2) == ["topic,question", "second"])
        #expect(ImportText.leadingLines(text, count: 20) == ["topic,question", "second", "third", "fourth"])
        #expect(ImportText.leadingLines(" \n\n", count: 20).isEmpty)
    }
}
