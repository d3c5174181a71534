import Foundation
import QuizCore

/// What a file would import, read before anything is written: the batch, and every problem by line and field.
/// The one reading of a file that both the command line's import (`Importer.check(path:)`, through
/// `QuizDatabase.importFiles`) and the web admin's preview use. Row formats (our CSV, Kahoot) report each bad row
/// and leave it out; the other formats stop at their first error.
public struct ImportPreview: Sendable {
    /// The file's format, when it was recognised.
    public var format: ImportFormat?
    /// What would be imported (the rows without problems); nil when the file cannot be read at all.
    public var batch: ImportBatch?
    /// Rows left out or refused, and notes: each names its line (or JSON path) and field, refusals first.
    public var problems: [ImportProblem]

    /// Whether the import can go ahead: something to write and no row refused.
    public var canCommit: Bool {
        guard let batch, !(batch.questions.isEmpty && batch.events.isEmpty) else { return false }
        return !problems.contains { $0.refusesRow }
    }

    /// The problems that refuse a row (or the whole file): any one of them stops the import.
    public var refusals: [ImportProblem] { problems.filter(\.refusesRow) }

    /// The first `limit` of `list` and how many more there are: how the command line and the web preview cap a
    /// long list ("… and 12 more problems").
    public static func capped(_ list: [ImportProblem], limit: Int) -> (shown: [ImportProblem], more: Int) {
        (Array(list.prefix(limit)), max(0, list.count - limit))
    }

    /// "… and 12 more problems": the line that ends a capped list.
    public static func moreLine(_ more: Int) -> String {
        "… and \(more) more problem\(more == 1 ? "" : "s")"
    }

    /// Why the import refuses the file, naming every problem (capped at `limit` lines), or nil when it refuses
    /// nothing. One problem is one line, as `ImportError` says it; several are a line naming the file and how
    /// many, then one indented line each:
    ///
    ///     q.csv: 3 problems; nothing was imported:
    ///       q.csv:3: field "correct": must not be empty
    public func refusal(file: String, limit: Int = 10) -> String? {
        let refused = refusals
        guard let first = refused.first else { return nil }
        if refused.count == 1 { return first.description }
        let (shown, more) = Self.capped(refused, limit: limit)
        var lines = ["\(file): \(refused.count) problems; nothing was imported:"] + shown.map { "  \($0)" }
        if more > 0 { lines.append("  " + Self.moreLine(more)) }
        return lines.joined(separator: "\n")
    }
}

/// One problem of a previewed file.
public struct ImportProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file and line (or JSON path) of the problem.
    public var location: ImportLocation
    /// `line 12`, `row 12` (a spreadsheet's), `$[3].answer`, or "" for the whole file.
    public var place: String
    public var field: String
    /// Why, in English.
    public var message: String
    /// Why a row is refused, as a value: the web admin words it in its reader's language (nil: only `message`).
    public var rowProblem: ImportRowProblem?
    /// Why the whole file is refused, as a value, where the importer gives one.
    public var fileProblem: ImportFileProblem?
    /// A note as a value, where the importer gives one.
    public var note: ImportNote?
    /// The column at fault by its place (1-based) where the file gives it no name (`field` is `column 2`).
    public var column: Int?
    /// A row the import refuses (an error); false for a note or a skipped item the import leaves out anyway.
    public var refusesRow: Bool

    init(
        _ location: ImportLocation, field: String?, message: String, refusesRow: Bool,
        rowProblem: ImportRowProblem? = nil, fileProblem: ImportFileProblem? = nil, note: ImportNote? = nil
    ) {
        self.note = note
        self.location = location
        self.rowProblem = rowProblem
        self.fileProblem = fileProblem
        place = location.place
        self.field = field ?? ""
        self.message = message
        self.refusesRow = refusesRow
    }

    init(_ error: ImportError) {
        self.init(
            error.location, field: error.field, message: error.message, refusesRow: true, rowProblem: error.rowProblem,
            fileProblem: error.fileProblem)
        column = error.column
    }

    init(_ warning: ImportWarning) {
        self.init(
            warning.location, field: warning.field, message: warning.message, refusesRow: false, note: warning.note)
    }

    /// As `ImportError` says it: `q.csv:12: field "wrong2": must not be empty`.
    public var description: String {
        ImportError(location: location, field: field.isEmpty ? nil : field, message: message, rowProblem: rowProblem)
            .description
    }
}

extension Importer {
    /// Reads `data` for the web admin's preview, as `check` does; `file` names it (its folder, if any, is where a
    /// bsdgames index's files are looked for). `topic` is for the formats that name none (Kahoot, GIFT) and
    /// ignored for the others (the form's topic field is there for every upload).
    public static func preview(
        _ data: Data, file: String, format: ImportFormat?, topic: String? = nil
    ) -> ImportPreview {
        let name = PathText.name(of: file)
        let takesTopic = (format ?? ImportFormat.detect(data: data, fileName: name))?.ownTopics == nil
        return check(
            data, file: name, directory: PathText.folder(of: file), format: format, topic: takesTopic ? topic : nil)
    }

    /// Reads the file at `path` as `read(path:format:topic:)` does, collecting every problem instead of
    /// stopping at the first where the format allows it (our CSV, Kahoot): the command line's import.
    public static func check(path: String, format: ImportFormat?, topic: String? = nil) -> ImportPreview {
        let name = PathText.name(of: path)
        guard let data = contents(of: path) else {
            let error = ImportError(location: ImportLocation(file: name), .unreadable)
            return ImportPreview(format: format, batch: nil, problems: [ImportProblem(error)])
        }
        return check(data, file: name, directory: PathText.folder(of: path), format: format, topic: topic)
    }

    /// Parses `data`, telling each bad row to the problem list and leaving it out; an error of the whole file
    /// (no format, a bad header) is the list's one refusal.
    static func check(
        _ data: Data, file: String, directory: String, format: ImportFormat?, topic: String?,
        read: (String) -> Data? = { FileManager.default.contents(atPath: $0) }
    ) -> ImportPreview {
        var problems: [ImportProblem] = []
        do throws(ImportError) {
            let batch = try parse(
                data, file: file, directory: directory, format: format, topic: topic, read: read
            ) { error in
                problems.append(ImportProblem(error))
            }
            problems += batch.warnings.map(ImportProblem.init)
            return ImportPreview(format: batch.format, batch: batch, problems: problems)
        } catch {
            problems.append(ImportProblem(error))
            return ImportPreview(
                format: format ?? ImportFormat.detect(data: data, fileName: file), batch: nil, problems: problems)
        }
    }
}
