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

    /// Rejects fields longer than `CSVReader.maximumFieldLength`, naming the column (`name`, nil for a column the
    /// file gives no name: then by its place, `column 9`) and the row, for a spreadsheet's record (`isSheetRow`).
    func checkLengths(file: String, isSheetRow: Bool = false, name: (Int) -> String?) throws(ImportError) {
        // A field has at most as many characters as UTF-8 bytes: only a long one is counted.
        for (index, field) in fields.enumerated()
        where field.utf8.count > CSVReader.maximumFieldLength && field.count > CSVReader.maximumFieldLength {
            let error = ImportError(
                location: isSheetRow ? ImportLocation(file: file, row: line) : ImportLocation(file: file, line: line),
                field: name(index), .tooLong(characters: field.count, limit: CSVReader.maximumFieldLength))
            throw error.field == nil ? error.atColumn(index + 1) : error
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
        var text = text
        var result: Result<[CSVRecord], ImportError> = .success([])
        text.withUTF8 { bytes in
            var scanner = CSVByteScanner(bytes: bytes, file: file)
            result = Result { () throws(ImportError) in try scanner.scan() }
        }
        return try result.get()
    }
}
