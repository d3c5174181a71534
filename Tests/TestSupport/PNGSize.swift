import Foundation

/// The width and height in a PNG's header, or nil when the file is missing or not a PNG (the browser tests'
/// screenshots).
public struct PNGSize: Sendable {
    public var width: Int
    public var height: Int

    public init?(file: String) {
        guard let data = FileManager.default.contents(atPath: file), data.count >= 24,
            data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        let bytes = [UInt8](data.prefix(24))
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
    }
}
