import Foundation
import Testing

@testable import QuizStore

@Suite struct CSVReaderTests {
    @Test func readsQuotedFieldsWithCommasQuotesAndLineBreaks() throws {
        let text = "a,\"b, c\",\"say \"\"hi\"\"\"\r\n\"two\r\nlines\",x,\"\"\r\nlast,row,here"
        let records = try CSVReader.records(text, file: "t.csv")
        #expect(
            records == [
                CSVRecord(line: 1, fields: ["a", "b, c", "say \"hi\""]),
                CSVRecord(line: 2, fields: ["two\nlines", "x", ""]),
                CSVRecord(line: 4, fields: ["last", "row", "here"]),
            ])
    }

    @Test func dropsBlankLinesAndKeepsLineNumbers() throws {
        let records = try CSVReader.records("h1,h2\n\n1,2\n\n\n3,4\n", file: "t.csv")
        #expect(
            records == [
                CSVRecord(line: 1, fields: ["h1", "h2"]), CSVRecord(line: 3, fields: ["1", "2"]),
                CSVRecord(line: 6, fields: ["3", "4"]),
            ])
    }

    @Test func keepsAStrayQuoteInsideAnUnquotedField() throws {
        let records = try CSVReader.records("a 5\" screen,b", file: "t.csv")
        #expect(records == [CSVRecord(line: 1, fields: ["a 5\" screen", "b"])])
    }

    @Test func aRowOfEmptyFieldsIsBlankAndShortRowsReadAsEmpty() throws {
        let records = try CSVReader.records(",,\nx", file: "t.csv")
        #expect(records.map(\.isBlank) == [true, false])
        #expect(records[1][0] == "x")
        #expect(records[1][5] == "")
    }

    @Test func anUnterminatedQuoteNamesTheLineWhereItStarted() {
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "t.csv", line: 2), field: "column 2",
                message: "a quoted field starts here but its closing quote is missing")
        ) {
            try CSVReader.records("a,b\nc,\"d\ne\nf", file: "t.csv")
        }
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "t.csv", line: 1), field: "column 1",
                message: "has text after its closing quote; double quotes inside a quoted field (\"\")")
        ) {
            try CSVReader.records("\"a\"b,c", file: "t.csv")
        }
    }

    @Test func fieldLengthsAreChecked() throws {
        let record = CSVRecord(line: 4, fields: ["ok", String(repeating: "x", count: 2001)])
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "t.csv", line: 4), field: "second",
                message: "is 2001 characters long; at most 2000 fit")
        ) {
            try record.checkLengths(file: "t.csv") { $0 == 1 ? "second" : "first" }
        }
        try CSVRecord(line: 1, fields: [String(repeating: "x", count: 2000)]).checkLengths(file: "t.csv") { _ in "a" }
    }
}
