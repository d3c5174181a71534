import Foundation
import QuizCore

/// The avatars a player can have: the bundled ones (`assets/avatars/ID.svg`)
/// and a picture the operator imports, checked and copied into the data
/// folder's `avatars/` so the store keeps working when the original moves.
public enum AvatarFiles {
    /// The largest file imported.
    public static let maximumBytes = 2 * 1024 * 1024
    /// Each side of an imported picture, in pixels.
    public static let sides = 32...2048

    /// The bundled avatars' ids, sorted, from `assets/avatars`.
    public static func bundled(inAssets assets: String) -> [String] {
        let folder = PathText.join(assets, "avatars")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The file that draws `avatar`: under the assets for a bundled one, under the data folder for an
    /// imported one; nil for none, or a file that is not there.
    public static func path(of avatar: Avatar, assets: String, dataFolder: String) -> String? {
        let path: String
        switch avatar {
        case .none: return nil
        case .bundled(let id):
            path = PathText.join(assets, "avatars", id + ".svg")
        case .file(let relative):
            path = PathText.join(dataFolder, relative)
        }
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// A picture's kind and size, read from its first bytes.
    public struct Picture: Equatable, Sendable {
        public let kind: String
        public let width: Int
        public let height: Int
    }

    /// Checks `file` is a PNG or JPEG within the limits; the error names the file and what is wrong.
    public static func check(_ file: String) throws(StoreError) -> (data: Data, picture: Picture) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw StoreError.refused("the avatar file \(file) does not exist")
        }
        guard !isFolder.boolValue else { throw StoreError.refused("the avatar file \(file) is a folder") }
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard size <= maximumBytes else {
            throw StoreError.refused(
                "the avatar file \(file) has \(size) bytes; an avatar may have at most \(maximumBytes) (2 MiB)")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw StoreError.refused("the avatar file \(file) cannot be read (permissions?)")
        }
        guard let picture = PictureHeader.read(data) else {
            throw StoreError.refused("the avatar file \(file) is not a PNG or JPEG picture")
        }
        guard sides.contains(picture.width), sides.contains(picture.height) else {
            throw StoreError.refused(
                "the avatar file \(file) is \(picture.width)x\(picture.height) pixels; each side must be "
                    + "\(sides.lowerBound) to \(sides.upperBound)")
        }
        return (data, picture)
    }

    /// Checks `file` and copies it into `dataFolder/avatars/player-ID.png|jpg` (replacing an older
    /// one), then gives it to the player.
    public static func importPicture(
        _ file: String, for player: PlayerRef, dataFolder: String, database: QuizDatabase
    ) throws(StoreError) -> (avatar: Avatar, picture: Picture) {
        let (data, picture) = try check(file)
        let folder = PathText.join(dataFolder, "avatars")
        let relative = "avatars/player-\(player.id).\(picture.kind == "PNG" ? "png" : "jpg")"
        let target = PathText.join(dataFolder, relative)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            removeImported(for: player.id, dataFolder: dataFolder)
            try data.write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw StoreError.cannotWrite(path: target, reason: (error as NSError).localizedDescription)
        }
        let avatar = Avatar.file(relative)
        try database.setAvatar(avatar, for: player.id)
        return (avatar, picture)
    }
}

extension AvatarFiles {
    /// Deletes the pictures imported for a player (erasure); how many there were.
    @discardableResult
    public static func removeImported(for playerID: Int64, dataFolder: String) -> Int {
        let folder = PathText.join(dataFolder, "avatars")
        var removed = 0
        for kind in ["png", "jpg"] {
            let path = PathText.join(folder, "player-\(playerID).\(kind)")
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed += 1 }
        }
        return removed
    }
}

/// The kind and size of a PNG or JPEG, from its header.
enum PictureHeader {
    static func read(_ data: Data) -> AvatarFiles.Picture? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        if bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A][...],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52][...]
        {
            return AvatarFiles.Picture(kind: "PNG", width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
        }
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            return jpegSize(bytes)
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Walks the JPEG's segments to its frame header (SOF0...SOF15, not DHT, JPG or DAC).
    private static func jpegSize(_ bytes: [UInt8]) -> AvatarFiles.Picture? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return AvatarFiles.Picture(
                    kind: "JPEG", width: bigEndian(bytes, index + 7, 2), height: bigEndian(bytes, index + 5, 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}
