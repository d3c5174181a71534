import CQREncode

#if canImport(Glibc)
    import Glibc
#endif

/// A QR code's modules, for the join screen to draw: the phones' camera
/// opens the URL it holds. Encoded by libqrencode (Debian's
/// `libqrencode-dev`) in 8-bit mode, so the text's bytes are kept exactly,
/// at error correction level M (15 % of the code may be unreadable, a glare
/// on the screen), in the smallest version that holds it.
public struct LiveQRCode: Equatable, Sendable {
    /// The QR version, 1 to 40.
    public let version: Int
    /// Modules per side: 17 + 4 × version (the quiet zone of 4 modules around it is the drawer's).
    public let size: Int
    /// Row by row, `size` × `size`: true for a dark module.
    public let modules: [Bool]

    /// Whether the module at `row`, `column` (from the top left, from 0) is dark.
    public func isDark(row: Int, column: Int) -> Bool {
        modules[row * size + column]
    }

    /// The QR code of `text` (a URL); a text too long for any QR code, or one libqrencode refuses, is an error
    /// that says so.
    public static func encode(_ text: String) throws(LiveQRError) -> LiveQRCode {
        guard !text.isEmpty, !text.utf8.contains(0) else {
            throw .unencodable(text.utf8.count, "it is empty or has a NUL")
        }
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else {
            if errno == ERANGE { throw .tooLong(text.utf8.count) }
            throw .unencodable(text.utf8.count, String(cString: strerror(errno)))
        }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        let bytes = UnsafeBufferPointer(start: code.pointee.data, count: size * size)
        // libqrencode's bit 0 is the module's colour; the other bits say what the module is part of.
        return LiveQRCode(version: Int(code.pointee.version), size: size, modules: bytes.map { $0 & 1 == 1 })
    }
}

/// A text that cannot be made a QR code.
public enum LiveQRError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Longer than the largest QR code holds at level M (2,331 bytes).
    case tooLong(Int)
    /// Refused for another reason.
    case unencodable(Int, String)

    public var description: String {
        switch self {
        case .tooLong(let bytes):
            return "the address (\(bytes) bytes) is too long for a QR code: at most 2,331 bytes fit"
        case .unencodable(let bytes, let reason): return "the address (\(bytes) bytes) cannot be a QR code: \(reason)"
        }
    }
}
