import Foundation

/// What a file would import, read before anything is written (the web admin's preview): the batch, and every
/// problem by line and field. Our CSV reports each bad row and leaves it out; the other formats stop at their
/// first error, as `Importer.parse` does.
public struct ImportPreview: Sendable {
    /// The file's format, when it was recognised.
    public var format: ImportFormat?
    /// What would be imported (the rows without problems); nil when the file cannot be read at all.
    public var batch: ImportBatch?
    /// Rows left out or refused, and notes: each names its line (or JSON path) and field.
    public var problems: [ImportProblem]

    /// Whether the import can go ahead: something to write and no row refused.
    public var canCommit: Bool {
        guard let batch, !(batch.questions.isEmpty && batch.events.isEmpty) else { return false }
        return !problems.contains { $0.refusesRow }
    }
}

/// One problem of a previewed file.
public struct ImportProblem: Equatable, Sendable {
    /// `line 12`, `$[3].answer`, or "" for the whole file.
    public var place: String
    public var field: String
    public var message: String
    /// A row the import refuses (an error); false for a note or a skipped item the import leaves out anyway.
    public var refusesRow: Bool

    init(_ location: ImportLocation, field: String?, message: String, refusesRow: Bool) {
        var places: [String] = []
        if let line = location.line { places.append("line \(line)") }
        if let path = location.jsonPath { places.append(path) }
        place = places.joined(separator: ", ")
        self.field = field ?? ""
        self.message = message
        self.refusesRow = refusesRow
    }
}

extension Importer {
    /// Reads `data` as `Importer.parse` does (format detected when nil), collecting problems instead of stopping
    /// at the first one where the format allows it (our CSV). `topic` is for the formats that name none (Kahoot,
    /// GIFT) and ignored for the others.
    public static func preview(
        _ data: Data, file: String, format: ImportFormat?, topic: String? = nil
    ) -> ImportPreview {
        let detected = format ?? ImportFormat.detect(data: data, fileName: file)
        var problems: [ImportProblem] = []
        do throws(ImportError) {
            var batch: ImportBatch
            if detected == .csv {
                let text = try ImportText.decode(data, file: file)
                batch = try OurCSVFormat.parse(text, file: file) { error in
                    problems.append(
                        ImportProblem(error.location, field: error.field, message: error.message, refusesRow: true))
                }
                if batch.questions.isEmpty, problems.isEmpty {
                    batch.warnings.append(
                        ImportWarning(location: ImportLocation(file: file), message: "holds nothing to import"))
                }
            } else {
                batch = try parse(data, file: file, format: detected, topic: detected?.ownTopics == nil ? topic : nil)
            }
            problems += batch.warnings.map {
                ImportProblem($0.location, field: $0.field, message: $0.message, refusesRow: false)
            }
            return ImportPreview(format: batch.format, batch: batch, problems: problems)
        } catch {
            problems.append(ImportProblem(error.location, field: error.field, message: error.message, refusesRow: true))
            return ImportPreview(format: detected, batch: nil, problems: problems)
        }
    }
}
