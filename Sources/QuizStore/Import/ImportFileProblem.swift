/// Why the import refuses a whole file (not one of its rows), as values: the web admin's preview words it in its
/// reader's language (`ImportFileWords`, the `web.import_file_*` keys), the command line in English (`words`,
/// which is the `ImportError`'s message). Where (the line) and the field (a header's column) are the error's.
public enum ImportFileProblem: Equatable, Sendable {
    /// A path that is no file, or a file that cannot be read.
    case unreadable
    /// Nothing but spaces and line breaks.
    case blank
    /// UTF-16 text (a byte order mark says so).
    case utf16
    /// The first byte that is not UTF-8, and its column on its line (1-based).
    case notUTF8(byte: UInt8, column: Int)
    /// In no format TiltQuiz reads: what its first line holds.
    case unknownFormat(UnknownFormatFinding)
    /// A spreadsheet (a ZIP archive) read as `format`, which is not Kahoot's.
    case spreadsheetNotFormat(ImportFormat)
    /// Our CSV without a header row.
    case noHeader
    /// A header's column without a name.
    case unnamedColumn
    /// A header that is one column name with semicolons or tabs in it.
    case separatorInColumnName(CellSeparator)
    /// A header's name that is not one of `columns` (our CSV's, as the message lists them).
    case notAColumnName(columns: [String])
    /// A header that names a column twice.
    case columnTwice
    /// A required column missing from the header.
    case columnMissing
    /// A quoted CSV field whose closing quote is missing.
    case unclosedQuote
    /// Text after a quoted CSV field's closing quote.
    case textAfterQuote
    /// Not valid JSON; `reason` is the parser's, in English.
    case notJSON(reason: String)
    /// A spreadsheet, or one of its parts, that cannot be read (`SpreadsheetProblem`).
    case spreadsheet(SpreadsheetProblem)
    /// A GIFT answer list opened with `{` and never closed.
    case giftBraceNotClosed
    /// An "On this day" feed that says no day, its file name none either.
    case feedWithoutDay
    /// An item of a JSON document, or one of its fields, that cannot be read (`ImportItemProblem`); the JSON path
    /// is the error's.
    case item(ImportItemProblem)
    /// A bsdgames index line that is not `datafile:category1:category2...`.
    case bsdIndexLine
    /// A bsdgames index line naming a data file (`path`) that cannot be read, nor `name` next to the index.
    case bsdDataFile(path: String, name: String)
    /// A bsdgames line that nests `{ }` and `[ ]` groups deeper than `limit`.
    case bsdTooDeep(limit: Int)
    /// A GIFT file whose every question is under a `$CATEGORY` line, imported with a topic given.
    case topicInCategories
    /// A Kahoot sheet whose title row names its topic (`title`), imported with a topic given.
    case topicInTitle(String)

    /// Why, in English (after the file, line and field): the command line's words.
    public var words: String {
        switch self {
        case .unreadable: "cannot be read; check the path"
        case .blank: "is empty"
        case .utf16: "is UTF-16 text; save it as UTF-8"
        case .notUTF8(let byte, let column):
            "is not valid UTF-8 (byte 0x\(Self.hex(byte)) at column \(column)); save the file as UTF-8"
        case .unknownFormat(let finding): finding.words
        case .spreadsheetNotFormat(let format):
            "is a spreadsheet (a ZIP archive), not \(format.title); TiltQuiz reads Kahoot's quiz template from an "
                + ".xlsx file, and other formats as text: save the sheet as CSV"
        case .noHeader: "is empty; the first row must name the columns"
        case .unnamedColumn: "has no name in the header row"
        case .separatorInColumnName(let separator):
            "is one column name with \(separator.words) in it: our CSV separates its cells with commas; save it as "
                + "CSV with \",\" as the field delimiter"
        case .notAColumnName(let columns): "is not a column name; use \(columns.joined(separator: ", "))"
        case .columnTwice: "appears twice"
        case .columnMissing: "is missing from the header row"
        case .unclosedQuote: "a quoted field starts here but its closing quote is missing"
        case .textAfterQuote: "has text after its closing quote; double quotes inside a quoted field (\"\")"
        case .notJSON(let reason): "is not valid JSON: \(reason)"
        case .spreadsheet(let problem): problem.words
        case .giftBraceNotClosed: "the answer list opened with { is never closed with }"
        case .feedWithoutDay:
            "the feed does not say its day; put it in the file name as MM-DD, e.g. onthisday-07-20.json"
        case .item(let problem): problem.words
        case .bsdIndexLine: "must read datafile:category1:category2..., e.g. capitals:country:capital"
        case .bsdDataFile(let path, let name):
            "names \(path), which cannot be read (also looked for \(name) next to the index)"
        case .bsdTooDeep(let limit): "nests { } and [ ] groups more than \(limit) deep; is the file broken?"
        case .topicInCategories:
            "puts every question under a $CATEGORY line, which names its topic, so --topic would name none; leave "
                + "out --topic or remove the $CATEGORY lines"
        case .topicInTitle(let title):
            "names its topic \"\(title)\" in its title row, so --topic would name none; leave out --topic or change "
                + "the title"
        }
    }

    /// A byte as the message writes it: `C3`, `A`.
    public static func hex(_ byte: UInt8) -> String { String(byte, radix: 16, uppercase: true) }
}

/// What separates the cells of a CSV-like line.
public enum CellSeparator: Character, CaseIterable, Sendable {
    case comma = ","
    case semicolon = ";"
    case tab = "\t"
    case bar = "|"

    /// In the command line's words: "semicolons (;)".
    public var words: String {
        switch self {
        case .comma: "commas"
        case .semicolon: "semicolons (;)"
        case .tab: "tabs"
        case .bar: "bars (|)"
        }
    }
}

extension ImportError {
    /// A file refused for `problem`, its message the problem's English words.
    init(location: ImportLocation, field: String? = nil, _ problem: ImportFileProblem) {
        self.init(location: location, field: field, message: problem.words, fileProblem: problem)
    }
}
