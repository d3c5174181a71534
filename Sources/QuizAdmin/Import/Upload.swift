import Foundation
import Hummingbird
import QuizCore
import QuizText

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

    /// Streams `request`'s body to `path`; the bytes written. A refusal is worded in `words`' language.
    static func receive(_ request: Request, to path: String, words: Catalog) async throws -> Int {
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit + framing {
            throw tooLarge(declared, words)
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw UploadRefusal(status: .internalServerError, message: words["web.upload_not_stored"])
        }
        defer { try? handle.close() }
        var total = 0
        for try await buffer in request.body {
            total += buffer.readableBytes
            if total > limit + framing { throw tooLarge(nil, words) }
            try handle.write(contentsOf: Data(buffer.readableBytesView))
        }
        return total
    }

    static func tooLarge(_ size: Int?, _ words: Catalog) -> UploadRefusal {
        UploadRefusal(
            status: .contentTooLarge,
            message: size.map {
                words.text("web.upload_too_large_size", ["size": megabytes($0), "limit": megabytes(limit)])
            }
                ?? words.text("web.upload_too_large", ["limit": megabytes(limit)]))
    }

    /// "20 MB" for a whole number of megabytes, else "50.3 MB" (a size just over the limit is "20.0 MB").
    static func megabytes(_ bytes: Int) -> String {
        if bytes.isMultiple(of: 1_048_576) { return "\(bytes / 1_048_576) MB" }
        return String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }

    /// Why `bytes` are not a file the importer reads, naming what they look like; nil for text, and for a ZIP
    /// archive (an .xlsx spreadsheet is one: the importer says whether it is Kahoot's template).
    static func binaryReason(_ bytes: ArraySlice<UInt8>, fileName: String, words: Catalog) -> String? {
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return nil }
        let signatures: [([UInt8], String)] = [
            ([0x25, 0x50, 0x44, 0x46], "web.binary_pdf"), ([0x89, 0x50, 0x4E, 0x47], "web.binary_png"),
            ([0xFF, 0xD8, 0xFF], "web.binary_jpeg"), ([0x1F, 0x8B], "web.binary_gzip"),
            ([0xD0, 0xCF, 0x11, 0xE0], "web.binary_old_office"), (Array("SQLite format 3".utf8), "web.binary_sqlite"),
            ([0x7F, 0x45, 0x4C, 0x46], "web.binary_program"),
        ]
        for (signature, what) in signatures where bytes.starts(with: signature) {
            return words.text("web.binary_file_kind", ["file": fileName, "what": words[what]])
        }
        // UTF-16 files start with a byte-order mark and hold NULs: the importer decodes them.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
        if let index = bytes.firstIndex(of: 0) {
            return words.text(
                "web.binary_file_nul", ["file": fileName, "byte": words.number(index - bytes.startIndex + 1)])
        }
        // Text has tabs and line ends, not other control bytes: more than 1 % of the first 64 KB is not text.
        let head = bytes.prefix(65_536)
        let controls = head.count { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) }
        if controls * 100 > head.count {
            return words.plural(
                "web.binary_file_controls", count: controls, ["file": fileName, "first": words.number(head.count)])
        }
        return nil
    }
}
