import Foundation
import Testing

@testable import QuizStore

/// The byte-level CSV scan, on the cases where bytes and characters could part ways.
@Suite struct CSVByteScannerTests {
    @Test func multiByteTextPassesThroughUnquotedAndQuotedFields() throws {
        let records = try CSVReader.records("Géographie,\"Ça, c'est « ça »\",日本\n😀,\"x\"\"😀\"\"\"\n", file: "t.csv")
        #expect(
            records == [
                CSVRecord(line: 1, fields: ["Géographie", "Ça, c'est « ça »", "日本"]),
                CSVRecord(line: 2, fields: ["😀", "x\"😀\""]),
            ])
    }

    @Test func crLfAndLoneCrEndRecordsAndCountAsOneLineEach() throws {
        let records = try CSVReader.records("a,b\r\nc,d\re,f\n\r\ng,h", file: "t.csv")
        #expect(
            records == [
                CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 2, fields: ["c", "d"]),
                CSVRecord(line: 3, fields: ["e", "f"]), CSVRecord(line: 5, fields: ["g", "h"]),
            ])
    }

    @Test func lineBreaksInsideQuotesBecomeLineFeedsAndMoveTheLineCount() throws {
        let records = try CSVReader.records("\"one\r\ntwo\rthree\nfour\",x\nnext,row\n", file: "t.csv")
        #expect(
            records == [
                CSVRecord(line: 1, fields: ["one\ntwo\nthree\nfour", "x"]),
                CSVRecord(line: 5, fields: ["next", "row"]),
            ])
    }

    @Test func aByteOrderMarkIsDroppedBeforeTheHeader() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("topic,question\nA,B\n".utf8)
        let text = try ImportText.decode(data, file: "t.csv")
        let records = try CSVReader.records(text, file: "t.csv")
        #expect(records.first?.fields == ["topic", "question"])
    }

    @Test func spacesBeforeAnOpeningQuoteAreDroppedAndSpacesAfterTheClosingOneAreAllowed() throws {
        let records = try CSVReader.records("  \"a, b\" \t,  c ,\"\"\n", file: "t.csv")
        #expect(records == [CSVRecord(line: 1, fields: ["a, b", "  c ", ""])])
    }

    @Test func aTrailingCommaAndAFileWithoutAFinalLineBreakKeepTheirLastField() throws {
        #expect(try CSVReader.records("a,", file: "t.csv") == [CSVRecord(line: 1, fields: ["a", ""])])
        #expect(try CSVReader.records("a,\"b\"", file: "t.csv") == [CSVRecord(line: 1, fields: ["a", "b"])])
        #expect(try CSVReader.records("", file: "t.csv").isEmpty)
    }

    @Test func aLoneQuotedEmptyFieldIsARecordButABlankLineIsNot() throws {
        let records = try CSVReader.records("\"\"\n\n\r\nx\n", file: "t.csv")
        #expect(records == [CSVRecord(line: 1, fields: [""]), CSVRecord(line: 4, fields: ["x"])])
    }

    @Test func textAfterAClosingQuoteNamesItsLineAndColumnAfterEarlierMultiLineFields() {
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "t.csv", line: 4), field: "column 2",
                message: "has text after its closing quote; double quotes inside a quoted field (\"\")")
        ) {
            try CSVReader.records("h1,h2\n\"a\nb\",c\nd,\"e\"f\n", file: "t.csv")
        }
    }

    @Test func anUnclosedQuoteAfterMultiByteTextNamesTheLineItOpenedOn() {
        #expect(
            throws: ImportError(
                location: ImportLocation(file: "t.csv", line: 3), field: "column 3",
                message: "a quoted field starts here but its closing quote is missing")
        ) {
            try CSVReader.records("é,è\r\nà,ù\r\nü,ö,\"never\r\nclosed", file: "t.csv")
        }
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
