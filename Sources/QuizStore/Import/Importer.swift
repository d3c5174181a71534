import Foundation
import QuizCore

/// Reads question and event files in any supported format into an `ImportBatch`, all or nothing.
public enum Importer {
    /// Parses a file in `format` (detected when nil). For bsdgames `quiz`, `path` is the `index` file and its
    /// category files are read from the paths the index names, resolved relative to the index's folder (an
    /// absolute path that does not exist is looked for by its file name in that folder).
    ///
    /// `topic` (`import --topic`) is the topic of the questions the file puts in none: every Kahoot question,
    /// and GIFT questions before any `$CATEGORY` line. A format with its own topics refuses it, and so does a
    /// file whose questions all have one (a Kahoot title row, GIFT categories): it would name no question's topic.
    public static func read(
        path: String, format: ImportFormat?, topic: String? = nil
    ) throws(ImportError)
        -> ImportBatch
    {
        let name = PathText.name(of: path)
        guard let data = contents(of: path) else {
            throw ImportError(location: ImportLocation(file: name), .unreadable)
        }
        return try parse(
            data, file: name, directory: PathText.folder(of: path), format: format, topic: topic)
    }

    /// The bytes of the file at `path`; nil for a folder or a file that cannot be read.
    static func contents(of path: String) -> Data? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            return nil
        }
        return FileManager.default.contents(atPath: path)
    }

    /// Parses file contents; `file` names it in messages (a path's folder is where a bsdgames index's data
    /// files are looked for). `topic` as for `read`.
    public static func parse(
        _ data: Data, file: String, format: ImportFormat?, topic: String? = nil
    ) throws(ImportError) -> ImportBatch {
        let name = PathText.name(of: file)
        return try parse(
            data, file: name, directory: PathText.folder(of: file), format: format, topic: topic)
    }

    /// Parses with an explicit folder and file reader (tests pass their own). With `problems` (`check`), a bad row
    /// of a row format (our CSV, Kahoot) is told to it and left out, so one pass finds every one; without, the
    /// first problem throws.
    static func parse(
        _ data: Data, file: String, directory: String, format: ImportFormat?, topic: String? = nil,
        read: (String) -> Data? = { FileManager.default.contents(atPath: $0) },
        problems: ((ImportError) -> Void)? = nil
    ) throws(ImportError) -> ImportBatch {
        let location = ImportLocation(file: file)
        var reported = false
        let report = problems.map { tell in
            { (error: ImportError) in
                reported = true
                tell(error)
            }
        }
        if XLSXSheet.isZIP(data) {
            var batch = try parseSpreadsheet(data, file: file, format: format, topic: topic, problems: report)
            if batch.questions.isEmpty, !reported {
                batch.warnings.append(ImportWarning(location: location, .nothingToImport))
            }
            return batch
        }
        let content = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard content.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw ImportError(location: location, .blank)
        }
        guard let format = format ?? ImportFormat.detect(data: data, fileName: file) else {
            // A file that is not UTF-8 says so first, naming the line and byte.
            let text = try ImportText.decode(data, file: file)
            throw ImportError(location: location, .unknownFormat(UnknownFormat.finding(text)))
        }
        if topic != nil, let own = format.ownTopics {
            throw ImportError(
                location: location,
                message: "is \(format.title), which takes no --topic: \(own) (--topic is for "
                    + ImportFormat.takingTopic.map(\.title).joined(separator: " and ") + " files)")
        }
        let text = try ImportText.decode(data, file: file)
        var batch: ImportBatch
        switch format {
        case .csv: batch = try OurCSVFormat.parse(text, file: file, problems: report)
        case .iquiz: batch = try IQuizFormat.parse(text, file: file)
        case .opentdb: batch = try OpenTDBFormat.parse(text, file: file)
        case .onthisday: batch = try OnThisDayFormat.parse(text, file: file)
        case .kahoot: batch = try KahootFormat.parse(text, file: file, topic: topic, problems: report)
        case .gift: batch = try GIFTFormat.parse(text, file: file, topic: topic)
        case .bsdquiz:
            let folder = directory.isEmpty ? FileManager.default.currentDirectoryPath : directory
            batch = try BSDQuizFormat.parse(index: text, file: file, directory: folder, read: read)
        }
        if batch.questions.isEmpty && batch.events.isEmpty && !reported {
            batch.warnings.append(ImportWarning(location: location, .nothingToImport))
        }
        return batch
    }

    /// A spreadsheet (.xlsx): Kahoot's quiz template, read from its first sheet; any other format is read as text.
    private static func parseSpreadsheet(
        _ data: Data, file: String, format: ImportFormat?, topic: String?, problems: ((ImportError) -> Void)?
    ) throws(ImportError) -> ImportBatch {
        if let format, format != .kahoot {
            throw ImportError(location: ImportLocation(file: file), .spreadsheetNotFormat(format))
        }
        let sheet = try XLSXSheet.read(data, file: file)
        return try KahootFormat.parse(sheet: sheet, file: file, topic: topic, problems: problems)
    }
}
