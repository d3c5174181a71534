import Foundation
import Testing

@testable import QuizStore

@Suite struct CSVReaderTests {
    /// Texts and the records they read as: quoted fields with commas, quotes and line breaks; blank lines dropped
    /// with the line numbers kept; a stray quote inside an unquoted field kept.
    static let readings: [(String, [CSVRecord])] = [
        (
            "a,\"b, c\",\"say \"\"hi\"\"\"\r\n\"two\r\nlines\",x,\"\"\r\nlast,row,here",
            [
                CSVRecord(line: 1, fields: ["a", "b, c", "say \"hi\""]),
                CSVRecord(line: 2, fields: ["two\nlines", "x", ""]),
                CSVRecord(line: 4, fields: ["last", "row", "here"]),
            ]
        ),
        (
            "h1,h2\n\n1,2\n\n\n3,4\n",
            [
                CSVRecord(line: 1, fields: ["h1", "h2"]), CSVRecord(line: 3, fields: ["1", "2"]),
                CSVRecord(line: 6, fields: ["3", "4"]),
            ]
        ),
        ("a 5\" screen,b", [CSVRecord(line: 1, fields: ["a 5\" screen", "b"])]),
    ]

    @Test(arguments: readings)
    func reads(_ text: String, as expected: [CSVRecord]) throws {
        #expect(try CSVReader.records(text, file: "t.csv") == expected)
    }

    @Test func aRowOfEmptyFieldsIsBlankAndShortRowsReadAsEmpty() throws {
        let records = try CSVReader.records(",,\nx", file: "t.csv")
        #expect(records.map(\.isBlank) == [true, false])
        #expect(records[1][0] == "x")
        #expect(records[1][5] == "")
    }

    static let unclosed = "a quoted field starts here but its closing quote is missing"
    static let textAfterQuote = "has text after its closing quote; double quotes inside a quoted field (\"\")"

    /// A quote that never closes names the line where it started; text after a closing quote is an error; both
    /// name the line and column right after earlier multi-line fields and multi-byte text.
    @Test(arguments: [
        ("a,b\nc,\"d\ne\nf", 2, 2, unclosed), ("é,è\r\nà,ù\r\nü,ö,\"never\r\nclosed", 3, 3, unclosed),
        ("\"a\"b,c", 1, 1, textAfterQuote), ("h1,h2\n\"a\nb\",c\nd,\"e\"f\n", 4, 2, textAfterQuote),
    ])
    func badQuotesNameTheirLineAndColumn(_ text: String, line: Int, column: Int, message: String) {
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "t.csv", line: line), field: "column \(column)", message: message)
        ) {
            try CSVReader.records(text, file: "t.csv")
        }
    }

    @Test func fieldLengthsAreChecked() throws {
        let record = CSVRecord(line: 4, fields: ["ok", String(repeating: "x", count: 2001)])
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "t.csv", line: 4), field: "second",
                .tooLong(characters: 2001, limit: 2000))
        ) {
            try record.checkLengths(file: "t.csv") { $0 == 1 ? "second" : "first" }
        }
        try CSVRecord(line: 1, fields: [String(repeating: "x", count: 2000)]).checkLengths(file: "t.csv") { _ in "a" }
    }
}
