import Foundation
import Hummingbird
import QuizCore

/// An upload refused, in words for the page that says so.
struct UploadRefusal: Error {
    var status: HTTPResponse.Status
    var message: String
}

/// Receiving the import's upload: the body streams to a temporary file, counted as it comes, and stops at the
/// limit (a declared Content-Length over it is refused before a byte is read), so a 50 MB upload never sits in
/// memory. The file's bytes are then checked to be text, or a ZIP archive (an .xlsx spreadsheet).
enum Upload {
    /// The largest file an import takes.
    static let limit = 20 * 1024 * 1024
    /// Room for the form's other fields and the multipart framing.
    static let framing = 64 * 1024

    /// Streams `request`'s body to `path`; the bytes written.
    static func receive(_ request: Request, to path: String) async throws -> Int {
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit + framing {
            throw tooLarge(declared)
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw UploadRefusal(status: .internalServerError, message: "The upload cannot be stored on the server.")
        }
        defer { try? handle.close() }
        var total = 0
        for try await buffer in request.body {
            total += buffer.readableBytes
            if total > limit + framing { throw tooLarge(nil) }
            try handle.write(contentsOf: Data(buffer.readableBytesView))
        }
        return total
    }

    static func tooLarge(_ size: Int?) -> UploadRefusal {
        let sizeText = size.map { " (\(megabytes($0)))" } ?? ""
        return UploadRefusal(
            status: .contentTooLarge,
            message: "The upload\(sizeText) is too large: an import takes files of up to \(megabytes(limit)). "
                + "Split the file and import the parts one after the other.")
    }

    /// "20 MB" for a whole number of megabytes, else "50.3 MB" (a size just over the limit is "20.0 MB").
    static func megabytes(_ bytes: Int) -> String {
        if bytes.isMultiple(of: 1_048_576) { return "\(bytes / 1_048_576) MB" }
        return String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }

    /// Why `bytes` are not a file the importer reads, naming what they look like; nil for text, and for a ZIP
    /// archive (an .xlsx spreadsheet is one: the importer says whether it is Kahoot's template).
    static func binaryReason(_ bytes: ArraySlice<UInt8>, fileName: String) -> String? {
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return nil }
        let signatures: [([UInt8], String)] = [
            ([0x25, 0x50, 0x44, 0x46], "a PDF document"), ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
            ([0xFF, 0xD8, 0xFF], "a JPEG image"), ([0x1F, 0x8B], "a gzip archive"),
            ([0xD0, 0xCF, 0x11, 0xE0], "an old Office document (.xls or .doc: save it as .xlsx or CSV first)"),
            (Array("SQLite format 3".utf8), "an SQLite database"), ([0x7F, 0x45, 0x4C, 0x46], "a program (ELF)"),
        ]
        for (signature, what) in signatures where bytes.starts(with: signature) {
            return "\(fileName) is a binary file, \(what); the import reads text files and .xlsx spreadsheets only"
        }
        // UTF-16 files start with a byte-order mark and hold NULs: the importer decodes them.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
        let kinds = "the import reads our CSV, a JSON file, Kahoot's template (.xlsx or CSV) or GIFT"
        if let index = bytes.firstIndex(of: 0) {
            return
                "\(fileName) is a binary file (it holds a NUL byte at byte \(index - bytes.startIndex + 1)); \(kinds)"
        }
        // Text has tabs and line ends, not other control bytes: more than 1 % of the first 64 KB is not text.
        let head = bytes.prefix(65_536)
        let controls = head.count { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) }
        if controls * 100 > head.count {
            let counted = Counted.text(controls, "control byte")
            return "\(fileName) is a binary file (\(counted) in its first \(head.count)); \(kinds)"
        }
        return nil
    }
}
