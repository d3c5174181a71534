import Foundation

/// One CSV record and the line it starts on (1-based).
struct CSVRecord: Equatable, Sendable {
    var line: Int
    var fields: [String]

    /// Whether every field is empty or spaces (blank lines and rows of bare commas).
    var isBlank: Bool { fields.allSatisfy { ImportText.trimmed($0).isEmpty } }

    /// Field `index` trimmed, or "" when the record is shorter.
    subscript(index: Int) -> String {
        index < fields.count ? ImportText.trimmed(fields[index]) : ""
    }

    /// Rejects fields longer than `CSVReader.maximumFieldLength`, naming the column.
    func checkLengths(file: String, name: (Int) -> String) throws(ImportError) {
        for (index, field) in fields.enumerated() where field.count > CSVReader.maximumFieldLength {
            throw ImportError(
                location: ImportLocation(file: file, line: line), field: name(index),
                message: "is \(field.count) characters long; at most \(CSVReader.maximumFieldLength) fit")
        }
    }
}

/// Reads RFC 4180 CSV: comma-separated, `"` quoting with `""` for a quote, line breaks inside quotes, CRLF or LF.
///
/// Blank lines are dropped. Line breaks inside quoted fields become "\n". A stray quote inside an unquoted field
/// is kept as text; text after a closing quote (other than spaces) is an error.
enum CSVReader {
    static let maximumFieldLength = 2000

    static func records(_ text: String, file: String) throws(ImportError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1
        var recordLine = 1
        var quoteLine: Int?
        var inQuotes = false
        var closedQuote = false
        let scalars = Array(text.unicodeScalars)
        var index = 0

        func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
            closedQuote = false
        }
        func endRecord() {
            endField()
            if fields != [""] || quoteLine != nil {
                records.append(CSVRecord(line: recordLine, fields: fields))
            }
            fields = []
            quoteLine = nil
        }

        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            let isBreak = scalar == "\n" || scalar == "\r"
            if isBreak {
                if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                line += 1
            }
            if inQuotes {
                if scalar == "\"" {
                    if index < scalars.count, scalars[index] == "\"" {
                        field.append("\"")
                        index += 1
                    } else {
                        inQuotes = false
                        closedQuote = true
                    }
                } else {
                    field.append(isBreak ? "\n" : scalar)
                }
                continue
            }
            if scalar == "," {
                endField()
            } else if isBreak {
                endRecord()
                recordLine = line
            } else if closedQuote {
                guard scalar == " " || scalar == "\t" else {
                    throw ImportError(
                        location: ImportLocation(file: file, line: line), field: "column \(fields.count + 1)",
                        message: "has text after its closing quote; double quotes inside a quoted field (\"\")")
                }
            } else if scalar == "\"" && field.allSatisfy({ $0 == " " }) {
                field = String.UnicodeScalarView()
                inQuotes = true
                quoteLine = line
            } else {
                field.append(scalar)
            }
        }
        if inQuotes {
            throw ImportError(
                location: ImportLocation(file: file, line: quoteLine ?? line), field: "column \(fields.count + 1)",
                message: "a quoted field starts here but its closing quote is missing")
        }
        if !field.isEmpty || !fields.isEmpty || quoteLine != nil {
            endRecord()
        }
        return records
    }
}
