/// Why a spreadsheet (.xlsx) cannot be imported, as values: the command line says it in English (`words`), the web
/// admin in its reader's language. A part's path (`xl/workbook.xml`) and the XML reader's reason stay as they are.
public enum SpreadsheetProblem: Equatable, Sendable {
    /// The copy it is unpacked from cannot be written in `folder`.
    case copyFailed(folder: String)
    case damagedZIP
    /// A ZIP archive without `xl/workbook.xml`.
    case notXLSX
    /// A part that cannot be unpacked.
    case partUnreadable(path: String)
    /// A part whose XML is broken, and the XML reader's reason.
    case partBroken(path: String, reason: String)
    /// The first sheet's part, missing.
    case sheetMissing(path: String)
    case noSheet
    /// A part that unpacks to more than `megabytes`.
    case partTooLarge(path: String, megabytes: Int)
    /// A first sheet (`sheet`) with no row among its first `rows` naming Kahoot's columns; `firstRow`, its first row's
    /// number and up to eight of its cells (nil for an empty sheet).
    case notKahoot(sheet: String, rows: Int, firstRow: (row: Int, cells: [String])?)

    public static func == (left: Self, right: Self) -> Bool { left.words == right.words }

    /// The command line's words.
    public var words: String {
        switch self {
        case .copyFailed(let folder): "cannot be unpacked: a copy cannot be written in \(folder) (is the disk full?)"
        case .damagedZIP: "is a damaged ZIP archive (an .xlsx file is one); save the spreadsheet again"
        case .notXLSX:
            "is a ZIP archive but not an .xlsx spreadsheet (it holds no xl/workbook.xml; an .ods or .docx file?): "
                + "TiltQuiz reads Kahoot's quiz template as .xlsx, and other formats as text"
        case .partUnreadable(let path):
            "is a damaged .xlsx file (\(path) cannot be unpacked); save the spreadsheet again"
        case .partBroken(let path, let reason):
            "is a damaged .xlsx file (\(path): \(reason)); save the spreadsheet again"
        case .sheetMissing(let path): "is a damaged .xlsx file (its first sheet, \(path), is missing); save it again"
        case .noSheet: "is an .xlsx workbook without a sheet"
        case .partTooLarge(let path, let megabytes):
            "is an .xlsx file whose \(path) unpacks to more than \(megabytes) MB; split the sheet and import the parts "
                + "one after the other"
        case .notKahoot(let sheet, let rows, let firstRow):
            "is a spreadsheet, but its first sheet (\"\(sheet)\") is not Kahoot's quiz template: no row among its first "
                + "\(rows) names the columns Question, Answer 1, Answer 2 and Correct answer(s)"
                + (firstRow.map { "; its first row (row \($0.row)) holds \(Self.quoted($0.cells))" } ?? " (it is empty)")
                + "; TiltQuiz reads other formats as text: save the sheet as CSV"
        }
    }

    /// `"a", "b"`: cells as the message lists them.
    public static func quoted(_ cells: [String]) -> String { cells.map { "\"\($0)\"" }.joined(separator: ", ") }
}
