import Crypto
import Foundation
import QuizCore

/// The image formats a cached thumbnail may be: what the game's SDL_image reads, known by their first bytes.
public enum EventImageKind: String, Sendable, CaseIterable {
    case jpeg, png, webp

    /// The kind the bytes are, from their signature; nil for anything else (GIF, SVG, HTML...).
    public init?(bytes data: Data) {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.count == 12, head[0..<4].elementsEqual(Array("RIFF".utf8)),
            head[8..<12].elementsEqual(Array("WEBP".utf8))
        {
            self = .webp
        } else {
            return nil
        }
    }

    /// The kind a Content-Type names (`image/png; charset=...` too); nil for any other type.
    public init?(contentType: String) {
        let type = contentType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        switch type {
        case "image/jpeg", "image/jpg", "image/pjpeg": self = .jpeg
        case "image/png": self = .png
        case "image/webp": self = .webp
        default: return nil
        }
    }

    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        }
    }
}

/// `<data folder>/event-images/`: the events' cached thumbnails, each named by a hash of its URL, each at most
/// `maximumFileBytes`, all of them at most `maximumFolderBytes` (the files used longest ago go first).
public struct EventImageFolder: Sendable {
    public static let folderName = "event-images"
    /// 256 KB.
    public static let maximumFileBytes = 256 * 1024
    /// 32 MB.
    public static let maximumFolderBytes = 32 * 1024 * 1024

    public let path: String
    public let maximumFolderBytes: Int

    /// The folder inside `dataFolder`; `maximumFolderBytes` is lower in tests.
    public init(dataFolder: String, maximumFolderBytes: Int = Self.maximumFolderBytes) {
        path = PathText.join(dataFolder, Self.folderName)
        self.maximumFolderBytes = maximumFolderBytes
    }

    /// The file's full path when it is in the folder, else nil: what the game draws from an event's `imageFile`.
    public func path(of file: String) -> String? {
        guard Self.isOurName(file) else { return nil }
        let full = PathText.join(path, file)
        return FileManager.default.fileExists(atPath: full) ? full : nil
    }

    /// `<32 hex digits of the URL's SHA-256>.<png|jpg|webp>`.
    public static func fileName(forURL url: String, kind: EventImageKind) -> String {
        stem(forURL: url) + "." + kind.fileExtension
    }

    static func stem(forURL url: String) -> String {
        SHA256.hash(data: Data(url.utf8)).prefix(16).map { String(format: "%02x", $0) }.joined()
    }

    /// A name this folder gives (no path, no dot files): the only names `path(of:)` looks up.
    static func isOurName(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count == 2 && parts[0].count == 32 && parts[0].allSatisfy(\.isHexDigit)
            && EventImageKind.allCases.contains { $0.fileExtension == parts[1] }
    }

    /// The file already kept for `url` (any kind), marked as just used so it is not the next to go.
    public func reuse(url: String) -> String? {
        for kind in EventImageKind.allCases {
            let name = Self.fileName(forURL: url, kind: kind)
            if let full = path(of: name) {
                // The file system's own clock, as for a file just written: the order `trim` reads is theirs.
                try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: full)
                return name
            }
        }
        return nil
    }

    /// Keeps the image `data` downloaded from `url` (written whole or not at all), then removes the files used
    /// longest ago until the folder is within `maximumFolderBytes`. The file's name, and the names removed.
    public func keep(
        _ data: Data, url: String, kind: EventImageKind
    ) throws(StoreError) -> (
        file: String, removed: [String]
    ) {
        let name = Self.fileName(forURL: url, kind: kind)
        try DataFolder.prepare(path)
        let full = PathText.join(path, name)
        do {
            try data.write(to: URL(fileURLWithPath: full), options: .atomic)
        } catch {
            throw StoreError.cannotWrite(path: full, reason: (error as NSError).localizedDescription)
        }
        return (name, trim(keeping: name))
    }

    /// Removes the files used longest ago (oldest modification first) until the folder's files add up to at most
    /// `maximumFolderBytes`, never `keeping`; the names removed.
    public func trim(keeping: String? = nil) -> [String] {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        var files: [(name: String, bytes: Int, modified: Date)] = []
        for name in names where Self.isOurName(name) {
            let full = PathText.join(path, name)
            guard let attributes = try? manager.attributesOfItem(atPath: full) else { continue }
            files.append(
                (
                    name, (attributes[.size] as? NSNumber)?.intValue ?? 0,
                    attributes[.modificationDate] as? Date ?? .distantPast
                ))
        }
        var total = files.reduce(0) { $0 + $1.bytes }
        var removed: [String] = []
        for file in files.sorted(by: { ($0.modified, $0.name) < ($1.modified, $1.name) }) {
            guard total > maximumFolderBytes else { break }
            if file.name == keeping { continue }
            if (try? manager.removeItem(atPath: PathText.join(path, file.name))) != nil {
                total -= file.bytes
                removed.append(file.name)
            }
        }
        return removed
    }

    /// Whether the game can deal an event (content-formats.md, the Android app's rule): a year from 1 to this
    /// year, and a text with no standalone number of 1 to 4 digits. Only these need a thumbnail.
    public static func isDealable(text: String, year: Int, thisYear: Int) -> Bool {
        guard year > 0, year <= thisYear else { return false }
        return text.range(of: #"\b[0-9]{1,4}\b"#, options: .regularExpression) == nil
    }
}

extension QuizDatabase {
    /// The data folder the database file is in (where `event-images/` goes); nil for an in-memory database.
    public var folder: String? {
        path.map { PathText.folder(of: $0) }
    }
}
