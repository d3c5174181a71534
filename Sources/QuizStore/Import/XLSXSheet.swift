import Foundation
import QuizCore
import ZIPFoundation

/// The first sheet of an .xlsx workbook (Office Open XML, as Excel, LibreOffice, Google Sheets and openpyxl save
/// it) as rows of text cells, each with the row number the spreadsheet shows: what the Kahoot importer reads.
///
/// The workbook is a ZIP archive (read with ZIPFoundation, from a temporary copy): `xl/workbook.xml` names the
/// sheets, `xl/_rels/workbook.xml.rels` where each is, `xl/sharedStrings.xml` the text most cells point to. A cell is
/// shared text (`t="s"`), inline text (`inlineStr`), a formula's text (`str`), a boolean, an error (`#N/A`) or a
/// number: a whole number is written without decimals (`1`, not `1.0`), others as stored. Styles, formulas and
/// dates' formats are not read. Each part is read up to `partLimit` bytes (a ZIP that unpacks to gigabytes is
/// refused), and cells right of column `columnLimit` are left out.
struct XLSXSheet {
    /// The sheet's name, as its tab shows it.
    var name: String
    /// Its rows that hold a cell, in order; `line` is the row's number, `fields` its cells from column A.
    var rows: [CSVRecord]

    /// The most any part of the workbook may unpack to.
    static let partLimit = 64 * 1024 * 1024
    /// Cells right of this column (AX) are not read: the template has eight.
    static let columnLimit = 50

    /// Whether `data` is a ZIP archive (an .xlsx file is one).
    static func isZIP(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    /// Reads the first sheet of the workbook `data`; `file` names it in errors.
    static func read(_ data: Data, file: String) throws(ImportError) -> XLSXSheet {
        func failure(_ problem: SpreadsheetProblem) -> ImportError {
            ImportError(location: ImportLocation(file: file), .spreadsheet(problem))
        }
        // From a file of its own: ZIPFoundation's in-memory archive traps on a damaged one (a seek past the end
        // reads a negative count), its file-backed one reads nothing there and throws.
        let name = "tiltquiz-import-\(UUID().uuidString).xlsx"
        let copy = URL(fileURLWithPath: PathText.join(NSTemporaryDirectory(), name))
        defer { try? FileManager.default.removeItem(at: copy) }
        do {
            try data.write(to: copy)
        } catch {
            throw failure(.copyFailed(folder: NSTemporaryDirectory()))
        }
        let archive: Archive
        do {
            archive = try Archive(url: copy, accessMode: .read)
        } catch {
            throw failure(.damagedZIP)
        }
        guard let workbookEntry = archive["xl/workbook.xml"] else {
            throw failure(.notXLSX)
        }
        func part(_ entry: Entry) throws(ImportError) -> [UInt8] {
            do {
                return try unpack(entry, from: archive)
            } catch let problem as PartProblem {
                throw failure(problem.problem)
            } catch {
                throw failure(.partUnreadable(path: entry.path))
            }
        }
        func xml(_ path: String, _ body: (XMLScanner.Event) throws(XMLScanner.Problem) -> Void) throws(ImportError) {
            guard let entry = archive[path] else { return }
            let bytes = try part(entry)
            do throws(XMLScanner.Problem) {
                try XMLScanner.scan(bytes, body)
            } catch {
                throw failure(.partBroken(path: path, reason: error.message))
            }
        }
        let (sheetName, relationID) = try firstSheet(try part(workbookEntry), failure: failure)
        var targets: [String: String] = [:]
        var sharedStringsPath = "xl/sharedStrings.xml"
        try xml("xl/_rels/workbook.xml.rels") { event throws(XMLScanner.Problem) in
            guard case .start("Relationship", let attributes) = event, let id = attributes["Id"],
                let target = attributes["Target"]
            else { return }
            let path = target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
            targets[id] = path
            if attributes["Type"]?.hasSuffix("/sharedStrings") == true { sharedStringsPath = path }
        }
        let sheetPath = relationID.flatMap { targets[$0] } ?? "xl/worksheets/sheet1.xml"
        guard archive[sheetPath] != nil else {
            throw failure(.sheetMissing(path: sheetPath))
        }
        var shared = SharedStrings()
        try xml(sharedStringsPath) { event throws(XMLScanner.Problem) in shared.take(event) }
        var cells = SheetCells(shared: shared.strings)
        try xml(sheetPath) { event throws(XMLScanner.Problem) in try cells.take(event) }
        return XLSXSheet(name: sheetName, rows: cells.rows)
    }

    /// The name and relationship id of the workbook's first sheet.
    private static func firstSheet(
        _ workbook: [UInt8], failure: (SpreadsheetProblem) -> ImportError
    ) throws(ImportError) -> (name: String, relationID: String?) {
        var first: (String, String?)?
        do throws(XMLScanner.Problem) {
            try XMLScanner.scan(workbook) { event throws(XMLScanner.Problem) in
                if first == nil, case .start("sheet", let attributes) = event {
                    first = (attributes["name"] ?? "Sheet1", attributes["id"])
                }
            }
        } catch {
            throw failure(.partBroken(path: "xl/workbook.xml", reason: error.message))
        }
        guard let first else { throw failure(.noSheet) }
        return first
    }

    private struct PartProblem: Error {
        var problem: SpreadsheetProblem
    }

    /// The bytes of `entry`, refused past `partLimit` (checked as they come, not only as declared).
    private static func unpack(_ entry: Entry, from archive: Archive) throws -> [UInt8] {
        let tooLarge = PartProblem(problem: .partTooLarge(path: entry.path, megabytes: partLimit / 1_048_576))
        guard entry.uncompressedSize <= UInt64(partLimit) else { throw tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(entry.uncompressedSize))
        _ = try archive.extract(entry) { chunk in
            guard bytes.count + chunk.count <= partLimit else { throw tooLarge }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }
}

/// `xl/sharedStrings.xml`: each `<si>`'s text, the runs of rich text joined, phonetic guides (`<rPh>`) left out.
private struct SharedStrings {
    var strings: [String] = []
    private var current: String?
    private var inText = false
    private var inPhonetic = false

    mutating func take(_ event: XMLScanner.Event) {
        switch event {
        case .start("si", _): current = ""
        case .end("si"):
            strings.append(XLSXText.unescaped(current ?? ""))
            current = nil
        case .start("rPh", _): inPhonetic = true
        case .end("rPh"): inPhonetic = false
        case .start("t", _): inText = true
        case .end("t"): inText = false
        case .text(let text) where inText && !inPhonetic: current? += text
        default: break
        }
    }
}

/// A sheet's `<row>`s and `<c>`ells, in order, as text.
private struct SheetCells {
    let shared: [String]
    var rows: [CSVRecord] = []
    private var row: CSVRecord?
    private var lastRow = 0
    private var column = -1
    private var type = ""
    private var reference = ""
    private var value: String?
    private var inline: String?
    private var inValue = false
    private var inText = false
    private var inPhonetic = false

    init(shared: [String]) {
        self.shared = shared
    }

    mutating func take(_ event: XMLScanner.Event) throws(XMLScanner.Problem) {
        switch event {
        case .start("row", let attributes):
            let number = attributes["r"].flatMap { Int($0) } ?? lastRow + 1
            lastRow = number
            row = CSVRecord(line: number, fields: [])
            column = -1
        case .end("row"):
            if let row, !row.fields.isEmpty { rows.append(row) }
            row = nil
        case .start("c", let attributes):
            reference = attributes["r"] ?? ""
            column = XLSXText.column(of: reference) ?? column + 1
            type = attributes["t"] ?? "n"
            value = nil
            inline = nil
        case .end("c"):
            try store()
        case .start("v", _): (inValue, value) = (true, "")
        case .end("v"): inValue = false
        case .start("is", _): inline = ""
        case .start("rPh", _): inPhonetic = true
        case .end("rPh"): inPhonetic = false
        case .start("t", _): inText = true
        case .end("t"): inText = false
        case .text(let text):
            if inValue {
                value? += text
            } else if inText, !inPhonetic, inline != nil {
                inline? += text
            }
        default: break
        }
    }

    /// Puts the cell just read into its row, as text.
    private mutating func store() throws(XMLScanner.Problem) {
        guard var current = row, column >= 0, column < XLSXSheet.columnLimit else { return }
        let raw = value ?? ""
        let text: String
        switch type {
        case "s":
            guard let index = Int(raw.trimmingCharacters(in: .whitespaces)), shared.indices.contains(index) else {
                throw XMLScanner.Problem(message: "cell \(reference) names shared text \(raw), which is not there")
            }
            text = shared[index]
        case "inlineStr": text = XLSXText.unescaped(inline ?? "")
        case "str", "e", "d": text = XLSXText.unescaped(raw)
        case "b": text = raw == "1" ? "TRUE" : raw == "0" ? "FALSE" : raw
        default: text = XLSXText.number(raw)
        }
        guard !text.isEmpty else { return }
        if current.fields.count <= column {
            current.fields += Array(repeating: "", count: column + 1 - current.fields.count)
        }
        current.fields[column] = text
        row = current
    }
}

/// Cell references and values as SpreadsheetML writes them.
enum XLSXText {
    /// The column (0 for A) of a reference such as `B12`; nil when it has no letters.
    static func column(of reference: String) -> Int? {
        var number = 0
        var letters = 0
        for scalar in reference.unicodeScalars {
            guard (65...90).contains(scalar.value) else { break }
            number = number * 26 + Int(scalar.value - 64)
            letters += 1
            if letters > 3 { return nil }
        }
        return letters == 0 ? nil : number - 1
    }

    /// A number cell as text: `1` for `1` or `1.0`, `2.5` as stored.
    static func number(_ stored: String) -> String {
        let trimmed = stored.trimmingCharacters(in: .whitespaces)
        if let value = Double(trimmed), value.rounded() == value, abs(value) < 1e15 {
            return String(Int64(value))
        }
        return trimmed
    }

    /// Text with SpreadsheetML's `_xHHHH_` escapes (a carriage return is `_x000D_`) decoded.
    static func unescaped(_ text: String) -> String {
        guard text.contains("_x") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "_x") {
            result += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            let hex = after.prefix(4)
            if hex.count == 4, after.dropFirst(4).first == "_", let code = UInt32(hex, radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                result.unicodeScalars.append(scalar)
                rest = after.dropFirst(5)
            } else {
                result += "_x"
                rest = after
            }
        }
        return result + rest
    }
}
